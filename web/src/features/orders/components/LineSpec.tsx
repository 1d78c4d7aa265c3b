import { MEASUREMENT_FIELDS, orderCategoryFor, type OrderRecordLine } from '@tailor/domain';
import { useT } from '../../../lib/i18n/useT';

/** What a line is made to: its size (ready-made) or its measurements (tailor-made). */
export function LineSpec({ line }: { line: Pick<OrderRecordLine, 'size' | 'measurements'> }) {
  const { t } = useT();
  if (line.size) return <span className="line-spec" data-testid="line-size">{t('Size {size}', { size: line.size })}</span>;
  const m = line.measurements;
  if (!m) return null;
  // The field's label in the chosen language, without its "(inches)".
  const values = MEASUREMENT_FIELDS[m.category]
    .map((f) => `${t(f.label).replace(/\s*\(.*\)\s*$/, '')} ${m.values[f.key] ?? 0}″`)
    .join(', ');
  const category = t(orderCategoryFor(m.category));
  return (
    <span className="line-spec" data-testid="line-measurements">
      {m.profileName
        ? t('{category} measurements “{profile}”: {values}', { category, profile: m.profileName, values })
        : t('{category} measurements: {values}', { category, values })}
    </span>
  );
}
