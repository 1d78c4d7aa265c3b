/** Words and shapes the money screens share (pure; tested beside). */
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, formatINR, type Paise, type PaymentRecord } from '@tailor/domain';
import { currentLocale, t } from '../../lib/i18n/translate';

// en-IN and hi-IN write the same digits and grouping; the locale keeps it one way for every amount.
export const money = (p: Paise) => formatINR(p, { decimals: 2, locale: currentLocale() });

/** "Advance · UPI · ref. 412345678901", in the chosen language (the admin's and the customer's catalogues both hold these). */
export function entryLine(e: PaymentRecord): string {
  const parts = [t(PAYMENT_KIND_LABELS[e.kind]), t(PAYMENT_METHOD_LABELS[e.method])];
  if (e.reference) parts.push(t('ref. {reference}', { reference: e.reference }));
  if (e.legacy) parts.push(t('recorded before the ledger'));
  return parts.join(' · ');
}

/** A shop day (YYYY-MM-DD) as "26 Nov 2026" ("26 नव॰ 2026" in Hindi). */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return t('Date not recorded');
  return new Intl.DateTimeFormat(currentLocale(), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}
