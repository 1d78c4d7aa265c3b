import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { MAX_OPEN_ORDERS, ORDER_LIMIT_MESSAGES, emptyOrderDraft, parseOrderNumber } from '@tailor/domain';
import { priceOrder } from '../functions/src/triggers/orderPricing';
import { adminDb, settledOrder } from './support/admin';
import { waitFor } from './support/emulators';

const RUN = Date.now().toString(36);
const UID = `order-trigger-${RUN}`;
const A = `p-ordtrig-a-${RUN}`;
const B = `p-ordtrig-b-${RUN}`;

const productA = {
  productName: 'Trigger Zari Blouse',
  category: 'Blouse',
  tailorPrice: 150_000,
  readyMadePrice: 90_000,
  discount: 10,
  shippingCost: 6_000,
  images: [{ url: '/garments/blouse-1.svg' }],
};
const productB = { productName: 'Trigger Banarasi Saree', category: 'Saree', readyMadePrice: 249_900, discount: 0, images: [] };

function orderRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...emptyOrderDraft('tailor'),
    userId: UID,
    customer: {
      name: 'Trigger Tester',
      email: 'trigger@example.com',
      phone: '9820012345',
      address: { street: '1 Test Lane', city: 'Mumbai', state: 'Maharashtra', pincode: '400058', country: 'India' },
    },
    lines: [
      // A client cannot write price fields (rules); the trigger must ignore them anyway.
      { productId: A, productType: 'tailor', quantity: 2, price: 1, totalPrice: 1 },
      { productId: B, productType: 'readymade', quantity: 1, size: 'Free Size' },
    ],
    category: 'Blouse',
    measurements: { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8 },
    orderDate: FieldValue.serverTimestamp(),
    createdAt: FieldValue.serverTimestamp(),
    ...overrides,
  };
}

const db = () => adminDb();
const item = (id: string) => db().doc(`carts/${UID}/items/${id}`);

describe('orders trigger: price snapshot, number, history, cart lines', () => {
  let orderId = '';

  beforeAll(async () => {
    await db().doc(`products/${A}`).set(productA);
    await db().doc(`products/${B}`).set(productB);
    await item(`${A}_tailor`).set({ productId: A, productType: 'tailor', quantity: 2 });
    await item(`${B}_readymade_FreeSize`).set({ productId: B, productType: 'readymade', quantity: 1, size: 'Free Size' });
    // Not part of the order: must stay in the cart.
    await item(`${A}_readymade_M`).set({ productId: A, productType: 'readymade', quantity: 3, size: 'M' });
  });

  afterAll(async () => {
    await db().recursiveDelete(db().doc(`carts/${UID}`));
    await db().doc(`products/${A}`).delete();
    await db().doc(`products/${B}`).delete();
  });

  it('prices the order from the product documents exactly as the domain does', async () => {
    const ref = await db().collection('orders').add(orderRequest());
    orderId = ref.id;
    const data = await settledOrder(orderId);

    // ₹1,500 − 10% = ₹1,350 × 2 = ₹2,700, plus ₹2,499 → ₹5,199 (free shipping above ₹2,999)
    expect(data.lines).toEqual([
      { productId: A, productType: 'tailor', quantity: 2, productName: productA.productName, price: 150_000, discount: 10, totalPrice: 270_000, image: '/garments/blouse-1.svg' },
      { productId: B, productType: 'readymade', quantity: 1, size: 'Free Size', productName: productB.productName, price: 249_900, discount: 0, totalPrice: 249_900, image: '' },
    ]);
    expect(data).toMatchObject({ subtotal: 549_900, discountTotal: 30_000, shippingCharge: 0, totalPrice: 519_900 });
    expect(parseOrderNumber(data.orderNumber)).not.toBeNull();
    expect(data.statusHistory).toHaveLength(1);
    expect(data.statusHistory[0]).toMatchObject({ status: 'pending', by: UID });
    expect(data.statusHistory[0].at).toBeInstanceOf(Timestamp);
    expect(data.pricedAt).toBeInstanceOf(Timestamp);
    // The request itself is untouched.
    expect(data.orderStatus).toBe('pending');
    expect(data.customer.name).toBe('Trigger Tester');
  });

  it('takes the ordered lines out of the cart and leaves the others', async () => {
    await waitFor(
      async () => {
        const [a, b] = await Promise.all([item(`${A}_tailor`).get(), item(`${B}_readymade_FreeSize`).get()]);
        return !a.exists && !b.exists ? true : undefined;
      },
      20_000,
      'ordered lines removed',
    );
    expect((await item(`${A}_readymade_M`).get()).exists).toBe(true);
  });

  it('a repeated delivery changes nothing, and never removes lines added again since', async () => {
    const before = await db().doc(`orders/${orderId}`).get();
    await item(`${A}_tailor`).set({ productId: A, productType: 'tailor', quantity: 1 });
    expect(await priceOrder(db(), orderId)).toBe('already-priced');
    expect(await priceOrder(db(), orderId)).toBe('already-priced');
    const after = await db().doc(`orders/${orderId}`).get();
    expect(after.data()).toEqual(before.data());
    expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);
    expect((await item(`${A}_tailor`).get()).exists).toBe(true);
  });

  it('concurrent deliveries of one event give one history entry and one total', async () => {
    const ref = await db().collection('orders').add(orderRequest({ lines: [{ productId: A, productType: 'tailor', quantity: 1 }] }));
    const outcomes = await Promise.all([priceOrder(db(), ref.id), priceOrder(db(), ref.id)]);
    expect(outcomes.filter((o) => o === 'priced').length).toBeLessThanOrEqual(1);
    const data = await settledOrder(ref.id);
    // Let the real trigger delivery run too, then check nothing was doubled.
    await new Promise((r) => setTimeout(r, 1500));
    const final = (await ref.get()).data()!;
    expect(final.statusHistory).toHaveLength(1);
    // ₹1,350 plus ₹60 shipping.
    expect(final.totalPrice).toBe(141_000);
    expect(final.lines).toHaveLength(1);
    expect(final.pricedAt.isEqual(data.pricedAt)).toBe(true);
  });

  it('a custom request without products: number and history, total 0 (price on call)', async () => {
    const ref = await db().collection('orders').add(orderRequest({ orderType: 'custom', lines: [], category: 'Lehenga', measurements: { waist: 30, hip: 40, length: 41 } }));
    const data = await settledOrder(ref.id);
    expect(data.lines).toEqual([]);
    expect(data.totalPrice).toBe(0);
    expect(parseOrderNumber(data.orderNumber)).not.toBeNull();
    expect(data.statusHistory).toHaveLength(1);
  });

  it('adds shipping below the free-shipping threshold: the highest charge among the lines', async () => {
    const ref = await db().collection('orders').add(
      orderRequest({ orderType: 'readymade', category: null, measurements: {}, lines: [{ productId: A, productType: 'readymade', quantity: 1, size: 'M' }] }),
    );
    const data = await settledOrder(ref.id);
    // ₹900 − 10% = ₹810, plus ₹60 shipping.
    expect(data).toMatchObject({ orderStatus: 'pending', subtotal: 90_000, discountTotal: 9_000, shippingCharge: 6_000, totalPrice: 87_000 });
    expect(data.lines[0]).toMatchObject({ size: 'M', totalPrice: 81_000 });
  });
});

describe('orders trigger: a cart checkout of three lines, each with its own size or measurements', () => {
  const U = `${UID}-mixed`;
  const L = `p-ordtrig-l-${RUN}`;
  const lehenga = { productName: 'Trigger Mirror Lehenga', category: 'Lehenga', tailorPrice: 120_000, discount: 0, shippingCost: 8_000, images: [] };
  const blouseValues = { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8 };

  beforeAll(async () => {
    await db().doc(`products/${A}`).set(productA);
    await db().doc(`products/${L}`).set(lehenga);
    await db().doc(`carts/${U}/items/${A}_tailor`).set({ productId: A, productType: 'tailor', quantity: 1 });
    await db().doc(`carts/${U}/items/${L}_tailor`).set({ productId: L, productType: 'tailor', quantity: 1 });
    await db().doc(`carts/${U}/items/${A}_readymade_M`).set({ productId: A, productType: 'readymade', quantity: 1, size: 'M' });
    await db().doc(`carts/${U}/items/${A}_readymade_L`).set({ productId: A, productType: 'readymade', quantity: 1, size: 'L' });
  });
  afterAll(async () => {
    await db().recursiveDelete(db().doc(`carts/${U}`));
    await db().doc(`products/${L}`).delete();
  });

  it('prices every line, keeps its size or measurements, adds shipping and empties exactly those cart lines', async () => {
    const ref = await db().collection('orders').add(
      orderRequest({
        userId: U,
        category: null,
        measurements: {},
        lines: [
          { productId: A, productType: 'tailor', quantity: 1, measurements: { category: 'blouse', values: blouseValues, profileName: 'Everyday' } },
          { productId: L, productType: 'tailor', quantity: 1, measurements: { category: 'lehenga', values: { waist: 30, hip: 40, length: 41 }, profileName: 'Wedding' } },
          { productId: A, productType: 'readymade', quantity: 1, size: 'M' },
        ],
      }),
    );
    const data = await settledOrder(ref.id);
    expect(data.orderStatus).toBe('pending');
    expect(data.lines).toHaveLength(3);
    expect(data.lines[0]).toMatchObject({ totalPrice: 135_000, measurements: { category: 'blouse', values: blouseValues, profileName: 'Everyday' } });
    expect(data.lines[1]).toMatchObject({ totalPrice: 120_000, measurements: { category: 'lehenga', values: { waist: 30, hip: 40, length: 41 } } });
    expect(data.lines[2]).toMatchObject({ totalPrice: 81_000, size: 'M' });
    // ₹1,350 + ₹1,200 + ₹810 = ₹3,360 ≥ ₹2,999: free shipping.
    expect(data).toMatchObject({ subtotal: 360_000, discountTotal: 24_000, shippingCharge: 0, totalPrice: 336_000 });
    await waitFor(
      async () => {
        const left = (await db().collection(`carts/${U}/items`).get()).docs.map((d) => d.id).sort();
        return left.length === 1 ? left : undefined;
      },
      20_000,
      'ordered lines removed',
    );
    expect((await db().doc(`carts/${U}/items/${A}_readymade_L`).get()).exists).toBe(true);
  });
});

describe('orders trigger: refused orders end cancelled with a reason, and never throw', () => {
  const U = `${UID}-refused`;
  const ids = { inactive: `p-ot-inactive-${RUN}`, discontinued: `p-ot-disc-${RUN}`, oos: `p-ot-oos-${RUN}`, sized: `p-ot-sized-${RUN}` };

  beforeAll(async () => {
    await db().doc(`products/${A}`).set(productA);
    await db().doc(`products/${ids.inactive}`).set({ ...productA, productName: 'Hidden Blouse', productStatus: 'Inactive' });
    await db().doc(`products/${ids.discontinued}`).set({ ...productA, productName: 'Retired Blouse', availabilityStatus: 'Discontinued' });
    await db().doc(`products/${ids.oos}`).set({ ...productA, productName: 'Sold-out Blouse', availabilityStatus: 'Available', quantityInStock: 0 });
    await db().doc(`products/${ids.sized}`).set({ ...productA, productName: 'Small Blouse', sizes: ['S'] });
    await db().doc(`carts/${U}/items/${A}_tailor`).set({ productId: A, productType: 'tailor', quantity: 1 });
  });
  afterAll(async () => {
    await db().recursiveDelete(db().doc(`carts/${U}`));
    for (const id of Object.values(ids)) await db().doc(`products/${id}`).delete();
  });

  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a deleted design', { productId: `gone-${RUN}`, productType: 'tailor', quantity: 1 }, new RegExp(`design “gone-${RUN}” is no longer available`)],
    ['an inactive design', { productId: ids.inactive, productType: 'tailor', quantity: 1 }, /“Hidden Blouse” is no longer available/],
    ['a discontinued design', { productId: ids.discontinued, productType: 'tailor', quantity: 1 }, /“Retired Blouse” has been discontinued/],
    ['an out-of-stock ready-made design', { productId: ids.oos, productType: 'readymade', quantity: 1, size: 'M' }, /“Sold-out Blouse” is out of stock/],
    ['a size the design is not made in', { productId: ids.sized, productType: 'readymade', quantity: 1, size: 'XL' }, /“Small Blouse” is not made in size XL/],
    ['an unreadable id', { productId: '__x__', productType: 'tailor', quantity: 1 }, /does not exist \(“__x__”\)/],
    ['an id with a slash', { productId: 'a/b', productType: 'tailor', quantity: 1 }, /does not exist \(“a\/b”\)/],
  ];
  for (const [what, line, reason] of cases) {
    it(`${what}: cancelled, named, the readable lines priced, the cart kept`, async () => {
      const ref = await db().collection('orders').add(
        orderRequest({ userId: U, lines: [{ productId: A, productType: 'tailor', quantity: 1 }, line] }),
      );
      const data = await settledOrder(ref.id);
      expect(data.orderStatus).toBe('cancelled');
      expect(data.cancelReason).toMatch(/^We could not accept this order: /);
      expect(data.cancelReason).toMatch(reason);
      expect(data.statusHistory.map((h: { status: string }) => h.status)).toEqual(['pending', 'cancelled']);
      expect(data.lines[0]).toMatchObject({ productId: A, totalPrice: 135_000 });
      expect(parseOrderNumber(data.orderNumber)).not.toBeNull();
      // A refused order takes nothing out of the cart.
      await new Promise((r) => setTimeout(r, 300));
      expect((await db().doc(`carts/${U}/items/${A}_tailor`).get()).exists).toBe(true);
      // Redelivery changes nothing.
      expect(await priceOrder(db(), ref.id)).toBe('already-priced');
    });
  }
});

describe('orders trigger: order limits', () => {
  const U = `${UID}-limits`;
  afterAll(async () => {
    const mine = await db().collection('orders').where('userId', '==', U).get();
    await Promise.all(mine.docs.map((d) => d.ref.delete()));
  });

  it(`accepts ${MAX_OPEN_ORDERS} waiting orders and cancels the next with the limit's message`, async () => {
    await db().doc(`products/${A}`).set(productA);
    const base = Date.now() - 60_000;
    // Ten earlier requests still waiting for the shop's call (already priced, so the trigger leaves them be).
    await Promise.all(
      Array.from({ length: MAX_OPEN_ORDERS }, (_, i) =>
        db().collection('orders').add({ userId: U, orderStatus: 'pending', createdAt: Timestamp.fromMillis(base + i), pricedAt: Timestamp.now(), lines: [] }),
      ),
    );
    const ref = await db().collection('orders').add(orderRequest({ userId: U, lines: [{ productId: A, productType: 'tailor', quantity: 1 }] }));
    const data = await settledOrder(ref.id);
    expect(data.orderStatus).toBe('cancelled');
    expect(data.cancelReason).toBe(ORDER_LIMIT_MESSAGES.open);
  });

  it('counts every request of the last 24 hours, whatever its status', async () => {
    const V = `${U}-day`;
    const base = Date.now() - 60 * 60_000;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db().collection('orders').add({ userId: V, orderStatus: 'confirmed', createdAt: Timestamp.fromMillis(base + i), pricedAt: Timestamp.now(), lines: [] }),
      ),
    );
    // The 21st request in 24 hours is refused, though none of the 20 is waiting.
    const ref = await db().collection('orders').add(orderRequest({ userId: V, lines: [{ productId: A, productType: 'tailor', quantity: 1 }] }));
    const data = await settledOrder(ref.id);
    expect(data.cancelReason).toBe(ORDER_LIMIT_MESSAGES.daily);
    const mine = await db().collection('orders').where('userId', '==', V).get();
    await Promise.all(mine.docs.map((d) => d.ref.delete()));
  });

  it('an order under the limits is priced as usual', async () => {
    const W = `${U}-ok`;
    await db().collection('orders').add({ userId: W, orderStatus: 'pending', createdAt: Timestamp.fromMillis(Date.now() - 1000), pricedAt: Timestamp.now(), lines: [] });
    const ref = await db().collection('orders').add(orderRequest({ userId: W, lines: [{ productId: A, productType: 'tailor', quantity: 1 }] }));
    const data = await settledOrder(ref.id);
    expect(data.orderStatus).toBe('pending');
    expect(data.cancelReason).toBeUndefined();
    const mine = await db().collection('orders').where('userId', '==', W).get();
    await Promise.all(mine.docs.map((d) => d.ref.delete()));
  });
});
