import type { ReactNode } from 'react';
import { useT } from '../../../../lib/i18n/useT';

export interface ChartRow {
  key: string;
  label: string;
  value: number;
}

interface Props {
  id: string;
  title: string;
  /** What the table's caption says (also the chart's accessible name). */
  caption: string;
  /** Column headings of the table view: the label, then the value. */
  columns: [string, string];
  rows: ChartRow[];
  format: (value: number) => string;
  /** Shown instead of the chart when every value is zero. */
  empty?: string;
  children: ReactNode;
}

/**
 * A chart with its accessible table view: the picture is hidden from screen
 * readers, and the same figures sit in a captioned table behind "Show as table".
 */
export function ChartFigure({ id, title, caption, columns, rows, format, empty, children }: Props) {
  const { t } = useT();
  const hasData = rows.some((r) => r.value !== 0);
  return (
    <figure className="chart" aria-labelledby={`${id}-title`} data-chart={id}>
      <figcaption id={`${id}-title`} className="chart-title">
        {title}
      </figcaption>
      {hasData ? children : <p className="chart-empty">{empty ?? t('Nothing to show yet.')}</p>}
      <details className="chart-table">
        <summary>{t('Show as table')}</summary>
        <div className="chart-table-scroll">
          <table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{columns[0]}</th>
                <th scope="col">{columns[1]}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.label}</th>
                  <td>{format(r.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
