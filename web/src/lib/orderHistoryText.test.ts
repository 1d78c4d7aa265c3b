import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, historyText, type OrderHistoryEntryData } from '@tailor/domain';
import { addEntries, resetI18nState, setLanguage } from './i18n/translate';
import adminHi from '../features/admin/hi';
import ordersHi from '../features/orders/hi';
import { OWNER_HISTORY_VOICE } from '../features/admin/historyVoice';
import { CUSTOMER_HISTORY_VOICE } from '../features/orders/historyVoice';
import { orderHistoryText } from './orderHistoryText';

type EventKind = NonNullable<OrderHistoryEntryData['event']>;

/** Every kind of event a history entry can carry (the type makes a new kind a compile error here). */
const EVENT_KINDS: Record<EventKind, true> = { price: true, payment: true, approve: true, alter: true, approval: true, back: true, cancel: true, date: true };

const entries = [
  // Plain forward moves, one per status, and a status domain does not know.
  ...ORDER_STATUSES.map((status) => ({ status })),
  { status: 'archived' },
  { status: 'confirmed', event: 'price', amount: 150000, reason: 'silk lining' },
  { status: 'confirmed', event: 'price', amount: 150000 },
  { status: 'confirmed', event: 'price', amount: 123456 },
  { status: 'delivered', event: 'payment', amount: 99900 },
  { status: 'delivered', event: 'payment', payment: 'refunded' },
  { status: 'ready', event: 'approve' },
  { status: 'stitching', event: 'alter', note: 'loosen the sleeves' },
  { status: 'stitching', event: 'alter' },
  { status: 'approval', event: 'approval', photos: ['a'], note: 'front and back' },
  { status: 'approval', event: 'approval', photos: ['a', 'b'] },
  { status: 'approval', event: 'approval' },
  { status: 'pending', event: 'back', reason: 'wrong size' },
  { status: 'confirmed', event: 'back' },
  { status: 'cancelled', event: 'cancel', reason: 'customer asked' },
  { status: 'cancelled', event: 'cancel' },
  { status: 'confirmed', event: 'date', note: '2026-12-04' },
  { status: 'confirmed', event: 'date', note: '2026-02-30' },
  { status: 'confirmed', event: 'date' },
];

const voices = [
  { name: 'the owner', voice: OWNER_HISTORY_VOICE, forCustomer: false },
  { name: 'the customer', voice: CUSTOMER_HISTORY_VOICE, forCustomer: true },
];

afterEach(() => resetI18nState());

it('the cases cover every event kind', () => {
  expect(new Set(entries.map((e) => e.event).filter(Boolean))).toEqual(new Set(Object.keys(EVENT_KINDS)));
});

describe.each(voices)('orderHistoryText for $name', ({ voice, forCustomer }) => {
  it('says in English exactly what domain says to this reader', () => {
    for (const entry of entries) expect(orderHistoryText(entry, voice), JSON.stringify(entry)).toBe(historyText(entry, forCustomer));
  });
});

describe('orderHistoryText in Hindi', () => {
  it("speaks to the owner in the admin catalogue's words, the photo count with the Hindi plural rules", () => {
    setLanguage('hi');
    addEntries(adminHi);
    const say = (entry: Parameters<typeof orderHistoryText>[0]) => orderHistoryText(entry, OWNER_HISTORY_VOICE);
    expect(say({ status: 'approval', event: 'approval', photos: ['a'] })).toBe('मंज़ूरी बाकी (1 फ़ोटो)');
    expect(say({ status: 'pending', event: 'back', reason: 'wrong size' })).toBe('वापस पेंडिंग पर — wrong size');
    expect(say({ status: 'confirmed', event: 'date', note: '2026-12-04' })).toBe('डिलीवरी की तारीख़ 4 दिसंबर 2026 तय की');
    expect(say({ status: 'ready', event: 'approve' })).toBe('ग्राहक ने कपड़ा मंज़ूर किया');
    expect(say({ status: 'stitching', event: 'alter', note: 'loosen the sleeves' })).toBe('ग्राहक ने ऑल्टरेशन माँगा: loosen the sleeves');
  });

  it("speaks to the customer in the orders catalogue's words (0 photos takes the singular)", () => {
    setLanguage('hi');
    addEntries(ordersHi);
    const say = (entry: Parameters<typeof orderHistoryText>[0]) => orderHistoryText(entry, CUSTOMER_HISTORY_VOICE);
    expect(say({ status: 'approval', event: 'approval', photos: ['a', 'b'] })).toBe('आपकी मंज़ूरी का इंतज़ार (2 फ़ोटो)');
    expect(say({ status: 'approval', event: 'approval' })).toBe('आपकी मंज़ूरी का इंतज़ार (0 फ़ोटो)');
    expect(say({ status: 'ready', event: 'approve' })).toBe('आपने कपड़े को मंज़ूरी दी');
    expect(say({ status: 'stitching', event: 'alter', note: 'loosen the sleeves' })).toBe('आपने ऑल्टरेशन माँगा: loosen the sleeves');
    expect(say({ status: 'confirmed', event: 'date', note: '2026-12-04' })).toBe('डिलीवरी की तारीख़ 4 दिसंबर 2026 तय हुई');
    expect(say({ status: 'confirmed', event: 'price', amount: 150000 })).toBe('दाम तय हुआ: ₹1,500');
    expect(say({ status: 'pending' })).toBe('पक्का होना बाक़ी');
  });
});
