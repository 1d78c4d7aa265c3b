/**
 * Runs work the first screen does not need (the Auth SDK, toasts, the visit
 * count) once the browser is idle, so it neither delays the first paint nor
 * competes with it. Returns a cancel function.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}
