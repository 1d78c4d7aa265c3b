import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { ORDER_STATUSES, ORDER_TYPES, emptyOrderDraft, orderMoveKind, type OrderMoveKind, type OrderStatus, type OrderType } from '@tailor/domain';
import {
  agreedPricePayload,
  deliveryDatePayload,
  orderMovePayload,
} from '../web/src/lib/orderWrites';
import { contexts, rulesEnv, seedDoc } from './support/rules';

const OWNER = 'flow-owner';
const OTHER = 'flow-other';
const ADMIN = 'flow-admin';
const PHOTO = 'https://example.com/fit/front.jpg';
const T0 = Timestamp.fromMillis(Date.UTC(2025, 0, 1));

function stored(orderType: OrderType, status: OrderStatus, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...emptyOrderDraft(orderType),
    userId: OWNER,
    customer: {
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '9820012345',
      address: { street: '12 Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' },
    },
    lines: [{ productId: 'p-1', productType: orderType === 'readymade' ? 'readymade' : 'tailor', quantity: 1, productName: 'Blouse', price: 150000, discount: 0, totalPrice: 150000, image: '' }],
    orderStatus: status,
    orderDate: T0,
    createdAt: T0,
    totalPrice: 150000,
    orderNumber: 'SS-1001',
    statusHistory: [{ status: 'pending', at: T0, by: OWNER }],
    pricedAt: T0,
    ...extra,
  };
}

/** The payload a screen sends for a move of `kind` (with the details that kind needs). */
function payloadFor(kind: OrderMoveKind, to: OrderStatus, uid: string) {
  return orderMovePayload(kind, to, uid, { reason: 'Marked by mistake', note: 'Loosen the waist', fitPhotos: [PHOTO], fitNote: 'Front view' });
}

// The tests seed orders of their own ids and build on none of the others: no clearing between them.
const env = await rulesEnv('rules-order-flow', { clearEach: false });
const { owner, other, admin, anon } = contexts(env, { owner: OWNER, other: OTHER }, ADMIN);
const seed = (path: string, data: Record<string, unknown>) => seedDoc(env, path, data);

describe('firestore.rules: order life after the request', () => {
  describe('the transition matrix (rules mirror domain orderFlow.ts)', () => {
    it('the admin makes exactly the forward, back and cancel moves of each order type', async () => {
      for (const type of ORDER_TYPES) {
        for (const from of ORDER_STATUSES) {
          for (const to of ORDER_STATUSES) {
            if (from === to) continue;
            await seed('orders/m', stored(type, from));
            const kind = orderMoveKind(type, from, to, 'admin');
            if (kind) {
              await assertSucceeds(updateDoc(doc(admin, 'orders/m'), payloadFor(kind, to, ADMIN)));
            } else {
              // No payload shape opens an illegal move.
              for (const k of ['forward', 'back', 'cancel'] as const) {
                await assertFails(updateDoc(doc(admin, 'orders/m'), payloadFor(k, to, ADMIN)));
              }
            }
          }
        }
      }
    }, 180_000);

    it('the owner makes exactly approve and alter, only from approval of a made-to-measure order', async () => {
      for (const type of ORDER_TYPES) {
        for (const from of ORDER_STATUSES) {
          for (const to of ORDER_STATUSES) {
            if (from === to) continue;
            await seed('orders/m', stored(type, from));
            const kind = orderMoveKind(type, from, to, 'owner');
            if (kind) {
              await assertSucceeds(updateDoc(doc(owner, 'orders/m'), payloadFor(kind, to, OWNER)));
            } else {
              for (const k of ['forward', 'back', 'cancel', 'approve', 'alter'] as const) {
                await assertFails(updateDoc(doc(owner, 'orders/m'), payloadFor(k, to, OWNER)));
              }
            }
          }
        }
      }
    }, 180_000);
  });

  describe('fit approval', () => {
    it('moving to approval needs at least one photo, the note and a matching history entry', async () => {
      await seed('orders/a', stored('tailor', 'stitching'));
      const ok = payloadFor('forward', 'approval', ADMIN);
      await assertFails(updateDoc(doc(admin, 'orders/a'), orderMovePayload('forward', 'approval', ADMIN, { fitPhotos: [], fitNote: '' })));
      await assertFails(updateDoc(doc(admin, 'orders/a'), orderMovePayload('forward', 'approval', ADMIN, { fitPhotos: ['javascript:alert(1)'] })));
      await assertFails(updateDoc(doc(admin, 'orders/a'), orderMovePayload('forward', 'approval', ADMIN, { fitPhotos: [PHOTO], fitNote: 'x'.repeat(501) })));
      await assertFails(updateDoc(doc(admin, 'orders/a'), { ...ok, fitPhotos: [PHOTO, PHOTO] }));
      await assertFails(updateDoc(doc(admin, 'orders/a'), { ...ok, totalPrice: 1 }));
      await assertSucceeds(updateDoc(doc(admin, 'orders/a'), ok));
      const data = (await getDoc(doc(admin, 'orders/a'))).data()!;
      expect(data.fitPhotos).toEqual([PHOTO]);
      expect(data.statusHistory.at(-1)).toMatchObject({ status: 'approval', event: 'approval', photos: [PHOTO], note: 'Front view' });
    });

    it('tailor-made orders cannot skip approval', async () => {
      await seed('orders/a', stored('tailor', 'stitching'));
      await assertFails(updateDoc(doc(admin, 'orders/a'), payloadFor('forward', 'ready', ADMIN)));
      await assertFails(updateDoc(doc(owner, 'orders/a'), payloadFor('approve', 'ready', OWNER)));
    });

    it('the owner approves, or asks for an alteration with a note of at most 500 characters', async () => {
      await seed('orders/a', stored('tailor', 'approval', { fitPhotos: [PHOTO], fitNote: '' }));
      await assertFails(updateDoc(doc(owner, 'orders/a'), orderMovePayload('alter', 'stitching', OWNER, { note: '' })));
      await assertFails(updateDoc(doc(owner, 'orders/a'), orderMovePayload('alter', 'stitching', OWNER, { note: 'x'.repeat(501) })));
      await assertSucceeds(updateDoc(doc(owner, 'orders/a'), orderMovePayload('alter', 'stitching', OWNER, { note: 'x'.repeat(500) })));
      await seed('orders/b', stored('custom', 'approval', { fitPhotos: [PHOTO], fitNote: '' }));
      await assertSucceeds(updateDoc(doc(owner, 'orders/b'), payloadFor('approve', 'ready', OWNER)));
    });

    it('nobody answers someone else’s approval, and the owner changes nothing else on the way', async () => {
      await seed('orders/a', stored('tailor', 'approval', { fitPhotos: [PHOTO], fitNote: '' }));
      await assertFails(updateDoc(doc(other, 'orders/a'), payloadFor('approve', 'ready', OTHER)));
      await assertFails(updateDoc(doc(other, 'orders/a'), payloadFor('approve', 'ready', OWNER)));
      await assertFails(updateDoc(doc(anon, 'orders/a'), payloadFor('approve', 'ready', OWNER)));
      await assertFails(updateDoc(doc(owner, 'orders/a'), { ...payloadFor('approve', 'ready', OWNER), agreedPrice: 1 }));
      await assertFails(updateDoc(doc(owner, 'orders/a'), { ...payloadFor('approve', 'ready', OWNER), paymentStatus: 'collected' }));
      await assertFails(updateDoc(doc(owner, 'orders/a'), { ...payloadFor('approve', 'ready', OWNER), fitPhotos: [] }));
      // The alteration entry must say 'alter' with a note; approving must say 'approve'.
      await assertFails(updateDoc(doc(owner, 'orders/a'), orderMovePayload('approve', 'stitching', OWNER)));
      await assertFails(updateDoc(doc(owner, 'orders/a'), orderMovePayload('forward', 'ready', OWNER)));
    });
  });

  describe('step back and cancel', () => {
    it('need a reason; cancelling is refused once shipped and sets cancelReason', async () => {
      await seed('orders/c', stored('tailor', 'stitching'));
      await assertFails(updateDoc(doc(admin, 'orders/c'), orderMovePayload('back', 'confirmed', ADMIN, { reason: '' })));
      await assertFails(updateDoc(doc(admin, 'orders/c'), orderMovePayload('back', 'pending', ADMIN, { reason: 'two steps' })));
      await assertFails(updateDoc(doc(admin, 'orders/c'), orderMovePayload('cancel', 'cancelled', ADMIN, { reason: ' ' })));
      await assertFails(updateDoc(doc(admin, 'orders/c'), { ...payloadFor('cancel', 'cancelled', ADMIN), cancelReason: 'something else' }));
      await assertSucceeds(updateDoc(doc(admin, 'orders/c'), orderMovePayload('cancel', 'cancelled', ADMIN, { reason: 'Customer changed her mind' })));
      expect((await getDoc(doc(admin, 'orders/c'))).data()?.cancelReason).toBe('Customer changed her mind');
      await seed('orders/d', stored('readymade', 'shipped'));
      await assertFails(updateDoc(doc(admin, 'orders/d'), payloadFor('cancel', 'cancelled', ADMIN)));
      await assertSucceeds(updateDoc(doc(admin, 'orders/d'), payloadFor('back', 'ready', ADMIN)));
      await assertFails(updateDoc(doc(owner, 'orders/d'), payloadFor('back', 'confirmed', OWNER)));
    });
  });

  describe('agreed price', () => {
    it('the admin sets it in paise with a reason before shipping; the computed price stays', async () => {
      await seed('orders/p', stored('tailor', 'confirmed'));
      await assertFails(updateDoc(doc(admin, 'orders/p'), agreedPricePayload('confirmed', 2500.5, 'x', ADMIN)));
      await assertFails(updateDoc(doc(admin, 'orders/p'), agreedPricePayload('confirmed', 250000, '', ADMIN)));
      await assertFails(updateDoc(doc(admin, 'orders/p'), agreedPricePayload('confirmed', -1, 'x', ADMIN)));
      await assertFails(updateDoc(doc(admin, 'orders/p'), agreedPricePayload('confirmed', 100_000_001, 'x', ADMIN)));
      await assertFails(updateDoc(doc(admin, 'orders/p'), { ...agreedPricePayload('confirmed', 250000, 'lining', ADMIN), totalPrice: 250000 }));
      await assertFails(updateDoc(doc(admin, 'orders/p'), agreedPricePayload('stitching', 250000, 'lining', ADMIN)));
      await assertSucceeds(updateDoc(doc(admin, 'orders/p'), agreedPricePayload('confirmed', 250000, 'silk lining added on call', ADMIN)));
      const data = (await getDoc(doc(admin, 'orders/p'))).data()!;
      expect(data).toMatchObject({ agreedPrice: 250000, agreedNote: 'silk lining added on call', totalPrice: 150000 });
      expect(data.statusHistory.at(-1)).toMatchObject({ event: 'price', amount: 250000, by: ADMIN });
    });

    it('not once shipped, and never by the customer', async () => {
      await seed('orders/p', stored('tailor', 'shipped'));
      await assertFails(updateDoc(doc(admin, 'orders/p'), agreedPricePayload('shipped', 250000, 'late', ADMIN)));
      await seed('orders/q', stored('tailor', 'approval'));
      await assertFails(updateDoc(doc(owner, 'orders/q'), agreedPricePayload('approval', 100, 'cheaper please', OWNER)));
      await assertFails(updateDoc(doc(owner, 'orders/q'), { agreedPrice: 100 }));
    });
  });

  // Cash collected and refunds are no client write any more: tests/rules-payments.test.ts
  // proves the denials, tests/payments-api.test.ts the payments API that records them.

  describe('deliveryDate', () => {
    it('the admin sets it when confirming or later; the customer never', async () => {
      await seed('orders/d', stored('tailor', 'pending'));
      await assertFails(updateDoc(doc(admin, 'orders/d'), orderMovePayload('forward', 'confirmed', ADMIN, { deliveryDate: '4 Dec' })));
      await assertSucceeds(updateDoc(doc(admin, 'orders/d'), orderMovePayload('forward', 'confirmed', ADMIN, { deliveryDate: '2026-12-04' })));
      await assertFails(updateDoc(doc(admin, 'orders/d'), deliveryDatePayload('confirmed', '2026-13-01', ADMIN)));
      await assertFails(updateDoc(doc(owner, 'orders/d'), deliveryDatePayload('confirmed', '2026-12-01', OWNER)));
      await assertFails(updateDoc(doc(owner, 'orders/d'), { deliveryDate: '2026-12-01' }));
      await assertSucceeds(updateDoc(doc(admin, 'orders/d'), deliveryDatePayload('confirmed', '2026-12-06', ADMIN)));
      expect((await getDoc(doc(owner, 'orders/d'))).data()?.deliveryDate).toBe('2026-12-06');
      // A forward move other than confirming does not carry the date.
      await assertFails(updateDoc(doc(admin, 'orders/d'), { ...payloadFor('forward', 'stitching', ADMIN), deliveryDate: '2026-12-09' }));
    });
  });

  describe('notifications, mail and counters', () => {
    const notice = { orderId: 'o1', orderNumber: 'SS-1001', kind: 'confirmed', title: 'Order SS-1001 confirmed', body: 'x', read: false, createdAt: T0 };

    it('the owner reads their notices and only marks one read', async () => {
      await seed(`users/${OWNER}/notifications/n1`, notice);
      await assertSucceeds(getDocs(collection(owner, 'users', OWNER, 'notifications')));
      await assertFails(getDocs(collection(other, 'users', OWNER, 'notifications')));
      await assertFails(getDoc(doc(anon, `users/${OWNER}/notifications/n1`)));
      await assertFails(updateDoc(doc(owner, `users/${OWNER}/notifications/n1`), { read: true, readAt: serverTimestamp(), title: 'changed' }));
      await assertFails(updateDoc(doc(owner, `users/${OWNER}/notifications/n1`), { read: false, readAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(other, `users/${OWNER}/notifications/n1`), { read: true, readAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(doc(owner, `users/${OWNER}/notifications/n1`), { read: true, readAt: serverTimestamp() }));
    });

    it('no client writes or deletes a notice', async () => {
      await seed(`users/${OWNER}/notifications/n2`, notice);
      await assertFails(setDoc(doc(owner, `users/${OWNER}/notifications/n3`), notice));
      await assertFails(setDoc(doc(admin, `users/${OWNER}/notifications/n3`), notice));
      await assertFails(deleteDoc(doc(owner, `users/${OWNER}/notifications/n2`)));
    });

    it('mail and counters are closed to every client, the admin included', async () => {
      await seed('mail/m1', { to: 'priya@example.com', message: { subject: 's', text: 't', html: '<p>t</p>' } });
      await seed('counters/orders', { next: 1002 });
      for (const db of [owner, admin, anon]) {
        await assertFails(getDoc(doc(db, 'mail/m1')));
        await assertFails(getDocs(collection(db, 'mail')));
        await assertFails(setDoc(doc(db, 'mail/m2'), { to: 'x@example.com', message: { subject: 's', text: 't' } }));
        await assertFails(getDoc(doc(db, 'counters/orders')));
        await assertFails(setDoc(doc(db, 'counters/orders'), { next: 1 }));
      }
    });
  });
});
