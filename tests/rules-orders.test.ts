import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { ORDER_STATUSES, orderMoveKind } from '@tailor/domain';
import { contexts, rulesEnv, seedDoc, type Db } from './support/rules';

const OWNER = 'owner-1';
const OTHER = 'other-1';
const ADMIN = 'boss';

/** What the wizard wrote when clients created orders (orderRequestSchema output plus server timestamps). */
function request(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    userId: OWNER,
    orderType: 'tailor',
    customer: {
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '9820012345',
      address: { street: '12 Hill Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' },
    },
    lines: [{ productId: 'p-1', productType: 'tailor', quantity: 2 }],
    category: 'Blouse',
    measurements: { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8.5 },
    clothPic: ['https://example.com/cloth.jpg'],
    color: 'Maroon',
    designDetails: '',
    designPic: [],
    Link: '',
    specialInstructions: '',
    customerDetails: 'Wedding in March',
    paymentType: 'COD',
    paymentStatus: 'pending',
    orderStatus: 'pending',
    orderDate: serverTimestamp(),
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

/** An order as stored, priced and numbered. */
const T0 = Timestamp.fromMillis(Date.UTC(2025, 0, 1));

function storedOrder(status = 'pending', historyLength = 1): Record<string, unknown> {
  const now = T0;
  const history = Array.from({ length: historyLength }, (_, i) => ({ status: i === 0 ? 'pending' : status, at: now, by: i === 0 ? OWNER : ADMIN }));
  return {
    ...request(),
    orderDate: now,
    createdAt: now,
    orderStatus: status,
    lines: [{ productId: 'p-1', productType: 'tailor', quantity: 2, productName: 'Blouse', price: 100000, discount: 10, totalPrice: 180000, image: '' }],
    totalPrice: 180000,
    orderNumber: 'TS-ORDER1',
    statusHistory: history,
    pricedAt: now,
  };
}

function entry(status: string, by = ADMIN, at = Timestamp.now()) {
  return { status, at, by };
}

const env = await rulesEnv('rules-orders');
const { owner, other, admin, anon } = contexts(env, { owner: OWNER, other: OTHER }, ADMIN);
const seedOrder = (id: string, data: Record<string, unknown>) => seedDoc(env, `orders/${id}`, data);

describe('firestore.rules: orders', () => {
  describe('create', () => {
    // Orders are placed through POST /api/v1/orders (tests/orders-api.test.ts): no client creates one.
    it('no client creates an order: not the owner (even a request that passed the old checks), the admin or a visitor', async () => {
      await assertFails(addDoc(collection(owner, 'orders'), request()));
      await assertFails(
        addDoc(collection(owner, 'orders'), request({ orderType: 'readymade', lines: [{ productId: 'p_2', productType: 'readymade', quantity: 1, size: 'M' }], category: null, measurements: {}, clothPic: [], color: '' })),
      );
      await assertFails(addDoc(collection(admin, 'orders'), request()));
      await assertFails(addDoc(collection(admin, 'orders'), request({ userId: ADMIN })));
      await assertFails(addDoc(collection(anon, 'orders'), request()));
      await assertFails(addDoc(collection(other, 'orders'), request({ userId: OTHER })));
    });

    it('nor writes one already priced and numbered, under a chosen id', async () => {
      await assertFails(setDoc(doc(owner, 'orders/mine'), storedOrder()));
      await assertFails(setDoc(doc(admin, 'orders/theirs'), storedOrder()));
    });

    it('denials are permission-denied', async () => {
      await expect(addDoc(collection(owner, 'orders'), request())).rejects.toMatchObject({ code: 'permission-denied' });
    });
  });

  describe('read', () => {
    beforeEach(async () => {
      await seedOrder('o1', storedOrder());
      await seedOrder('o2', { ...storedOrder(), userId: OTHER });
    });

    it('the owner and the admin read an order; others and visitors do not', async () => {
      await assertSucceeds(getDoc(doc(owner, 'orders/o1')));
      await assertSucceeds(getDoc(doc(admin, 'orders/o1')));
      await assertFails(getDoc(doc(other, 'orders/o1')));
      await assertFails(getDoc(doc(anon, 'orders/o1')));
    });

    it('the owner lists their own orders (with the userId filter); the admin lists all', async () => {
      const mine = await assertSucceeds(getDocs(query(collection(owner, 'orders'), where('userId', '==', OWNER), orderBy('createdAt', 'desc'), limit(10))));
      expect(mine.docs.map((d) => d.id)).toEqual(['o1']);
      await assertFails(getDocs(collection(owner, 'orders')));
      await assertFails(getDocs(query(collection(other, 'orders'), where('userId', '==', OWNER))));
      await assertFails(getDocs(query(collection(anon, 'orders'), where('userId', '==', OWNER))));
      const all = await assertSucceeds(getDocs(collection(admin, 'orders')));
      expect(all.size).toBe(2);
    });
  });

  describe('update and delete', () => {
    beforeEach(async () => {
      await seedOrder('o1', storedOrder());
    });

    function move(db: Db, to: string, history: unknown[], extra: Record<string, unknown> = {}) {
      return updateDoc(doc(db, 'orders/o1'), {
        orderStatus: to,
        statusHistory: history,
        updatedAt: serverTimestamp(),
        updatedBy: ADMIN,
        ...extra,
      });
    }

    it('customers never update or delete their orders', async () => {
      const history = (storedOrder().statusHistory as unknown[]).concat(entry('cancelled', OWNER));
      await assertFails(updateDoc(doc(owner, 'orders/o1'), { orderStatus: 'cancelled', statusHistory: history, updatedAt: serverTimestamp(), updatedBy: OWNER }));
      await assertFails(updateDoc(doc(owner, 'orders/o1'), { customerDetails: 'changed' }));
      await assertFails(updateDoc(doc(owner, 'orders/o1'), { totalPrice: 1 }));
      await assertFails(deleteDoc(doc(owner, 'orders/o1')));
      await assertFails(updateDoc(doc(other, 'orders/o1'), { customerDetails: 'x' }));
      await assertFails(deleteDoc(doc(anon, 'orders/o1')));
    });

    it('the admin may not delete orders', async () => {
      await assertFails(deleteDoc(doc(admin, 'orders/o1')));
    });

    it('the admin moves the status one legal step, appending one history entry', async () => {
      const history = storedOrder().statusHistory as unknown[];
      await assertSucceeds(move(admin, 'confirmed', [...history, entry('confirmed')]));
      const after = await getDoc(doc(admin, 'orders/o1'));
      expect(after.data()?.orderStatus).toBe('confirmed');
      expect(after.data()?.statusHistory).toHaveLength(2);
    });

    it('a plain entry moves only one step forward in the domain table (other moves carry a reason or photos)', async () => {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          await seedOrder('o1', storedOrder(from, 2));
          const history = storedOrder(from, 2).statusHistory as unknown[];
          const attempt = move(admin, to, [...history, entry(to)]);
          if (orderMoveKind('tailor', from, to, 'admin') === 'forward' && to !== 'approval') await assertSucceeds(attempt);
          else await assertFails(attempt);
        }
      }
    });

    it('the admin may change nothing else, and the history must grow by exactly one matching entry', async () => {
      const history = storedOrder().statusHistory as unknown[];
      const next = [...history, entry('confirmed')];
      await assertFails(move(admin, 'confirmed', next, { totalPrice: 1 }));
      await assertFails(move(admin, 'confirmed', next, { customer: { name: 'x' } }));
      await assertFails(move(admin, 'confirmed', next, { paymentStatus: 'paid' }));
      await assertFails(move(admin, 'confirmed', history));
      await assertFails(move(admin, 'confirmed', [...next, entry('confirmed')]));
      await assertFails(move(admin, 'confirmed', [entry('pending', OTHER), entry('confirmed')]));
      await assertFails(move(admin, 'confirmed', [...history, entry('cancelled')]));
      await assertFails(move(admin, 'confirmed', [...history, entry('confirmed', OTHER)]));
      await assertFails(move(admin, 'confirmed', [...history, { ...entry('confirmed'), note: 'x' }]));
      await assertFails(move(admin, 'confirmed', [...history, entry('confirmed', ADMIN, Timestamp.fromMillis(Date.now() - 3_600_000))]));
      await assertFails(move(admin, 'confirmed', next, { updatedBy: OTHER }));
      await assertFails(move(admin, 'confirmed', next, { updatedAt: Timestamp.fromMillis(0) }));
      // and the valid move still works after all those denials
      await assertSucceeds(move(admin, 'confirmed', next));
    });

    it('a not yet priced order (no history) moves with a first entry', async () => {
      const unpriced = { ...request(), orderDate: Timestamp.now(), createdAt: Timestamp.now() };
      await seedOrder('o1', unpriced);
      await assertSucceeds(move(admin, 'confirmed', [entry('confirmed')]));
    });

    it('denials are permission-denied', async () => {
      const error = await assertFails(deleteDoc(doc(owner, 'orders/o1')));
      expect((error as { code?: string }).code).toBe('permission-denied');
    });
  });
});
