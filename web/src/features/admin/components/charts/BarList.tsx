import type { ChartRow } from './ChartFigure';

/**
 * Horizontal bars for rankings and shares: each label on its own line above
 * its bar, so long design and city names fit a phone's width.
 */
export function BarList({ rows, format }: { rows: ChartRow[]; format: (value: number) => string }) {
  const max = Math.max(0, ...rows.map((r) => r.value));
  return (
    <ol className="bar-list" aria-hidden="true">
      {rows.map((r) => (
        <li key={r.key}>
          <span className="bar-label">{r.label}</span>
          <span className="bar-value">{format(r.value)}</span>
          <span className="bar-track">
            <span className="bar-fill" style={{ width: `${max > 0 ? Math.max(r.value > 0 ? 1 : 0, (r.value / max) * 100) : 0}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}
