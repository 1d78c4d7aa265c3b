/**
 * POST /api/v1/orders on the emulators (Auth, Firestore, Functions): the
 * order is validated, priced, numbered and stored in one transaction, or
 * refused with nothing stored.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  FIRST_ORDER_NUMBER,
  IDEMPOTENCY_MISMATCH_MESSAGE,
  MAX_OPEN_ORDERS,
  MAX_ORDERS_PER_DAY,
  MAX_ORDER_LINES,
  ORDER_API_PATH,
  ORDER_FIELDS_MESSAGE,
  ORDER_LIMIT_CODE,
  ORDER_LIMIT_MESSAGES,
  orderFromData,
  parseOrderNumber,
  type OrderFieldError,
  type OrderLineError,
  type PlaceOrderRequest,
  type PlacedOrder,
  validatePlaceOrder,
} from '@tailor/domain';
import { placeOrder } from '../functions/src/orders/placeOrder';
import { countLogFaults, logEnd, logSince } from '../scripts/bench/lib/logFaults';
import { logPaths, ROOT } from '../scripts/lib/emulator-stack';
import { adminDb, testUser, type TestUser } from './support/admin';
import { callApi } from './support/api';

const PATH = ORDER_API_PATH.replace(/^\/api\/v1/, '');
const RUN = randomUUID().slice(0, 8);
const id = (name: string) => `oapi-${name}-${RUN}`;
const db = () => adminDb();

/** Blouse: tailor-made ₹1,500 or ready-made ₹900 in S, M, L; 10 % off; shipping ₹60. */
const BLOUSE = id('blouse');
const SAREE = id('saree');
const SOLD_OUT = id('soldout');
const INACTIVE = id('inactive');
const RETIRED = id('retired');
const GONE = id('gone');

const base = { availabilityStatus: 'Available', productStatus: 'Active', quantityInStock: 5, images: [{ url: '/garments/blouse-1.svg' }] };
const PRODUCTS: Record<string, Record<string, unknown>> = {
  [BLOUSE]: { ...base, productName: 'API Zari Blouse', category: 'Blouse', tailorPrice: 150_000, readyMadePrice: 90_000, discount: 10, shippingCost: 6_000, sizes: ['S', 'M', 'L'] },
  [SAREE]: { ...base, productName: 'API Banarasi Saree', category: 'Saree', readyMadePrice: 249_900, discount: 0, shippingCost: 9_900 },
  [SOLD_OUT]: { ...base, productName: 'API Sold Suit', category: 'Suit', readyMadePrice: 199_900, availabilityStatus: 'Out of Stock', quantityInStock: 0 },
  [INACTIVE]: { ...base, productName: 'API Hidden Dress', category: 'Dress', tailorPrice: 180_000, productStatus: 'Inactive' },
  [RETIRED]: { ...base, productName: 'API Old Lehenga', category: 'Lehenga', tailorPrice: 500_000, availabilityStatus: 'Discontinued' },
};

const BLOUSE_MEASUREMENTS = { category: 'blouse', values: { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8.5 } };
const CUSTOMER = {
  name: 'Asha Verma',
  email: 'asha@example.test',
  phone: '9820012345',
  address: { street: '12 Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' },
};

type Line = NonNullable<PlaceOrderRequest['lines']>[number];
const tailorBlouse = (quantity = 1): Line => ({ productId: BLOUSE, productType: 'tailor', quantity, measurements: BLOUSE_MEASUREMENTS as Line['measurements'] });
const sareeLine = (quantity = 1): Line => ({ productId: SAREE, productType: 'readymade', quantity, size: 'Free Size' });

/** What the cart checkout sends: every line carries its size or its measurements. */
function checkout(lines: Line[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { orderType: 'tailor', customer: CUSTOMER, lines, category: null, specialInstructions: 'Call after 6 pm', ...extra };
}

interface Answer {
  success: boolean;
  message?: string;
  code?: string;
  order?: PlacedOrder;
  errors?: (OrderFieldError | OrderLineError)[];
}

function place(user: TestUser, body: unknown, key: string | null = randomUUID()) {
  return callApi<Answer>('POST', PATH, { token: user.idToken, body, headers: key === null ? {} : { 'Idempotency-Key': key } });
}

async function ordersOf(uid: string) {
  return (await db().collection('orders').where('userId', '==', uid).get()).docs;
}

const tag = () => randomUUID().slice(0, 8);
const freshUser = () => testUser(`orders-api-${tag()}@example.test`);

beforeAll(async () => {
  const batch = db().batch();
  for (const [pid, data] of Object.entries(PRODUCTS)) batch.set(db().doc(`products/${pid}`), data);
  await batch.commit();
});

describe('POST /api/v1/orders: placing an order', () => {
  it('401 without a signed-in user', async () => {
    const res = await callApi<Answer>('POST', PATH, { body: checkout([tailorBlouse()]) });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('201: stores the order priced, numbered and pending, answers in rupees, and takes the lines out of the cart', async () => {
    const user = await freshUser();
    const cart = db().collection('carts').doc(user.uid).collection('items');
    await cart.doc(`${BLOUSE}_tailor`).set({ productId: BLOUSE, productType: 'tailor', quantity: 1 });
    await cart.doc(`${SAREE}_readymade_FreeSize`).set({ productId: SAREE, productType: 'readymade', quantity: 1, size: 'Free Size' });
    await cart.doc(`${BLOUSE}_readymade_M`).set({ productId: BLOUSE, productType: 'readymade', quantity: 1, size: 'M' });

    // The blouse alone: ₹1,500 less 10 % = ₹1,350, plus its shipping ₹60 (below the ₹2,999 threshold).
    const res = await place(user, checkout([tailorBlouse()], { userId: user.uid }));
    expect(res.status).toBe(201);
    expect(res.contentType).toContain('application/json');
    const order = res.body.order!;
    expect(res.body.success).toBe(true);
    expect(order).toMatchObject({
      orderStatus: 'pending',
      lines: [{ productId: BLOUSE, productType: 'tailor', quantity: 1, productName: 'API Zari Blouse', price: 1500, discount: 10, totalPrice: 1350 }],
      subtotal: 1500,
      discount: 150,
      shippingCharge: 60,
      totalPrice: 1410,
    });
    expect(parseOrderNumber(order.orderNumber)).toBeGreaterThanOrEqual(FIRST_ORDER_NUMBER);

    const snap = await db().doc(`orders/${order.id}`).get();
    const data = snap.data()!;
    expect(data).toMatchObject({
      userId: user.uid,
      orderNumber: order.orderNumber,
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentType: 'COD',
      subtotal: 150_000,
      discountTotal: 15_000,
      shippingCharge: 6_000,
      totalPrice: 141_000,
      specialInstructions: 'Call after 6 pm',
      statusHistory: [{ status: 'pending', by: user.uid }],
    });
    expect(data.pricedAt).toBeInstanceOf(Timestamp);
    expect(data.createdAt).toBeInstanceOf(Timestamp);
    expect(data.lines[0]).toMatchObject({ price: 150_000, totalPrice: 135_000, image: '/garments/blouse-1.svg', measurements: BLOUSE_MEASUREMENTS });
    // Every screen reads it as a priced order.
    const record = orderFromData(order.id, data);
    expect(record).toMatchObject({ priced: true, totalPrice: 141_000, shippingCharge: 6_000, orderNumber: order.orderNumber });

    const left = (await cart.get()).docs.map((d) => d.id).sort();
    expect(left).toEqual([`${BLOUSE}_readymade_M`, `${SAREE}_readymade_FreeSize`]);
  });

  it('prices a mixed order free of shipping from the threshold, with per-line pictures', async () => {
    const user = await freshUser();
    const lines = [tailorBlouse(2), { ...sareeLine(), clothPic: ['https://example.com/cloth.jpg'] }];
    const res = await place(user, checkout(lines));
    expect(res.status).toBe(201);
    // 2 × ₹1,350 + ₹2,499 = ₹5,199 ≥ ₹2,999: no shipping.
    expect(res.body.order).toMatchObject({ subtotal: 5499, discount: 300, shippingCharge: 0, totalPrice: 5199 });
    expect(res.body.order!.lines[1]).toEqual({ productId: SAREE, productType: 'readymade', quantity: 1, size: 'Free Size', productName: 'API Banarasi Saree', price: 2499, discount: 0, totalPrice: 2499 });
    const data = (await db().doc(`orders/${res.body.order!.id}`).get()).data()!;
    expect(data.lines[1].clothPic).toEqual(['https://example.com/cloth.jpg']);
  });

  it('the one-design wizard: the order keeps its category and measurements', async () => {
    const user = await freshUser();
    const body = {
      orderType: 'tailor',
      customer: CUSTOMER,
      lines: [{ productId: BLOUSE, productType: 'tailor', quantity: 1 }],
      category: 'Blouse',
      measurements: BLOUSE_MEASUREMENTS.values,
      color: 'Maroon',
      paymentType: 'COD',
      paymentStatus: 'pending',
      orderStatus: 'pending',
    };
    const res = await place(user, body);
    expect(res.status).toBe(201);
    const data = (await db().doc(`orders/${res.body.order!.id}`).get()).data()!;
    expect(data).toMatchObject({ category: 'Blouse', measurements: BLOUSE_MEASUREMENTS.values, color: 'Maroon', totalPrice: 141_000 });
  });

  it('a custom design request without designs: numbered, total 0 until the shop quotes it', async () => {
    const user = await freshUser();
    const res = await place(user, {
      orderType: 'custom',
      customer: CUSTOMER,
      lines: [],
      category: 'Lehenga',
      measurements: { waist: 28, hip: 38, length: 40 },
      designDetails: 'Mirror work on the border',
      designPic: ['https://example.com/design.png'],
      Link: 'https://www.instagram.com/p/abc',
    });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ lines: [], subtotal: 0, discount: 0, shippingCharge: 0, totalPrice: 0 });
    const data = (await db().doc(`orders/${res.body.order!.id}`).get()).data()!;
    expect(data).toMatchObject({ orderType: 'custom', designDetails: 'Mirror work on the border', Link: 'https://www.instagram.com/p/abc', totalPrice: 0 });
  });

  it("keeps the shop's language at checkout on the order (the admin's WhatsApp text uses it); a retry after a switch is the same order", async () => {
    const user = await freshUser();
    const key = `lang-${tag()}`;
    const res = await place(user, checkout([tailorBlouse()], { language: 'hi' }), key);
    expect(res.status).toBe(201);
    expect((await db().doc(`orders/${res.body.order!.id}`).get()).get('language')).toBe('hi');
    const again = await place(user, checkout([tailorBlouse()], { language: 'en' }), key);
    expect(again.status).toBe(200);
    expect(again.body.order!.id).toBe(res.body.order!.id);
    expect((await place(user, checkout([tailorBlouse()], { language: 'fr' }))).status).toBe(400);
    // Without it (older clients), the order names none: English.
    const plain = await place(await freshUser(), checkout([sareeLine()], { orderType: 'readymade' }));
    expect((await db().doc(`orders/${plain.body.order!.id}`).get()).data()).not.toHaveProperty('language');
  });

  it('holds 20 designs in one order', async () => {
    expect(MAX_ORDER_LINES).toBeGreaterThanOrEqual(20);
    const user = await freshUser();
    const batch = db().batch();
    const ids = Array.from({ length: MAX_ORDER_LINES }, (_, i) => id(`many-${i}`));
    for (const pid of ids) batch.set(db().doc(`products/${pid}`), { ...PRODUCTS[SAREE], productName: `Saree ${pid}` });
    await batch.commit();
    const lines = ids.map((pid): Line => ({ productId: pid, productType: 'readymade', quantity: 1, size: 'Free Size' }));
    const res = await place(user, checkout(lines, { orderType: 'readymade' }));
    expect(res.status).toBe(201);
    expect(res.body.order!.lines).toHaveLength(MAX_ORDER_LINES);
    expect(res.body.order!.totalPrice).toBe(2499 * MAX_ORDER_LINES);

    const tooMany = await place(user, checkout([...lines, sareeLine()], { orderType: 'readymade' }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toContainEqual({ path: ['lines'], message: `One order holds at most ${MAX_ORDER_LINES} designs`, step: 0 });
  });
});

describe('idempotency', () => {
  it('the same key twice answers the same order (200 the second time) and stores one', async () => {
    const user = await freshUser();
    const key = `retry-${tag()}`;
    const first = await place(user, checkout([tailorBlouse()]), key);
    const second = await place(user, checkout([tailorBlouse()]), key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await ordersOf(user.uid)).toHaveLength(1);
  });

  // Concurrent requests start more function workers on the emulator: slow on a busy machine.
  it('the same key sent concurrently creates one order', { timeout: 120_000 }, async () => {
    const user = await freshUser();
    const key = `burst-${tag()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => place(user, checkout([tailorBlouse()]), key)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.order?.id)).size).toBe(1);
    expect(await ordersOf(user.uid)).toHaveLength(1);
  });

  it('the same key with another body is 422; another user’s same key is their own', async () => {
    const user = await freshUser();
    const key = `mixed-${tag()}`;
    expect((await place(user, checkout([tailorBlouse()]), key)).status).toBe(201);
    const other = await place(user, checkout([tailorBlouse(2)]), key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ success: false, message: IDEMPOTENCY_MISMATCH_MESSAGE });
    expect(await ordersOf(user.uid)).toHaveLength(1);
    const someoneElse = await freshUser();
    expect((await place(someoneElse, checkout([tailorBlouse()]), key)).status).toBe(201);
  });

  it('a malformed key is 400, and none at all is accepted', async () => {
    const user = await freshUser();
    for (const bad of ['short', 'has space in it', 'x'.repeat(129), 'semi;colon-key']) {
      const res = await place(user, checkout([tailorBlouse()]), bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Idempotency-Key/);
    }
    expect(await ordersOf(user.uid)).toHaveLength(0);
    expect((await place(user, checkout([tailorBlouse()]), null)).status).toBe(201);
  });
});

describe('refusals: nothing is stored', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await freshUser();
  });

  it('403 for a body naming another user', async () => {
    const res = await place(user, checkout([tailorBlouse()], { userId: 'someone-else' }));
    expect(res.status).toBe(403);
    expect(await ordersOf(user.uid)).toHaveLength(0);
  });

  it('400 for fields the schema refuses, each with its path and the step that holds it', async () => {
    const res = await place(user, checkout([tailorBlouse()], { customer: { ...CUSTOMER, phone: '12345' }, totalPrice: 1 }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ORDER_FIELDS_MESSAGE);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: ['customer', 'phone'], message: 'Enter a valid 10-digit mobile number', step: 3 },
        { path: ['totalPrice'], message: expect.any(String), step: 4 },
      ]),
    );
    // A client never sets a line's price either.
    const priced = await place(user, checkout([{ ...tailorBlouse(), price: 1 } as Line]));
    expect(priced.status).toBe(400);
    expect(priced.body.errors).toContainEqual(expect.objectContaining({ path: ['lines', 0, 'price'], step: 0 }));
    const notJson = await callApi<Answer>('POST', PATH, { token: user.idToken, body: ['not', 'an', 'order'] });
    expect(notJson.status).toBe(400);
    expect(await ordersOf(user.uid)).toHaveLength(0);
  });

  it('400 for incomplete measurements, at the measurements step', async () => {
    const wizard = {
      orderType: 'tailor',
      customer: CUSTOMER,
      lines: [{ productId: BLOUSE, productType: 'tailor', quantity: 1 }],
      category: 'Blouse',
      measurements: { chest: 34, waist: 28 },
    };
    const res = await place(user, wizard);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: ['measurements', 'shoulder'], message: expect.stringMatching(/shoulder/i), step: 2 });
    const line = await place(user, checkout([{ ...tailorBlouse(), measurements: { category: 'blouse', values: { chest: 34 } } } as Line]));
    expect(line.status).toBe(400);
    expect(line.body.errors).toContainEqual(expect.objectContaining({ path: ['lines', 0, 'measurements', 'values', 'waist'] }));
    expect(await ordersOf(user.uid)).toHaveLength(0);
  });

  it('409 naming each line that cannot be ordered, in the shop’s words; the cart stays', async () => {
    const cart = db().collection('carts').doc(user.uid).collection('items');
    await cart.doc(`${BLOUSE}_tailor`).set({ productId: BLOUSE, productType: 'tailor', quantity: 1 });
    const lines: Line[] = [
      tailorBlouse(),
      { productId: SOLD_OUT, productType: 'readymade', quantity: 1, size: 'M' },
      { ...tailorBlouse(), productId: INACTIVE },
      { ...tailorBlouse(), productId: RETIRED },
      { ...tailorBlouse(), productId: GONE },
      { productId: BLOUSE, productType: 'readymade', quantity: 1, size: 'XL' },
    ];
    const res = await place(user, checkout(lines));
    expect(res.status).toBe(409);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('5 designs in this order cannot be ordered now.');
    expect(res.body.errors).toEqual([
      { path: ['lines', 1], lineIndex: 1, productId: SOLD_OUT, message: 'This design is out of stock.' },
      { path: ['lines', 2], lineIndex: 2, productId: INACTIVE, message: 'This design is no longer available.' },
      { path: ['lines', 3], lineIndex: 3, productId: RETIRED, message: 'This design has been discontinued.' },
      { path: ['lines', 4], lineIndex: 4, productId: GONE, message: 'This design is no longer available.' },
      { path: ['lines', 5], lineIndex: 5, productId: BLOUSE, message: 'This design is not made in size XL. Choose one of: S, M, L.' },
    ]);
    expect(await ordersOf(user.uid)).toHaveLength(0);
    expect((await cart.get()).size).toBe(1);
  });
});

/** The Firestore emulator's debug log of the running stack: it writes it where the stack runs (the newest of the two places). */
function firestoreDebugLog(): string {
  const found = [logPaths().firestoreDebug, join(ROOT, 'firestore-debug.log')].filter((f) => existsSync(f));
  if (found.length === 0) throw new Error('no firestore-debug.log: run the tests on a stack started by scripts/emulators.ts');
  return found.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
}

describe('a burst of orders', () => {
  it('20 customers placing at once: consecutive numbers, and no transaction waits out a lock', { timeout: 120_000 }, async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => freshUser()));
    const checked = validatePlaceOrder(checkout([tailorBlouse()]));
    if (!checked.ok) throw new Error('the checkout body is invalid');
    const log = firestoreDebugLog();
    const mark = logEnd(log);
    // Straight to placeOrder, as the API calls it: the emulator runs only a few API workers at once.
    const results = await Promise.all(
      users.map((u) => placeOrder(db(), { uid: u.uid, body: checked.data, idempotencyKey: randomUUID(), orderNumberPrefix: 'SS', freeShippingThresholdPaise: 0 })),
    );
    const numbers = results.map((r) => parseOrderNumber(r.order.orderNumber)!).sort((a, b) => a - b);
    expect(results.every((r) => r.created)).toBe(true);
    expect(new Set(numbers).size).toBe(20);
    // The orders took numbers in turn; other tests place none meanwhile.
    expect(numbers[19]! - numbers[0]!).toBe(19);
    // Each order read the shop's one counter: read inside the transaction, the orders held it
    // locked and waited on one another until the emulator's lock timeout (then retried).
    await new Promise((r) => setTimeout(r, 1_000));
    expect(countLogFaults(logSince(log, mark)).lockTimeouts).toBe(0);
  });
});

describe('order limits', () => {
  it('30 concurrent requests from one customer: 10 accepted with consecutive numbers, 20 refused with 429', { timeout: 120_000 }, async () => {
    const user = await freshUser();
    const answers = await Promise.all(Array.from({ length: 30 }, () => place(user, checkout([tailorBlouse()]))));
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 429);
    expect(accepted).toHaveLength(MAX_OPEN_ORDERS);
    expect(refused).toHaveLength(30 - MAX_OPEN_ORDERS);
    expect(answers.every((a) => a.status === 201 || a.status === 429)).toBe(true);
    for (const r of refused) expect(r.body).toEqual({ success: false, message: ORDER_LIMIT_MESSAGES.open, code: ORDER_LIMIT_CODE });
    expect(await ordersOf(user.uid)).toHaveLength(MAX_OPEN_ORDERS);
    const numbers = accepted.map((a) => parseOrderNumber(a.body.order!.orderNumber)!).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(MAX_OPEN_ORDERS);
    // No other order was placed meanwhile: the numbers follow one another.
    expect(numbers[numbers.length - 1]! - numbers[0]!).toBe(MAX_OPEN_ORDERS - 1);
  });

  it('the daily limit counts the last 24 hours, whatever their status', async () => {
    const user = await freshUser();
    const batch = db().batch();
    const recent = Timestamp.fromMillis(Date.now() - 60 * 60 * 1000);
    for (let i = 0; i < MAX_ORDERS_PER_DAY; i++) {
      batch.set(db().collection('orders').doc(), { userId: user.uid, orderStatus: 'confirmed', createdAt: recent, orderNumber: `SS-${900000 + i}` });
    }
    await batch.commit();
    const res = await place(user, checkout([tailorBlouse()]));
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, message: ORDER_LIMIT_MESSAGES.daily, code: ORDER_LIMIT_CODE });
    expect(await ordersOf(user.uid)).toHaveLength(MAX_ORDERS_PER_DAY);
  });
});
