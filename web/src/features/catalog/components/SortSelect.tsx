import { SORT_OPTIONS, SORT_OPTION_LABELS, isOneOf, type SortOption } from '@tailor/domain';
import { useT } from '../../../lib/i18n/useT';

/** The sort choices of the home page's showcase and the gallery (the label stays with the caller). */
export function SortSelect({ id, value, onChange, className }: { id: string; value: SortOption; onChange: (sort: SortOption) => void; className?: string }) {
  const { t } = useT();
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
          {t(SORT_OPTION_LABELS[option])}
        </option>
      ))}
    </select>
  );
}
