/** The readable table printed at the end of a run. */
import type { EndpointFigures } from './cannon.ts';
import type { CartCheck, ExactnessResult } from './exactness.ts';

/** Rows as aligned columns: the first left-aligned, the rest right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((r) => r[col].length)));
  return rows.map((r) => r.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  ')).join('\n');
}

const ms = (value: number) => `${Math.round(value)} ms`;

export function endpointTable(figures: EndpointFigures[]): string {
  const head = ['endpoint', 'requests', 'req/s', 'p50', 'p99', 'max', '2xx', '4xx', '5xx', 'non-2xx', 'errors', 'timeouts', 'cpu busy'];
  const rows = figures.map((f) => [
    f.name,
    String(f.requests),
    f.reqPerSec.toFixed(1),
    ms(f.latencyMs.p50),
    ms(f.latencyMs.p99),
    ms(f.latencyMs.max),
    String(f.status['2xx']),
    String(f.status['4xx']),
    String(f.status['5xx']),
    String(f.status.non2xx),
    String(f.errors),
    String(f.timeouts),
    `${f.machineCpuBusyPct} %`,
  ]);
  return table([head, ...rows]);
}

function rupees(paise: number | undefined): string {
  return paise === undefined ? '-' : `₹${(paise / 100).toFixed(2)}`;
}

export function cartLine(check: CartCheck): string {
  const lines = check.lines.map((l) => `${l.line} ${l.stored}${l.expected === null ? '' : `/${l.expected}`}`).join(', ');
  const verdict = check.problems.length === 0 ? 'OK' : `MISMATCH: ${check.problems.join('; ')}`;
  return (
    `${check.user}: ${lines}; itemCount ${check.stored?.itemCount ?? '-'}, finalTotal ${rupees(check.stored?.finalTotal)} ` +
    `(domain ${rupees(check.expected.finalTotal)}, API ₹${check.api?.finalTotal ?? '-'}); settled in ${(check.settleMs / 1000).toFixed(1)} s — ${verdict}`
  );
}

export function exactnessSummary(result: ExactnessResult): string {
  const statuses = Object.entries(result.callStatus)
    .map(([status, count]) => `${count} × ${status === '0' ? 'no answer' : status}`)
    .join(', ');
  return [
    `${result.users} users × ${result.clientsPerUser} parallel clients × ${result.callsPerClient} calls = ${result.calls} ` +
      `concurrent add/increase calls in ${(result.callsMs / 1000).toFixed(1)} s ` +
      `(${(result.calls / (result.callsMs / 1000)).toFixed(1)} calls/s): ${statuses}`,
    ...result.carts.map((c) => `  ${cartLine(c)}`),
    `  exactness: ${result.ok ? 'OK' : 'FAILED'}`,
  ].join('\n');
}

/** One line when every cart is right; the carts with problems otherwise. */
export function cartsSummary(checks: CartCheck[], settleMs: number): string {
  const wrong = checks.filter((c) => c.problems.length > 0);
  const head =
    `shopper carts after the POST load: ${checks.length - wrong.length}/${checks.length} settled to domain pricing ` +
    `(stored totals = domain = API) within ${(settleMs / 1000).toFixed(1)} s`;
  return [head, ...wrong.map((c) => `  ${cartLine(c)}`)].join('\n');
}
