/**
 * One line of an order's history as the customer reads it, in the chosen
 * language: domain's historyText (orderHistory.ts, `forCustomer`) with its
 * sentences through t(), since domain builds them in English. The admin's
 * wording is features/admin/orderHistoryText.ts.
 */
import { CUSTOMER_STATUS_LABELS } from '@tailor/domain/orderFlow';
import { formatINR } from '@tailor/domain/money';
import { dateFromIso } from '@tailor/domain/orderDates';
import { t, tp, currentLocale } from '../../lib/i18n/translate';

interface HistoryEntry {
  status: string;
  event?: string;
  reason?: string;
  note?: string;
  amount?: number;
  payment?: string;
  photos?: string[];
}

const longDays = new Map<string, Intl.DateTimeFormat>();

/**
 * A day (YYYY-MM-DD) in full, "24 November 2026" / "24 नवंबर 2026", as lib/longDay.ts writes it
 * for the admin: a copy, since importing that module from this screen made it a chunk of its own,
 * whose name the first download's preload table carries.
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

/** `text — reason` when there is a reason or note, else the text. */
const withNote = (text: string, note?: string) => (note ? t('{text} — {note}', { text, note }) : text);

export function customerHistoryText(entry: HistoryEntry): string {
  const label = t((CUSTOMER_STATUS_LABELS as Record<string, string>)[entry.status] ?? entry.status);
  const money = (p?: number) => (typeof p === 'number' ? formatINR(p, { decimals: 2, locale: currentLocale() }) : '');
  switch (entry.event) {
    case 'price':
      return withNote(t('Price agreed: {amount}', { amount: money(entry.amount) }), entry.reason);
    case 'payment':
      return entry.payment === 'refunded' ? t('Payment refunded') : t('Cash collected: {amount}', { amount: money(entry.amount) });
    case 'approve':
      return t('You approved the garment');
    case 'alter':
      return t('You asked for an alteration: {note}', { note: entry.note ?? '' });
    case 'approval':
      return withNote(tp(entry.photos?.length ?? 0, '{status} ({count} photo)', '{status} ({count} photos)', { status: label }), entry.note);
    case 'back':
      return withNote(t('Moved back to {status}', { status: label }), entry.reason);
    case 'cancel':
      return withNote(t('Cancelled'), entry.reason);
    case 'date': {
      const day = entry.note ? longDay(entry.note) : null;
      return day ? t('Delivery date set to {day}', { day }) : t('Delivery date set');
    }
    default:
      return label;
  }
}
