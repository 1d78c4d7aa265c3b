import { SORT_OPTIONS, SORT_OPTION_LABELS, isOneOf, type SortOption } from '@tailor/domain';

/** The sort choices of the home page's showcase and the gallery (the label stays with the caller). */
export function SortSelect({ id, value, onChange, className }: { id: string; value: SortOption; onChange: (sort: SortOption) => void; className?: string }) {
  return (
    <select
      id={id}
      className={className}
      value={value}
      onChange={(e) => {
        if (isOneOf(SORT_OPTIONS, e.target.value)) onChange(e.target.value);
      }}
    >
      {SORT_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {SORT_OPTION_LABELS[option]}
        </option>
      ))}
    </select>
  );
}
