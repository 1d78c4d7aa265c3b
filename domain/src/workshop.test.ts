import { describe, expect, it } from 'vitest';
import { isOverdue, jobFromData, jobsForOrder, loadPerTailor, workshopWeek } from './workshop';

const confirmedAt = new Date('2026-11-23T05:00:00Z'); // 10:30 IST, Monday 23 November

function order(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    orderNumber: 'SS-1042',
    orderType: 'tailor',
    orderStatus: 'confirmed',
    userId: 'u1',
    customer: { name: 'Priya', email: 'p@x.in', phone: '9876543210', address: { street: '1 Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' } },
    lines: [
      {
        productId: 'p-blouse',
        productType: 'tailor',
        quantity: 1,
        productName: 'Maroon silk blouse',
        image: '/garments/blouse-1.svg',
        price: 250000,
        totalPrice: 250000,
        measurements: { category: 'blouse', values: { chest: 34, waist: 28.5, neckDepthBack: 8 }, profileName: 'Me' },
        clothPic: ['https://img.example/cloth.jpg'],
      },
      { productId: 'p-saree', productType: 'readymade', quantity: 1, productName: 'Saree', size: 'M', price: 100000 },
    ],
    specialInstructions: 'Deep back, tassels',
    deliveryDate: '2026-11-28',
    paymentStatus: 'pending',
    totalPrice: 350000,
    pricedAt: new Date(),
    statusHistory: [
      { status: 'pending', at: new Date('2026-11-22T05:00:00Z'), by: 'u1' },
      { status: 'confirmed', at: confirmedAt, by: 'admin' },
    ],
    ...overrides,
  };
}

describe('jobsForOrder', () => {
  it('makes one job per made-to-measure line, with every measurement and its unit, and nothing of price, phone or address', () => {
    const jobs = jobsForOrder('o1', order(), { tailorUid: 't1', tailorName: 'Ramesh' });
    expect(jobs).toHaveLength(1);
    const job = jobs[0]!;
    expect(job).toMatchObject({
      orderId: 'o1',
      orderNumber: 'SS-1042',
      lineNo: 1,
      lineCount: 1,
      designName: 'Maroon silk blouse',
      option: 'Tailor-made',
      notes: 'Deep back, tassels',
      dueDate: '2026-11-28',
      confirmedDay: '2026-11-23',
      tailorUid: 't1',
      tailorName: 'Ramesh',
      clothPics: ['https://img.example/cloth.jpg'],
    });
    expect(job.measurements).toEqual([
      { key: 'chest', label: 'Chest', value: 34, unit: 'in' },
      { key: 'waist', label: 'Waist', value: 28.5, unit: 'in' },
      { key: 'neckDepthBack', label: 'Back neck depth', value: 8, unit: 'in' },
    ]);
    const text = JSON.stringify(job);
    for (const secret of ['9876543210', '1 Road', '400001', 'p@x.in', '250000', '350000', 'Priya', 'pending']) expect(text).not.toContain(secret);
  });

  it('has no jobs before confirmation, after cancellation, or for ready-made orders', () => {
    expect(jobsForOrder('o1', order({ orderStatus: 'pending' }), null)).toEqual([]);
    expect(jobsForOrder('o1', order({ orderStatus: 'cancelled' }), null)).toEqual([]);
    expect(jobsForOrder('o1', order({ orderType: 'readymade', lines: [{ productId: 'p', productType: 'readymade', size: 'M' }] }), null)).toEqual([]);
  });

  it('makes one job of a custom design request without lines, from its pictures and the order measurements', () => {
    const jobs = jobsForOrder(
      'o2',
      order({ orderType: 'custom', lines: [], category: 'Lehenga', measurements: { waist: 29, hip: 38, length: 41 }, designPic: ['/d1.jpg', '/d2.jpg'], clothPic: ['/c.jpg'] }),
      null,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ designName: 'Custom lehenga', designPicture: '/d1.jpg', clothPics: ['/c.jpg', '/d2.jpg'], tailorUid: null, tailorName: '' });
    expect(jobs[0]!.measurements.map((m) => `${m.label} ${m.value} ${m.unit}`)).toEqual(['Waist 29 in', 'Hip 38 in', 'Lehenga length 41 in']);
  });

  it('numbers the made-to-measure lines of a larger order 1..n', () => {
    const line = (order().lines as Record<string, unknown>[])[0]!;
    const jobs = jobsForOrder('o3', order({ lines: [line, { ...line, productName: 'Second' }] }), null);
    expect(jobs.map((j) => [j.lineNo, j.lineCount, j.designName])).toEqual([
      [1, 2, 'Maroon silk blouse'],
      [2, 2, 'Second'],
    ]);
  });
});

describe('jobFromData', () => {
  it('reads an odd document with defaults', () => {
    expect(jobFromData('x_1', { stage: 'sewing', measurements: [{ key: 'chest', value: 'big' }] })).toMatchObject({ stage: 'cutting', measurements: [], designName: 'Design', tailorUid: null });
  });
});

describe('workshopWeek', () => {
  it('runs Monday to Sunday in shop days, from any day of the week', () => {
    const week = workshopWeek('2026-11-26', 0);
    expect(week.days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(week.previous).toBe('2026-11-16');
    expect(week.next).toBe('2026-11-30');
    // Monday 00:00 IST is Sunday 18:30 UTC.
    expect(new Date(week.startMs).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(week.endMs - week.startMs).toBe(7 * 86_400_000);
  });

  it('takes the week of the clock when no day is given (Sunday 23:00 IST is still that week)', () => {
    expect(workshopWeek(null, Date.parse('2026-11-29T17:30:00Z')).start).toBe('2026-11-23');
    expect(workshopWeek('nonsense', Date.parse('2026-11-29T18:30:00Z')).start).toBe('2026-11-30');
  });
});

describe('isOverdue and loadPerTailor', () => {
  it('flags an open order whose day has passed', () => {
    expect(isOverdue({ deliveryDate: '2026-11-25', orderStatus: 'stitching' }, '2026-11-26')).toBe(true);
    expect(isOverdue({ deliveryDate: '2026-11-26', orderStatus: 'stitching' }, '2026-11-26')).toBe(false);
    expect(isOverdue({ deliveryDate: '2026-11-25', orderStatus: 'delivered' }, '2026-11-26')).toBe(false);
  });

  it('counts open jobs per tailor, unassigned apart', () => {
    const jobs = [
      { tailorUid: 't1', tailorName: 'Ramesh', stage: 'cutting' as const },
      { tailorUid: 't1', tailorName: 'Ramesh', stage: 'done' as const },
      { tailorUid: 't2', tailorName: 'Lata', stage: 'stitching' as const },
      { tailorUid: 't2', tailorName: 'Lata', stage: 'finishing' as const },
      { tailorUid: null, tailorName: '', stage: 'cutting' as const },
    ];
    expect(loadPerTailor(jobs)).toEqual([
      { tailorUid: 't2', tailorName: 'Lata', open: 2 },
      { tailorUid: '', tailorName: 'Not assigned', open: 1 },
      { tailorUid: 't1', tailorName: 'Ramesh', open: 1 },
    ]);
  });
});
