import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { agreedPricePayload, deliveredCollectedPayload, orderMovePayload, paymentCollectedPayload } from './orderWrites';
import { collectedAtFrom } from '../features/admin/components/orderFields';

const at = Timestamp.fromMillis(1_000);
/** The element arrayUnion() will append. */
const appended = (payload: Record<string, unknown>) => (payload.statusHistory as { _elements?: unknown[] })._elements?.[0];

describe('order update payloads (what the rules expect)', () => {
  it('a plain forward move appends {status, at, by} only; confirming may carry the date', () => {
    const p = orderMovePayload('forward', 'confirmed', 'admin', { deliveryDate: '2026-12-04', reason: 'ignored' }, at);
    expect(p).toMatchObject({ orderStatus: 'confirmed', deliveryDate: '2026-12-04', updatedBy: 'admin' });
    expect(appended(p)).toEqual({ status: 'confirmed', at, by: 'admin' });
    expect(orderMovePayload('forward', 'ready', 'admin', { deliveryDate: '2026-12-04' }, at)).not.toHaveProperty('deliveryDate');
  });
  it('approval carries the photos and note on the order and in the entry', () => {
    const p = orderMovePayload('forward', 'approval', 'admin', { fitPhotos: ['/a.jpg'], fitNote: 'Front' }, at);
    expect(p).toMatchObject({ fitPhotos: ['/a.jpg'], fitNote: 'Front' });
    expect(appended(p)).toEqual({ status: 'approval', at, by: 'admin', event: 'approval', photos: ['/a.jpg'], note: 'Front' });
  });
  it('cancel sets cancelReason; the owner’s alteration carries the note', () => {
    expect(orderMovePayload('cancel', 'cancelled', 'admin', { reason: 'No stock' }, at)).toMatchObject({ cancelReason: 'No stock' });
    expect(appended(orderMovePayload('alter', 'stitching', 'u1', { note: 'Looser' }, at))).toEqual({ status: 'stitching', at, by: 'u1', event: 'alter', note: 'Looser' });
  });
  it('price and payment entries name the amount', () => {
    expect(appended(agreedPricePayload('confirmed', 250000, 'lining', 'admin', at))).toEqual({ status: 'confirmed', at, by: 'admin', event: 'price', amount: 250000, reason: 'lining' });
    const p = paymentCollectedPayload('delivered', 250000, new Date(5_000), 'admin', at);
    expect(p).toMatchObject({ paymentStatus: 'collected', collectedAmount: 250000, collectedAt: Timestamp.fromMillis(5_000) });
  });
});

describe('delivered with the cash collected', () => {
  const both = [
    { status: 'delivered', at, by: 'admin' },
    { status: 'delivered', at, by: 'admin', event: 'payment', payment: 'collected', amount: 250000 },
  ];
  it('is one payload: the move, the payment fields and both history entries', () => {
    const p = deliveredCollectedPayload(250000, new Date(5_000), 'admin', at);
    expect(p).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'collected', collectedAmount: 250000, collectedAt: Timestamp.fromMillis(5_000), updatedBy: 'admin' });
    expect((p.statusHistory as { _elements?: unknown[] })._elements).toEqual(both);
  });
  it('is what a forward move to delivered writes when the cash was collected', () => {
    const p = orderMovePayload('forward', 'delivered', 'admin', { collected: { amount: 250000, at: new Date(5_000) } }, at);
    expect((p.statusHistory as { _elements?: unknown[] })._elements).toEqual(both);
    expect(orderMovePayload('forward', 'delivered', 'admin', {}, at)).not.toHaveProperty('paymentStatus');
  });
});

describe('collectedAtFrom', () => {
  const now = new Date(2026, 10, 24, 15, 0);
  it('is now for today, midday for an earlier day, nothing for a future or bad date', () => {
    expect(collectedAtFrom('2026-11-24', now)).toBe(now);
    expect(collectedAtFrom('2026-11-20', now)).toEqual(new Date(2026, 10, 20, 12));
    expect(collectedAtFrom('2026-11-25', now)).toBeNull();
    expect(collectedAtFrom('yesterday', now)).toBeNull();
  });
});
