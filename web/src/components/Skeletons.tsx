/** Grey placeholders where a list will appear, announced as busy under the list's own label. */
export function Skeletons({ count, className, itemClassName, label, list = false }: { count: number; className: string; itemClassName: string; label: string; list?: boolean }) {
  const Outer = list ? 'ul' : 'div';
  const Item = list ? 'li' : 'div';
  return (
    // A div may carry a name only with a role (axe: aria-prohibited-attr); a list has its own.
    <Outer className={className} role={list ? undefined : 'group'} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Item key={i} className={`skeleton ${itemClassName}`} />
      ))}
    </Outer>
  );
}
