/** When an order was delivered, as trusted code records it for the revenue figures. */

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
