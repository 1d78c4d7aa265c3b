/** Words and shapes the money screens share (pure; tested beside). */
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, formatINR, type Paise, type PaymentRecord } from '@tailor/domain';

export const money = (p: Paise) => formatINR(p, { decimals: 2 });

/** "Advance · UPI · ref. 412345678901" */
export function entryLine(e: PaymentRecord): string {
  const parts = [PAYMENT_KIND_LABELS[e.kind], PAYMENT_METHOD_LABELS[e.method]];
  if (e.reference) parts.push(`ref. ${e.reference}`);
  if (e.legacy) parts.push('recorded before the ledger');
  return parts.join(' · ');
}

/** A shop day (YYYY-MM-DD) as "26 Nov 2026". */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return 'Date not recorded';
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}
