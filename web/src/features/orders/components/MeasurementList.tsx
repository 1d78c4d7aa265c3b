import { MEASUREMENT_FIELDS, measurementCategoryKey } from '@tailor/domain/measurements';
import { SummaryList, SummaryRow } from '../../../components/SummaryList';
import { useT } from '../../../lib/i18n/useT';

/** The chart's rows that have a value, in chart order; keys no chart knows (older orders) follow under their own name. */
export function measurementRows(category: string | null, measurements: Record<string, number>): Array<readonly [string, string, number]> {
  const cat = measurementCategoryKey(category);
  const fields = cat ? MEASUREMENT_FIELDS[cat] : [];
  const known = new Set<string>(fields.map((f) => f.key));
  return [
    ...fields.filter((f) => measurements[f.key] !== undefined).map((f) => [f.key, f.label, measurements[f.key]] as const),
    ...Object.keys(measurements)
      .filter((key) => !known.has(key))
      .map((key) => [key, key, measurements[key]] as const),
  ];
}

/** An order's measurements as a styled label–value list. */
export function MeasurementList({ category, measurements, wide }: { category: string | null; measurements: Record<string, number>; wide?: boolean }) {
  const { t } = useT();
  return (
    <SummaryList className={wide ? 'measurement-list wide' : 'measurement-list'}>
      {measurementRows(category, measurements).map(([key, label, value]) => (
        <SummaryRow key={key} label={t(label)}>
          {value}
        </SummaryRow>
      ))}
    </SummaryList>
  );
}
