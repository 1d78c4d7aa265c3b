import { describe, expect, it } from 'vitest';
import { defaultDeliveryDate, deliveryFlag } from './orderDates';

describe('delivery dates', () => {
  const today = new Date(2026, 10, 24, 15, 30);
  it('defaults from the turnaround by category', () => {
    expect(defaultDeliveryDate('tailor', 'Blouse', today)).toBe('2026-12-04');
    expect(defaultDeliveryDate('readymade', 'Saree', today)).toBe('2026-11-28');
    expect(defaultDeliveryDate('custom', null, today)).toBe('2026-12-06');
  });
  it("uses the shop's own turnaround table when given", () => {
    const table = { tailor: { Blouse: 3, Suit: 14, Dress: 12, Lehenga: 30, Saree: 7, default: 20 }, readymade: { default: 1 } };
    expect(defaultDeliveryDate('tailor', 'Blouse', today, table)).toBe('2026-11-27');
    expect(defaultDeliveryDate('tailor', 'Kurta', today, table)).toBe('2026-12-14');
    expect(defaultDeliveryDate('readymade', 'Saree', today, table)).toBe('2026-11-25');
    expect(defaultDeliveryDate('tailor', 'toString', today, table)).toBe('2026-12-14');
  });
  it('flags orders due within three days or overdue', () => {
    const flag = (deliveryDate: string | null, orderStatus = 'stitching') => deliveryFlag({ deliveryDate, orderStatus }, today);
    expect(flag('2026-11-23')).toBe('overdue');
    expect(flag('2026-11-24')).toBe('due-soon');
    expect(flag('2026-11-27')).toBe('due-soon');
    expect(flag('2026-11-28')).toBeNull();
    expect(flag('2026-11-20', 'delivered')).toBeNull();
    expect(flag(null)).toBeNull();
  });
});
