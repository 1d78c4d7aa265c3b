import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore';
import { agreedPricePayload, orderMovePayload } from './orderWrites';
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
  it('the price entry names the amount', () => {
    expect(appended(agreedPricePayload('confirmed', 250000, 'lining', 'admin', at))).toEqual({ status: 'confirmed', at, by: 'admin', event: 'price', amount: 250000, reason: 'lining' });
  });
});

describe('delivered', () => {
  it('is a plain move: payments go through the payments API, never in the order write', () => {
    const p = orderMovePayload('forward', 'delivered', 'admin', {}, at);
    expect(appended(p)).toEqual({ status: 'delivered', at, by: 'admin' });
    expect(p).not.toHaveProperty('paymentStatus');
    expect(p).not.toHaveProperty('collectedAmount');
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
