import type { DetailRow } from '../productRows';

export function DetailRows({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className="detail-rows">
      {rows.map((r) => (
        <div key={r.label}>
          <dt>{r.label}</dt>
          <dd className={r.missing ? 'not-available' : undefined}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
