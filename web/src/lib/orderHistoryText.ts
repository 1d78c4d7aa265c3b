/**
 * One line of an order's history in the chosen language: domain's historyText
 * (orderHistory.ts) with its sentences through t(), since domain builds them in
 * English. The owner's order page and the customer's share it and differ only
 * in their voice: the status labels, who approved or asked for an alteration,
 * and the long-day formatter (the customer's screen keeps its own copy, see
 * features/orders/historyVoice.ts).
 */
import type { historyText } from '@tailor/domain/orderHistory';
import { formatINR } from '@tailor/domain/money';
import { t, tp, currentLocale } from './i18n/translate';
import { formatLongDay } from './longDay';

type HistoryEntry = Parameters<typeof historyText>[0];

/** What one reader's history says differently; the sentences are already through t(). */
export interface HistoryVoice {
  /** English status labels by status, shown through t(). */
  statusLabels: Readonly<Record<string, string>>;
  /** The garment approved on the fit photos. */
  approved: () => string;
  /** An alteration asked for, with its note. */
  alterationAsked: (note: string) => string;
}

/** `text — reason` when there is a reason or note, else the text. */
const withNote = (text: string, note?: string) => (note ? t('{text} — {note}', { text, note }) : text);

export function orderHistoryText(entry: HistoryEntry, voice: HistoryVoice): string {
  const label = t(voice.statusLabels[entry.status] ?? entry.status);
  const money = (p?: number) => (typeof p === 'number' ? formatINR(p, { decimals: 2, locale: currentLocale() }) : '');
  switch (entry.event) {
    case 'price':
      return withNote(t('Price agreed: {amount}', { amount: money(entry.amount) }), entry.reason);
    case 'payment':
      return entry.payment === 'refunded' ? t('Payment refunded') : t('Cash collected: {amount}', { amount: money(entry.amount) });
    case 'approve':
      return voice.approved();
    case 'alter':
      return voice.alterationAsked(entry.note ?? '');
    case 'approval':
      return withNote(tp(entry.photos?.length ?? 0, '{status} ({count} photo)', '{status} ({count} photos)', { status: label }), entry.note);
    case 'back':
      return withNote(t('Moved back to {status}', { status: label }), entry.reason);
    case 'cancel':
      return withNote(t('Cancelled'), entry.reason);
    case 'date': {
      const day = entry.note ? formatLongDay(entry.note) : null;
      return day ? t('Delivery date set to {day}', { day }) : t('Delivery date set');
    }
    default:
      return label;
  }
}
