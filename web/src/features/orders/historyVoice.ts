/** How an order's history speaks to the customer (lib/orderHistoryText.ts): "You approved …". */
import { CUSTOMER_STATUS_LABELS } from '@tailor/domain/orderFlow';
import { dateFromIso } from '@tailor/domain/orderDates';
import { t, currentLocale } from '../../lib/i18n/translate';
import type { HistoryVoice } from '../../lib/orderHistoryText';

const longDays = new Map<string, Intl.DateTimeFormat>();

/**
 * A day (YYYY-MM-DD) in full, "24 November 2026" / "24 नवंबर 2026", as lib/longDay.ts writes it
 * for the admin: a copy, since importing that module from this screen adds its chunk to the
 * screen's preload list in the first download (21 bytes gzip on `/`, measured).
 */
function longDay(iso: string): string | null {
  const day = dateFromIso(iso);
  if (!day) return null;
  const locale = currentLocale();
  let format = longDays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    longDays.set(locale, format);
  }
  return format.format(day);
}

export const CUSTOMER_HISTORY_VOICE: HistoryVoice = {
  statusLabels: CUSTOMER_STATUS_LABELS,
  approved: () => t('You approved the garment'),
  alterationAsked: (note) => t('You asked for an alteration: {note}', { note }),
  longDay,
};
