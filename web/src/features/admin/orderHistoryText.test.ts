import { afterEach, describe, expect, it } from 'vitest';
import { historyText } from '@tailor/domain';
import { addEntries, resetI18nState, setLanguage } from '../../lib/i18n/translate';
import hi from './hi';
import { adminHistoryText } from './orderHistoryText';

const entries = [
  { status: 'confirmed' },
  { status: 'confirmed', event: 'price', amount: 150000, reason: 'silk lining' },
  { status: 'confirmed', event: 'price', amount: 150000 },
  { status: 'delivered', event: 'payment', amount: 99900 },
  { status: 'delivered', event: 'payment', payment: 'refunded' },
  { status: 'ready', event: 'approve' },
  { status: 'stitching', event: 'alter', note: 'loosen the sleeves' },
  { status: 'approval', event: 'approval', photos: ['a'], note: 'front and back' },
  { status: 'approval', event: 'approval', photos: ['a', 'b'] },
  { status: 'pending', event: 'back', reason: 'wrong size' },
  { status: 'cancelled', event: 'cancel', reason: 'customer asked' },
  { status: 'cancelled', event: 'cancel' },
  { status: 'confirmed', event: 'date', note: '2026-12-04' },
  { status: 'confirmed', event: 'date' },
];

afterEach(() => resetI18nState());

describe('adminHistoryText', () => {
  it('says in English exactly what domain says to the admin', () => {
    for (const entry of entries) expect(adminHistoryText(entry)).toBe(historyText(entry, false));
  });

  it('says it in Hindi, the photo count with the Hindi plural rules', () => {
    setLanguage('hi');
    addEntries(hi);
    expect(adminHistoryText({ status: 'approval', event: 'approval', photos: ['a'] })).toBe('मंज़ूरी बाकी (1 फ़ोटो)');
    expect(adminHistoryText({ status: 'pending', event: 'back', reason: 'wrong size' })).toBe('वापस पेंडिंग पर — wrong size');
    expect(adminHistoryText({ status: 'confirmed', event: 'date', note: '2026-12-04' })).toBe('डिलीवरी की तारीख़ 4 दिसंबर 2026 तय की');
  });
});
