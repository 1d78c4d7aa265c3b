import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { computeOrderPricing, emptyOrderDraft, parseOrderNumber } from '@tailor/domain';
import { priceOrder } from '../functions/src/triggers/orderPricing';
import { adminDb } from './support/admin';
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
      { productId: B, productType: 'readymade', quantity: 1 },
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

async function pricedOrder(id: string): Promise<DocumentData> {
  return waitFor(
    async () => {
      const data = (await db().doc(`orders/${id}`).get()).data();
      // The numbering trigger runs beside pricing: wait for both so later reads compare settled documents.
      return data?.pricedAt && parseOrderNumber(data.orderNumber) !== null ? data : undefined;
    },
    20_000,
    `order ${id} priced`,
  );
}

describe('orders trigger: price snapshot, number, history, cart lines', () => {
  let orderId = '';

  beforeAll(async () => {
    await db().doc(`products/${A}`).set(productA);
    await db().doc(`products/${B}`).set(productB);
    await item(`${A}_tailor`).set({ productId: A, productType: 'tailor', quantity: 2 });
    await item(`${B}_readymade`).set({ productId: B, productType: 'readymade', quantity: 1 });
    // Not part of the order: must stay in the cart.
    await item(`${A}_readymade`).set({ productId: A, productType: 'readymade', quantity: 3 });
  });

  afterAll(async () => {
    await db().recursiveDelete(db().doc(`carts/${UID}`));
    await db().doc(`products/${A}`).delete();
    await db().doc(`products/${B}`).delete();
  });

  it('prices the order from the product documents exactly as the domain does', async () => {
    const ref = await db().collection('orders').add(orderRequest());
    orderId = ref.id;
    const data = await pricedOrder(orderId);

    const expected = computeOrderPricing([
      { productId: A, productType: 'tailor', quantity: 2, product: productA },
      { productId: B, productType: 'readymade', quantity: 1, product: productB },
    ]);
    // ₹1,500 − 10% = ₹1,350 × 2 = ₹2,700, plus ₹2,499 → ₹5,199
    expect(expected.totalPrice).toBe(519_900);
    expect(data.totalPrice).toBe(expected.totalPrice);
    expect(data.lines).toEqual([
      { ...expected.lines[0], image: '/garments/blouse-1.svg' },
      { ...expected.lines[1], image: '' },
    ]);
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
        const [a, b] = await Promise.all([item(`${A}_tailor`).get(), item(`${B}_readymade`).get()]);
        return !a.exists && !b.exists ? true : undefined;
      },
      20_000,
      'ordered lines removed',
    );
    expect((await item(`${A}_readymade`).get()).exists).toBe(true);
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
    const data = await pricedOrder(ref.id);
    // Let the real trigger delivery run too, then check nothing was doubled.
    await new Promise((r) => setTimeout(r, 1500));
    const final = (await ref.get()).data()!;
    expect(final.statusHistory).toHaveLength(1);
    expect(final.totalPrice).toBe(135_000);
    expect(final.lines).toHaveLength(1);
    expect(final.pricedAt.isEqual(data.pricedAt)).toBe(true);
  });

  it('a custom request without products: number and history, total 0 (price on call)', async () => {
    const ref = await db().collection('orders').add(orderRequest({ orderType: 'custom', lines: [], category: 'Lehenga', measurements: { waist: 30, hip: 40, length: 41 } }));
    const data = await pricedOrder(ref.id);
    expect(data.lines).toEqual([]);
    expect(data.totalPrice).toBe(0);
    expect(parseOrderNumber(data.orderNumber)).not.toBeNull();
    expect(data.statusHistory).toHaveLength(1);
  });

  it('a deleted product prices at 0 instead of failing', async () => {
    const ref = await db().collection('orders').add(orderRequest({ lines: [{ productId: `gone-${RUN}`, productType: 'tailor', quantity: 1 }] }));
    const data = await pricedOrder(ref.id);
    expect(data.totalPrice).toBe(0);
    expect(data.lines[0]).toMatchObject({ productId: `gone-${RUN}`, price: 0, totalPrice: 0, productName: '' });
  });
});
