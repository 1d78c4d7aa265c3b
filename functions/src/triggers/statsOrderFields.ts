/** When an order was delivered, as trusted code records it for the revenue figures; the order's money summary kept current. */
import { readOrderMoney, type MoneySummary } from '@tailor/domain';

type Data = Record<string, unknown>;

function hasMillis(value: unknown): value is { toMillis(): number } {
  return typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function';
}

/**
 * What to do with `deliveredAt`: set it once an order is delivered (to the time of the
 * history entry that delivered it, else updatedAt, else `now`), clear it if the order is
 * not delivered, otherwise nothing.
 */
export function deliveredAtChange<T>(data: Data, now: T): { set: unknown } | { clear: true } | null {
  const delivered = data.orderStatus === 'delivered';
  const has = data.deliveredAt !== undefined && data.deliveredAt !== null;
  if (!delivered) return has ? { clear: true } : null;
  if (has) return null;
  const history = Array.isArray(data.statusHistory) ? (data.statusHistory as Data[]) : [];
  const entry = [...history].reverse().find((h) => h?.status === 'delivered' && hasMillis(h.at));
  if (entry) return { set: entry.at };
  if (hasMillis(data.updatedAt)) return { set: data.updatedAt };
  return { set: now };
}

/**
 * The revenue an order brings and when, as the dashboard sums it: the cash
 * collected, on the day it was collected. Older orders marked 'paid' count
 * their agreed or computed total on the day they were delivered. Refunded
 * and unpaid orders bring none.
 */
export function revenueOf(data: Data): { revenue: number; revenueAt: unknown } | null {
  if (data.paymentStatus === 'collected') {
    return typeof data.collectedAmount === 'number' && hasMillis(data.collectedAt) ? { revenue: data.collectedAmount, revenueAt: data.collectedAt } : null;
  }
  if (data.paymentStatus === 'paid' && data.orderStatus === 'delivered') {
    const amount = typeof data.agreedPrice === 'number' ? data.agreedPrice : data.totalPrice;
    const at = hasMillis(data.deliveredAt) ? data.deliveredAt : hasMillis(data.updatedAt) ? data.updatedAt : null;
    return typeof amount === 'number' && at ? { revenue: amount, revenueAt: at } : null;
  }
  return null;
}

/** What to write to `revenue`/`revenueAt` so they match revenueOf, or null when they already do. */
export function revenueChange(data: Data): { set: { revenue: number; revenueAt: unknown } } | { clear: true } | null {
  const want = revenueOf(data);
  const has = data.revenue !== undefined || data.revenueAt !== undefined;
  if (!want) return has ? { clear: true } : null;
  const same = data.revenue === want.revenue && hasMillis(data.revenueAt) && hasMillis(want.revenueAt) && data.revenueAt.toMillis() === want.revenueAt.toMillis();
  return same ? null : { set: want };
}

/**
 * What to write to `money` and `moneyDue` so they follow the order's current
 * price: the payments API writes them with each payment, but an agreed price
 * set later (or an order placed, cancelled, or stored before the ledger)
 * changes what is due. Paid and refunded stay as the ledger left them
 * (readOrderMoney). Null when both are already right.
 */
export function moneyChange(data: Data): { money: MoneySummary; moneyDue: boolean } | null {
  const want = readOrderMoney(data);
  const due = want.balancePaise > 0;
  const has = (data.money ?? {}) as Partial<MoneySummary>;
  const same =
    has.duePaise === want.duePaise &&
    has.paidPaise === want.paidPaise &&
    has.refundedPaise === want.refundedPaise &&
    has.balancePaise === want.balancePaise &&
    has.state === want.state &&
    data.moneyDue === due;
  return same ? null : { money: want, moneyDue: due };
}
