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
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { ORDER_STATUSES, orderMoveKind } from '@tailor/domain';
import { contexts, rulesEnv, seedDoc, type Db } from './support/rules';

const OWNER = 'owner-1';
const OTHER = 'other-1';
const ADMIN = 'boss';

/** What the wizard writes (orderRequestSchema output plus server timestamps). */
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

/** An order as stored after the pricing trigger ran. */
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
    it('the owner may send tailor, readymade and custom requests', async () => {
      await assertSucceeds(addDoc(collection(owner, 'orders'), request()));
      await assertSucceeds(
        addDoc(
          collection(owner, 'orders'),
          request({ orderType: 'readymade', lines: [{ productId: 'p_2', productType: 'readymade', quantity: 1, size: 'M' }], category: null, measurements: {}, clothPic: [], color: '' }),
        ),
      );
      await assertSucceeds(
        addDoc(
          collection(owner, 'orders'),
          request({
            orderType: 'custom',
            lines: [],
            category: 'Lehenga',
            measurements: { waist: 28, hip: 38, length: 40 },
            designDetails: 'Mirror work',
            designPic: ['/garments/a.svg', 'https://example.com/d.png'],
            Link: 'https://www.instagram.com/p/abc',
          }),
        ),
      );
    });

    it('visitors and other users may not create orders, nor for someone else', async () => {
      await assertFails(addDoc(collection(anon, 'orders'), request()));
      await assertFails(addDoc(collection(other, 'orders'), request()));
      await assertFails(addDoc(collection(admin, 'orders'), request()));
      await assertFails(addDoc(collection(owner, 'orders'), request({ userId: OTHER })));
    });

    it('status and payment must start pending and COD', async () => {
      await assertFails(addDoc(collection(owner, 'orders'), request({ orderStatus: 'confirmed' })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ orderStatus: 'delivered' })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ paymentType: 'Online' })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ paymentStatus: 'paid' })));
    });

    it('no price or trusted field can be set by the client', async () => {
      for (const extra of [
        { totalPrice: 1 },
        { price: 1 },
        { discount: 50 },
        { orderNumber: 'TS-FAKE' },
        { statusHistory: [] },
        { pricedAt: serverTimestamp() },
        { updatedAt: serverTimestamp() },
        { deliveredAt: serverTimestamp() },
      ]) {
        await assertFails(addDoc(collection(owner, 'orders'), request(extra)));
      }
      for (const lineExtra of [{ price: 1 }, { totalPrice: 1 }, { discount: 100 }, { productName: 'Free' }]) {
        await assertFails(addDoc(collection(owner, 'orders'), request({ lines: [{ productId: 'p-1', productType: 'tailor', quantity: 1, ...lineExtra }] })));
      }
    });

    it('lines: a list of at most 8, each with only the line keys; tailor and readymade need one', async () => {
      const many = Array.from({ length: 9 }, (_, i) => ({ productId: `p-${i}`, productType: 'tailor', quantity: 1 }));
      await assertFails(addDoc(collection(owner, 'orders'), request({ lines: many })));
      await assertSucceeds(addDoc(collection(owner, 'orders'), request({ lines: many.slice(0, 8) })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ lines: [] })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ orderType: 'readymade', lines: [] })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ lines: 'p-1' })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ lines: ['p-1'] })));
      // An extra key is refused wherever the line sits.
      const lines = many.slice(0, 8);
      for (const at of [0, 4, 7]) {
        const withExtra = lines.map((l, i) => (i === at ? { ...l, image: 'x' } : l));
        await assertFails(addDoc(collection(owner, 'orders'), request({ lines: withExtra })));
      }
    });

    describe('line values, wherever the line sits', () => {
      const blouse = { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8.5 };
      const good: Record<string, unknown>[] = [
        { productId: 'p-1', productType: 'tailor', quantity: 1 },
        { productId: 'p_2', productType: 'tailor', quantity: 99, measurements: { category: 'blouse', values: blouse, profileName: 'My blouse' } },
        { productId: 'P3', productType: 'readymade', quantity: 2, size: 'M' },
        { productId: 'p-4', productType: 'readymade', quantity: 1, size: 'Free Size' },
        { productId: 'p-5', productType: 'tailor', quantity: 1, measurements: { category: 'lehenga', values: { waist: 30, hip: 40, length: 41 } } },
      ];
      const create = (lines: unknown[]) => addDoc(collection(owner, 'orders'), request({ lines }));

      it('allows ids, both options, quantity 1..99, a size from the chart and measurements of one garment', async () => {
        await assertSucceeds(create(good));
      });

      const bad: [string, Record<string, unknown>][] = [
        ['a reserved id', { productId: '__x__', productType: 'tailor', quantity: 1 }],
        ['a path in the id', { productId: 'a/b', productType: 'tailor', quantity: 1 }],
        ['an empty id', { productId: '', productType: 'tailor', quantity: 1 }],
        ['a long id', { productId: 'p'.repeat(129), productType: 'tailor', quantity: 1 }],
        ['a numeric id', { productId: 7, productType: 'tailor', quantity: 1 }],
        ['another option', { productId: 'p-1', productType: 'custom', quantity: 1 }],
        ['quantity 0', { productId: 'p-1', productType: 'tailor', quantity: 0 }],
        ['quantity 100', { productId: 'p-1', productType: 'tailor', quantity: 100 }],
        ['a fractional quantity', { productId: 'p-1', productType: 'tailor', quantity: 1.5 }],
        ['a quantity as text', { productId: 'p-1', productType: 'tailor', quantity: '1' }],
        ['ready-made without a size', { productId: 'p-1', productType: 'readymade', quantity: 1 }],
        ['a size off the chart', { productId: 'p-1', productType: 'readymade', quantity: 1, size: 'XXXL' }],
        ['a size as a number', { productId: 'p-1', productType: 'readymade', quantity: 1, size: 36 }],
        ['a size on a tailor-made line', { productId: 'p-1', productType: 'tailor', quantity: 1, size: 'M' }],
        ['measurements on a ready-made line', { productId: 'p-1', productType: 'readymade', quantity: 1, size: 'M', measurements: { category: 'lehenga', values: { waist: 30 } } }],
        ['an unknown garment', { productId: 'p-1', productType: 'tailor', quantity: 1, measurements: { category: 'saree', values: { waist: 30 } } }],
        ['a measurement of another garment', { productId: 'p-1', productType: 'tailor', quantity: 1, measurements: { category: 'lehenga', values: { chest: 30 } } }],
        ['a measurement over 100', { productId: 'p-1', productType: 'tailor', quantity: 1, measurements: { category: 'lehenga', values: { waist: 101 } } }],
        ['a negative measurement', { productId: 'p-1', productType: 'tailor', quantity: 1, measurements: { category: 'lehenga', values: { waist: -1 } } }],
        ['a measurement as a list', { productId: 'p-1', productType: 'tailor', quantity: 1, measurements: { category: 'lehenga', values: { waist: [30] } } }],
        ['an extra key in the measurements', { productId: 'p-1', productType: 'tailor', quantity: 1, measurements: { category: 'lehenga', values: {}, extra: 1 } }],
        ['measurements without values', { productId: 'p-1', productType: 'tailor', quantity: 1, measurements: { category: 'lehenga' } }],
        ['a long profile name', { productId: 'p-1', productType: 'tailor', quantity: 1, measurements: { category: 'lehenga', values: {}, profileName: 'n'.repeat(61) } }],
        ['pictures on a line (they belong to the order)', { productId: 'p-1', productType: 'tailor', quantity: 1, clothPic: ['/a.png'] }],
        ['a price on a line', { productId: 'p-1', productType: 'tailor', quantity: 1, price: 1 }],
      ];
      for (const [what, line] of bad) {
        it(`denies ${what}, first or last`, async () => {
          await assertFails(create([line, ...good]));
          await assertFails(create([...good, ...good.slice(0, 2), line]));
        });
      }
    });

    it('a full order (8 measured lines, 10 + 10 order pictures, every measurement) stays within the rules’ budget', async () => {
      const pics = Array.from({ length: 10 }, (_, i) => `https://firebasestorage.googleapis.com/v0/b/demo/o/users%2F${OWNER}%2Forders%2F${i}.png?alt=media&token=${'t'.repeat(36)}`);
      const lines = Array.from({ length: 8 }, (_, i) => ({
        productId: `p-${i}-${'x'.repeat(120)}`,
        productType: 'tailor',
        quantity: 99,
        measurements: {
          category: 'blouse',
          values: { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8.5 },
          profileName: 'p'.repeat(60),
        },
      }));
      await assertSucceeds(
        addDoc(
          collection(owner, 'orders'),
          request({
            orderType: 'custom',
            lines,
            clothPic: pics,
            designPic: pics,
            measurements: { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8.5, hip: 40 },
            designDetails: 'd'.repeat(2000),
            specialInstructions: 's'.repeat(2000),
            customerDetails: 'c'.repeat(2000),
            color: 'c'.repeat(60),
            Link: `https://example.com/${'a'.repeat(2000)}`,
            customer: {
              name: 'N'.repeat(80),
              email: `${'e'.repeat(240)}@example.com`,
              phone: '9820012345',
              address: { street: 's'.repeat(200), city: 'c'.repeat(80), state: 'Dadra and Nagar Haveli and Daman and Diu', pincode: '396230', country: 'India' },
            },
          }),
        ),
      );
    });

    it('the customer block must be complete and Indian', async () => {
      const base = request().customer as Record<string, unknown>;
      const address = base.address as Record<string, unknown>;
      for (const customer of [
        { ...base, name: 'A' },
        { ...base, email: 'not-an-email' },
        { ...base, phone: '12345' },
        { ...base, phone: '5820012345' },
        { ...base, extra: 1 },
        { ...base, address: { ...address, pincode: '012345' } },
        { ...base, address: { ...address, pincode: '4000' } },
        { ...base, address: { ...address, state: 'Bavaria' } },
        { ...base, address: { ...address, country: 'Germany' } },
        { ...base, address: { ...address, street: '' } },
      ]) {
        await assertFails(addDoc(collection(owner, 'orders'), request({ customer })));
      }
    });

    it('measurements, pictures, category and link are checked', async () => {
      await assertFails(addDoc(collection(owner, 'orders'), request({ measurements: { chest: 101 } })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ measurements: { chest: -1 } })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ measurements: { chest: '34' } })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ measurements: { armpit: 3 } })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ category: 'Saree' })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ clothPic: ['javascript:alert(1)'] })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ clothPic: ['//evil.example/x.png'] })));
      // A backslash counts as a slash: '/\evil' and '\/evil' are protocol-relative too.
      for (const pic of ['/\\evil.example', '\\/evil', '/\\/evil']) await assertFails(addDoc(collection(owner, 'orders'), request({ designPic: [pic] })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ designPic: Array.from({ length: 11 }, () => '/a.png') })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ Link: 'javascript:alert(1)' })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ designDetails: 'x'.repeat(2001) })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ color: 'x'.repeat(61) })));
    });

    it('timestamps are the server’s and every key is present', async () => {
      await assertFails(addDoc(collection(owner, 'orders'), request({ createdAt: Timestamp.fromMillis(0) })));
      await assertFails(addDoc(collection(owner, 'orders'), request({ orderDate: Timestamp.now() })));
      const missing = request();
      delete missing.specialInstructions;
      await assertFails(addDoc(collection(owner, 'orders'), missing));
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
