import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './options';
import { ordersCsv, type CsvOrder } from './ordersCsv';

describe('accountant CSV', () => {
  it('has the columns and escapes commas, quotes and formulas', () => {
    const row: CsvOrder = {
      orderNumber: 'SS-1001',
      createdAt: new Date(2026, 10, 2),
      customer: { name: 'Sharma, "Priya"', phone: '9820012345', address: { city: '=HYPERLINK()' } },
      lines: [
        { productName: 'Silk Blouse', productId: 'p1', quantity: 2 },
        { productName: '', productId: 'p2', quantity: 1 },
      ],
      totalPrice: 180000,
      agreedPrice: 200000,
      collectedAmount: 200000,
      orderStatus: 'delivered' as OrderStatus,
      paymentStatus: 'collected',
    };
    const csv = ordersCsv([row]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('Order number,Date,Customer,Phone,City,Lines,Computed total (₹),Agreed amount (₹),Collected (₹),Status,Payment,Paid (₹),Refunded (₹),Balance (₹),Payment state');
    expect(line).toBe('SS-1001,2026-11-02,"Sharma, ""Priya""",9820012345,\'=HYPERLINK(),Silk Blouse x 2; p2 x 1,1800.00,2000.00,2000.00,Delivered,Cash collected,,,,');
  });

  it('lists what the payments ledger received, refunded and still wants', () => {
    const row: CsvOrder = {
      orderNumber: 'SS-1002',
      createdAt: new Date(2026, 10, 3),
      customer: { name: 'Anjali', phone: '9820012346', address: { city: 'Pune' } },
      lines: [{ productName: 'Lehenga', productId: 'p3', quantity: 1 }],
      totalPrice: 250000,
      agreedPrice: null,
      collectedAmount: null,
      orderStatus: 'stitching' as OrderStatus,
      paymentStatus: 'collected',
      money: { duePaise: 250000, paidPaise: 75000, refundedPaise: 0, balancePaise: 175000, state: 'advance' },
    };
    expect(ordersCsv([row]).split('\r\n')[1]!.endsWith(',750.00,0.00,1750.00,Advance paid')).toBe(true);
  });
});
