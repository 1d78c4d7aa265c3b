import { describe, expect, it } from 'vitest';
import { orderFromData } from '@tailor/domain';
import { groupWeek } from './weekView';

describe('groupWeek', () => {
  it('puts appointments and orders on their days, flags the overdue ones', () => {
    const days = ['2026-11-23', '2026-11-24'];
    const orders = [
      orderFromData('a', { orderStatus: 'stitching', deliveryDate: '2026-11-23' }),
      orderFromData('b', { orderStatus: 'delivered', deliveryDate: '2026-11-23' }),
      orderFromData('c', { orderStatus: 'confirmed', deliveryDate: '2026-11-24' }),
    ];
    const appts = [
      { id: 'x', kind: 'trial' as const, day: '2026-11-24', time: '15:00', customerName: 'Priya', orderId: null, orderNumber: null },
      { id: 'y', kind: 'measurement-shop' as const, day: '2026-11-24', time: '10:30', customerName: 'Anjali', orderId: null, orderNumber: null },
    ];
    const week = groupWeek(days, appts, orders, '2026-11-24');
    expect(week[0]!.orders.map((o) => [o.id, o.overdue])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(week[1]!.appointments.map((a) => a.id)).toEqual(['y', 'x']);
    expect(week[1]!.orders.map((o) => [o.id, o.overdue])).toEqual([['c', false]]);
  });
});
