import type { ChartRow } from './ChartFigure';

interface Props {
  rows: ChartRow[];
  format: (value: number) => string;
  /** Short labels under the first, middle and last columns. */
  tick?: (row: ChartRow) => string;
}

const W = 300;
const H = 120;

/**
 * Columns over time, drawn as plain SVG: a few dozen rectangles need no
 * charting library (the smallest well-kept ones add 40–100 KB to the admin's
 * code for bars we draw in a screenful of lines). The SVG scales to the width
 * of its card; labels are HTML so they stay legible on a phone.
 */
export function ColumnChart({ rows, format, tick = (r) => r.label }: Props) {
  const max = Math.max(0, ...rows.map((r) => r.value));
  const step = W / Math.max(1, rows.length);
  const gap = Math.min(2, step * 0.2);
  const ticks = rows.length > 2 ? [rows[0]!, rows[Math.floor((rows.length - 1) / 2)]!, rows.at(-1)!] : rows;
  return (
    <div className="column-chart">
      <span className="chart-max">{format(max)}</span>
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <line x1="0" y1={H - 0.5} x2={W} y2={H - 0.5} className="chart-axis" />
        {rows.map((r, i) => {
          const h = max > 0 ? (r.value / max) * (H - 2) : 0;
          return (
            <rect key={r.key} x={i * step + gap / 2} y={H - 1 - h} width={step - gap} height={h} className="chart-bar">
              <title>{[r.label, format(r.value)].join(': ')}</title>
            </rect>
          );
        })}
      </svg>
      <div className="chart-ticks" aria-hidden="true">
        {ticks.map((r) => (
          <span key={r.key}>{tick(r)}</span>
        ))}
      </div>
    </div>
  );
}
