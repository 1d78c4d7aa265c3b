import type { DetailRow } from '../productRows';
import { useT } from '../../../lib/i18n/useT';

export function DetailRows({ rows }: { rows: DetailRow[] }) {
  const { t } = useT();
  return (
    <dl className="detail-rows">
      {rows.map((r) => (
        <div key={r.label}>
          <dt>{t(r.label)}</dt>
          <dd className={r.missing ? 'not-available' : undefined}>{r.shopText ? t(r.value) : r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
