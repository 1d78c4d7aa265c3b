import { MEASUREMENT_FIELDS, orderCategoryFor, type OrderRecordLine } from '@tailor/domain';

/** What a line is made to: its size (ready-made) or its measurements (tailor-made). */
export function LineSpec({ line }: { line: Pick<OrderRecordLine, 'size' | 'measurements'> }) {
  if (line.size) return <span className="line-spec" data-testid="line-size">Size {line.size}</span>;
  const m = line.measurements;
  if (!m) return null;
  const values = MEASUREMENT_FIELDS[m.category]
    .map((f) => `${f.label.replace(/\s*\(.*\)\s*$/, '')} ${m.values[f.key] ?? 0}″`)
    .join(', ');
  return (
    <span className="line-spec" data-testid="line-measurements">
      {orderCategoryFor(m.category)} measurements{m.profileName ? ` “${m.profileName}”` : ''}: {values}
    </span>
  );
}
