import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { DEFAULT_SHOP_SETTINGS, SHOP_SETTINGS_PATH, parseOrderNumber, type PlacedOrder } from '@tailor/domain';
import { SHOP_SETTINGS_TTL_MS } from '../functions/src/shopSettings';
import { adminDb, testUser, type TestUser } from './support/admin';
import { callApi } from './support/api';
import { waitFor } from './support/emulators';

const RUN = Date.now().toString(36);
const UID = `settings-trig-${RUN}`;
const PRODUCT = `settings-trig-p-${RUN}`;
const db = () => adminDb();

/** ₹600 ready-made, no discount, ₹40 shipping: below the default threshold of ₹2,999. */
const product = {
  productName: 'Settings Test Kurta',
  category: 'Kurta',
  readyMadePrice: 60_000,
  tailorPrice: 100_000,
  discount: 0,
  shippingCost: 4_000,
  availabilityStatus: 'Available',
  productStatus: 'Active',
  images: [{ url: '/garments/test-a.svg' }],
};

let saved: DocumentData | undefined;

/**
 * Writes settings/shop and waits out the functions' settings cache (set short
 * by the emulator stack), so the next trigger reads the new values.
 */
async function setShop(fields: Partial<typeof DEFAULT_SHOP_SETTINGS>): Promise<void> {
  await db().doc(SHOP_SETTINGS_PATH).set({ ...(saved ?? DEFAULT_SHOP_SETTINGS), ...fields });
  await new Promise((r) => setTimeout(r, SHOP_SETTINGS_TTL_MS + 700));
}

/** The customer who places orders (an Auth account: the API needs an ID token). */
let customer: TestUser;

/** Places a one-line ready-made order through the API; the stored document. */
async function placedOrder(): Promise<DocumentData> {
  const res = await callApi<{ order: PlacedOrder }>('POST', '/orders', { token: customer.idToken, body: orderRequest() });
  expect(res.status).toBe(201);
  return (await db().doc(`orders/${res.body.order.id}`).get()).data()!;
}

function orderRequest(): Record<string, unknown> {
  return {
    orderType: 'readymade',
    customer: {
      name: 'Settings Tester',
      email: `settings-${RUN}@example.com`,
      phone: '9820012345',
      address: { street: '1 Test Lane', city: 'Mumbai', state: 'Maharashtra', pincode: '400058', country: 'India' },
    },
    lines: [{ productId: PRODUCT, productType: 'readymade', quantity: 1, size: 'M' }],
    category: null,
  };
}

async function cartShipping(uid: string, expected: number): Promise<DocumentData> {
  return waitFor(
    async () => {
      const cart = (await db().doc(`carts/${uid}`).get()).data();
      return cart?.itemCount === 1 && cart.shippingCharge === expected ? cart : undefined;
    },
    20_000,
    `cart ${uid} shipping ${expected}`,
  );
}

beforeAll(async () => {
  saved = (await db().doc(SHOP_SETTINGS_PATH).get()).data();
  await db().doc(`products/${PRODUCT}`).set(product);
  customer = await testUser(`settings-${RUN}@example.test`);
});

afterAll(async () => {
  // Put the shop back as it was, and let the cache forget the test values before the next file.
  if (saved) await db().doc(SHOP_SETTINGS_PATH).set(saved);
  else await db().doc(SHOP_SETTINGS_PATH).delete();
  await new Promise((r) => setTimeout(r, SHOP_SETTINGS_TTL_MS + 700));
  const mine = await db().collection('orders').where('userId', '==', customer.uid).get();
  await Promise.all(mine.docs.map((d) => d.ref.delete()));
  await db().recursiveDelete(db().doc(`carts/${UID}`));
  await db().recursiveDelete(db().doc(`carts/${UID}-2`));
  await db().doc(`products/${PRODUCT}`).delete();
});

describe('triggers and the orders API follow settings/shop', () => {
  it('the cart totals use the shop’s free-shipping threshold', async () => {
    await setShop({ freeShippingThresholdPaise: DEFAULT_SHOP_SETTINGS.freeShippingThresholdPaise });
    await db().doc(`carts/${UID}/items/${PRODUCT}_readymade_M`).set({ productId: PRODUCT, productType: 'readymade', size: 'M', quantity: 1, addedAt: FieldValue.serverTimestamp() });
    await cartShipping(UID, 4_000);

    // Free from ₹500: the same ₹600 line now ships free.
    await setShop({ freeShippingThresholdPaise: 50_000 });
    await db().doc(`carts/${UID}-2/items/${PRODUCT}_readymade_M`).set({ productId: PRODUCT, productType: 'readymade', size: 'M', quantity: 1, addedAt: FieldValue.serverTimestamp() });
    const cart = await cartShipping(`${UID}-2`, 0);
    expect(cart.finalTotal).toBe(60_000);
  });

  it('order pricing uses the shop’s free-shipping threshold', async () => {
    await setShop({ freeShippingThresholdPaise: 50_000 });
    const free = await placedOrder();
    expect(free).toMatchObject({ subtotal: 60_000, shippingCharge: 0, totalPrice: 60_000 });

    await setShop({ freeShippingThresholdPaise: 70_000 });
    const charged = await placedOrder();
    expect(charged).toMatchObject({ subtotal: 60_000, shippingCharge: 4_000, totalPrice: 64_000 });
  });

  it('new orders take the shop’s prefix; earlier ones keep theirs and the counter runs on', async () => {
    await setShop({ orderNumberPrefix: DEFAULT_SHOP_SETTINGS.orderNumberPrefix });
    const before = await placedOrder();
    expect(before.orderNumber).toMatch(/^SS-\d+$/);

    await setShop({ orderNumberPrefix: 'SILK' });
    const after = await placedOrder();
    expect(after.orderNumber).toMatch(/^SILK-\d+$/);
    expect(parseOrderNumber(after.orderNumber)!).toBeGreaterThan(parseOrderNumber(before.orderNumber)!);

    // The earlier order keeps its number under the new prefix.
    const earlier = (await db().collection('orders').where('userId', '==', customer.uid).where('orderNumber', '==', before.orderNumber).get()).docs;
    expect(earlier).toHaveLength(1);
  });
});
