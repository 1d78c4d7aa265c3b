/**
 * The order form's and the checkout's step in the address (`?step=2` is the
 * second step, the first has none), so a reload returns to it.
 */
export function parseStepParam(value: string | null, stepCount: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= stepCount ? n - 1 : 0;
}

/** The address's parameters with `index` as the step. */
export function withStepParam(prev: URLSearchParams, index: number): URLSearchParams {
  const params = new URLSearchParams(prev);
  if (index === 0) params.delete('step');
  else params.set('step', String(index + 1));
  return params;
}
