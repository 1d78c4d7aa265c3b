import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { orderFromData } from '@tailor/domain/orderRecord';
import { OrderHistory } from './OrderHistory';

describe('OrderHistory', () => {
  it("reads in the customer's words: your approval, the statuses as the customer sees them", () => {
    const at = new Date('2026-11-20T10:00:00+05:30');
    const order = orderFromData('o1', {
      userId: 'u1',
      orderType: 'tailor',
      orderStatus: 'ready',
      statusHistory: [
        { status: 'approval', event: 'approval', photos: ['https://example.com/a.jpg', 'https://example.com/b.jpg'], at, by: 'admin' },
        { status: 'stitching', event: 'alter', note: 'loosen the sleeves', at, by: 'u1' },
        { status: 'ready', event: 'approve', at, by: 'u1' },
        { status: 'ready', event: 'date', note: '2026-12-04', at, by: 'admin' },
      ],
    });
    const { container } = render(<OrderHistory order={order} />);
    expect([...container.querySelectorAll('li strong')].map((line) => line.textContent)).toEqual([
      'Awaiting your approval (2 photos)',
      'You asked for an alteration: loosen the sleeves',
      'You approved the garment',
      'Delivery date set to 4 December 2026',
    ]);
  });

  it('shows an order without history as placed (pending)', () => {
    const { container } = render(<OrderHistory order={orderFromData('o2', { userId: 'u1', orderStatus: 'pending', statusHistory: [] })} />);
    expect([...container.querySelectorAll('li strong')].map((line) => line.textContent)).toEqual(['Pending']);
  });
});
