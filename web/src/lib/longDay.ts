/**
 * A calendar day (YYYY-MM-DD) in full, as domain's longDate writes it but in
 * the chosen language's locale: "24 November 2026", "24 नवंबर 2026". Apart
 * from dates.ts, which the first download carries, so that one keeps no
 * domain import.
 */
import { dateFromIso } from '@tailor/domain/orderDates';
import { currentLocale } from './i18n/translate';

const formats = new Map<string, Intl.DateTimeFormat>();

/** null for no day or a malformed one, as longDate. */
export function formatLongDay(iso: string | null | undefined): string | null {
  const day = iso ? dateFromIso(iso) : null;
  if (!day) return null;
  const locale = currentLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    formats.set(locale, format);
  }
  return format.format(day);
}
