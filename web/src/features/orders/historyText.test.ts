import { afterEach, describe, expect, it } from 'vitest';
import { historyText } from '@tailor/domain';
import { addEntries, resetI18nState, setLanguage } from '../../lib/i18n/translate';
import hi from './hi';
import { customerHistoryText } from './historyText';

const entries = [
  { status: 'pending' },
  { status: 'approval' },
  { status: 'confirmed', event: 'price', amount: 150000, reason: 'silk lining' },
  { status: 'confirmed', event: 'price', amount: 150000 },
  { status: 'delivered', event: 'payment', amount: 99900 },
  { status: 'delivered', event: 'payment', payment: 'refunded' },
  { status: 'ready', event: 'approve' },
  { status: 'stitching', event: 'alter', note: 'loosen the sleeves' },
  { status: 'approval', event: 'approval', photos: ['a'], note: 'front and back' },
  { status: 'approval', event: 'approval', photos: ['a', 'b'] },
  { status: 'approval', event: 'approval' },
  { status: 'pending', event: 'back', reason: 'wrong size' },
  { status: 'cancelled', event: 'cancel', reason: 'customer asked' },
  { status: 'cancelled', event: 'cancel' },
  { status: 'confirmed', event: 'date', note: '2026-12-04' },
  { status: 'confirmed', event: 'date' },
];

afterEach(() => resetI18nState());

describe('customerHistoryText', () => {
  it('says in English exactly what domain says to the customer', () => {
    for (const entry of entries) expect(customerHistoryText(entry)).toBe(historyText(entry, true));
  });

  it('says it in Hindi, the photo count with the Hindi plural rules (0 takes the singular)', () => {
    setLanguage('hi');
    addEntries(hi);
    expect(customerHistoryText({ status: 'approval', event: 'approval', photos: ['a', 'b'] })).toBe('आपकी मंज़ूरी का इंतज़ार (2 फ़ोटो)');
    expect(customerHistoryText({ status: 'approval', event: 'approval' })).toBe('आपकी मंज़ूरी का इंतज़ार (0 फ़ोटो)');
    expect(customerHistoryText({ status: 'stitching', event: 'alter', note: 'loosen the sleeves' })).toBe('आपने ऑल्टरेशन माँगा: loosen the sleeves');
    expect(customerHistoryText({ status: 'confirmed', event: 'date', note: '2026-12-04' })).toBe('डिलीवरी की तारीख़ 4 दिसंबर 2026 तय हुई');
    expect(customerHistoryText({ status: 'confirmed', event: 'price', amount: 150000 })).toBe('दाम तय हुआ: ₹1,500');
    expect(customerHistoryText({ status: 'pending' })).toBe('पक्का होना बाक़ी');
  });
});
