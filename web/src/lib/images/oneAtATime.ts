/**
 * Wraps an async function so calls run one after another, in call order. A
 * decoded 12-megapixel photo holds about 48 MB of pixels: resizing ten picked
 * photos at once could exhaust a phone's memory, while one at a time costs
 * little (the uploads themselves still overlap).
 */
export function oneAtATime<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let queue: Promise<unknown> = Promise.resolve();
  return (...args: A) => {
    const run = queue.then(() => fn(...args));
    queue = run.catch(() => undefined);
    return run;
  };
}
