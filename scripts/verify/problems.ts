/** What `npm run verify:data` reports: one broken invariant of one document. */

/** What `--repair` can rebuild; absent: only a person can fix it (what people typed, an orphan). */
export type Repair = 'order-totals' | 'order-money' | 'cart' | 'product-rating' | 'feedback-stats' | 'dashboard';

export interface Problem {
  /** The document's path, e.g. `orders/abc`. */
  path: string;
  /** A short name of the invariant, for grouping and tests. */
  check: string;
  message: string;
  repair?: Repair;
}

export const problem = (path: string, check: string, message: string, repair?: Repair): Problem =>
  repair ? { path, check, message, repair } : { path, check, message };
