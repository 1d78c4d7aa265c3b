import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { discountedPaise } from '@tailor/domain';
import { adminDb, testUser, type TestUser } from './support/admin';
import { callApi } from './support/api';
import { waitFor } from './support/emulators';

/** readymade ₹1,200, tailor ₹1,800.50, 10 % off, shipping ₹50 (free from ₹2,999). */
const PRODUCT = {
  productName: 'API Test Lehenga',
  category: 'Lehenga',
  images: [{ url: '/garments/api-a.svg' }],
  readyMadePrice: 120000,
  tailorPrice: 180050,
  discount: 10,
  availabilityStatus: 'Available',
  productStatus: 'Active',
  shippingCost: 5000,
};

interface ApiLine {
  id: string;
  productId: string;
  productType: string;
  size: string | null;
  quantity: number;
  ProductName: string;
  productName: string;
  image: string[];
  category: string;
  price: number;
  discount: number;
  totalPrice: number;
  available: boolean;
  blocker: string | null;
  unavailableReason: string | null;
}
interface CartAnswer {
  success: boolean;
  message?: string;
  cartItems: ApiLine[];
  totalCartValue: number;
  discount: number;
  shippingCharge: number;
  finalTotal: number;
  itemCount: number;
}

const tag = () => randomUUID().slice(0, 8);

async function freshUser(): Promise<TestUser> {
  return testUser(`cart-api-${tag()}@example.test`);
}

async function newProduct(db: Firestore, overrides: Record<string, unknown> = {}): Promise<string> {
  const id = `cart-api-p-${tag()}`;
  await db.doc(`products/${id}`).set({ ...PRODUCT, ...overrides });
  return id;
}

describe('/api/v1 cart calls', () => {
  let db: Firestore;
  let user: TestUser;
  let productId: string;

  beforeAll(async () => {
    db = adminDb();
    user = await freshUser();
    productId = await newProduct(db);
  });

  describe('authentication and validation', () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/user/cart', { productId: 'x', productType: 'tailor', quantity: 1, action: 'add' }],
      ['GET', '/user/get_all_cart', undefined],
      ['POST', '/user/delete_add_to_cart', { productId: 'x', productType: 'tailor' }],
      ['POST', '/user/updateCartQuantity', { productId: 'x', productType: 'tailor', action: 'increase', quantity: 1 }],
    ];

    it('answers 401 JSON without a token or with a bad one', async () => {
      for (const [method, path, body] of calls) {
        const missing = await callApi(method, path, { body });
        expect(missing.status, `${method} ${path}`).toBe(401);
        expect(missing.body).toMatchObject({ success: false });
        const bad = await callApi(method, path, { body, token: 'not-a-token' });
        expect(bad.status, `${method} ${path}`).toBe(401);
      }
    });

    it('answers 400 for bad bodies', async () => {
      const good = { productId, productType: 'tailor', quantity: 1, action: 'add' };
      const bad: unknown[] = [
        {},
        { ...good, productId: undefined },
        { ...good, productId: 'a/b' },
        { ...good, productType: 'custom' },
        { ...good, quantity: 0 },
        { ...good, quantity: 100 },
        { ...good, quantity: 1.5 },
        { ...good, quantity: '2' },
        { ...good, action: 'remove' },
        { ...good, price: 1 },
        [good],
      ];
      for (const body of bad) {
        const res = await callApi('POST', '/user/cart', { body, token: user.idToken });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toMatchObject({ success: false });
      }
      const malformed = await callApi('POST', '/user/cart', { rawBody: '{"productId": ', token: user.idToken });
      expect(malformed.status).toBe(400);
      for (const body of [{ productId, productType: 'tailor' }, { productId, productType: 'tailor', action: 'double' }]) {
        const res = await callApi('POST', '/user/updateCartQuantity', { body, token: user.idToken });
        expect(res.status).toBe(400);
      }
      const del = await callApi('POST', '/user/delete_add_to_cart', { body: { productId }, token: user.idToken });
      expect(del.status).toBe(400);
    });

    it('answers 403 when the body names another user', async () => {
      const res = await callApi('POST', '/user/cart', {
        body: { userId: 'someone-else', productId, productType: 'tailor', quantity: 1, action: 'add' },
        token: user.idToken,
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false });
    });

    it('answers 404 for an unknown product and for lines not in the cart', async () => {
      const add = await callApi('POST', '/user/cart', {
        body: { productId: 'no-such-product', productType: 'tailor', quantity: 1, action: 'add' },
        token: user.idToken,
      });
      expect(add.status).toBe(404);
      expect(add.body).toMatchObject({ success: false, message: 'Product not found' });
      const other = await newProduct(db);
      const upd = await callApi('POST', '/user/updateCartQuantity', {
        body: { productId: other, productType: 'tailor', action: 'increase', quantity: 1 },
        token: user.idToken,
      });
      expect(upd.status).toBe(404);
      const del = await callApi('POST', '/user/delete_add_to_cart', { body: { productId: other, productType: 'tailor' }, token: user.idToken });
      expect(del.status).toBe(404);
    });
  });

  describe('the cart contract', () => {
    it('adds, lists in rupees, changes quantities, removes; the triggers keep carts/{uid} in paise', async () => {
      const me = await freshUser();
      const add = await callApi<{ success: boolean; message: string; cart: ApiLine[] }>('POST', '/user/cart', {
        body: { userId: me.uid, productId, quantity: 1, productType: 'readymade', size: 'M', action: 'add' },
        token: me.idToken,
      });
      expect(add.status).toBe(200);
      expect(add.body.success).toBe(true);
      expect(add.body.message).toEqual(expect.any(String));
      expect(add.body.cart).toEqual([
        {
          id: `${productId}_readymade_M`,
          productId,
          productType: 'readymade',
          size: 'M',
          quantity: 1,
          ProductName: 'API Test Lehenga',
          productName: 'API Test Lehenga',
          image: ['/garments/api-a.svg'],
          category: 'Lehenga',
          price: 1200,
          discount: 10,
          totalPrice: 1080,
          available: true,
          blocker: null,
          unavailableReason: null,
          shippingCost: 50,
          sizes: ['S', 'M', 'L', 'XL'],
        },
      ]);
      expect((await db.doc(`carts/${me.uid}/items/${productId}_readymade_M`).get()).data()).toMatchObject({ size: 'M', quantity: 1 });

      // quantity defaults to 1 and action to add; a second add of a line adds up
      const tailor = await callApi<{ cart: ApiLine[] }>('POST', '/user/cart', {
        body: { productId, productType: 'tailor' },
        token: me.idToken,
      });
      expect(tailor.status).toBe(200);
      expect(tailor.body.cart.map((l) => [l.productType, l.quantity])).toEqual([
        ['readymade', 1],
        ['tailor', 1],
      ]);
      await callApi('POST', '/user/cart', { body: { productId, productType: 'tailor', quantity: 2, action: 'add' }, token: me.idToken });

      const all = await callApi<CartAnswer>('GET', '/user/get_all_cart', { token: me.idToken });
      expect(all.status).toBe(200);
      // readymade 1 × 1200 (−10 % = 1080) + tailor 3 × 1800.50 (−10 % = 1620.45, priced at whole rupees: 1620)
      expect(all.body).toMatchObject({
        success: true,
        totalCartValue: 6601.5,
        discount: 661.5,
        // ₹5,940 is above the free-shipping threshold.
        shippingCharge: 0,
        finalTotal: 5940,
        itemCount: 4,
      });
      expect(all.body.cartItems.find((l) => l.productType === 'tailor')).toMatchObject({ quantity: 3, price: 1800.5, totalPrice: 4860 });

      const inc = await callApi<CartAnswer & { quantity: number }>('POST', '/user/updateCartQuantity', {
        body: { userId: me.uid, productId, productType: 'readymade', size: 'M', action: 'increase', quantity: 1 },
        token: me.idToken,
      });
      expect(inc.status).toBe(200);
      expect(inc.body).toMatchObject({ success: true, quantity: 2, itemCount: 5 });

      const dec = await callApi<CartAnswer & { quantity: number }>('POST', '/user/updateCartQuantity', {
        body: { productId, productType: 'readymade', size: 'M', action: 'decrease', quantity: 1 },
        token: me.idToken,
      });
      expect(dec.body).toMatchObject({ success: true, quantity: 1 });

      // decrease at 1 removes the line
      const gone = await callApi<CartAnswer & { quantity: number; removed: boolean }>('POST', '/user/updateCartQuantity', {
        body: { productId, productType: 'readymade', size: 'M', action: 'decrease', quantity: 1 },
        token: me.idToken,
      });
      expect(gone.body).toMatchObject({ success: true, quantity: 0, removed: true, itemCount: 3 });
      expect(gone.body.cartItems.map((l) => l.productType)).toEqual(['tailor']);
      expect((await db.doc(`carts/${me.uid}/items/${productId}_readymade_M`).get()).exists).toBe(false);

      // the same documents as the web app: the trigger prices them
      await waitFor(
        async () => {
          const cart = (await db.doc(`carts/${me.uid}`).get()).data();
          return cart?.finalTotal === 486000 && cart.shippingCharge === 0 && cart.itemCount === 3 && cart.totalCartValue === 540150
            ? cart
            : undefined;
        },
        30_000,
        'cart totals after API writes',
      );

      const del = await callApi<CartAnswer>('POST', '/user/delete_add_to_cart', { body: { productId, productType: 'tailor' }, token: me.idToken });
      expect(del.status).toBe(200);
      expect(del.body).toMatchObject({ success: true, cartItems: [], totalCartValue: 0, discount: 0, shippingCharge: 0, finalTotal: 0, itemCount: 0 });
      await waitFor(async () => ((await db.doc(`carts/${me.uid}`).get()).data()?.itemCount === 0 ? true : undefined), 30_000, 'empty cart');
    });

    it('caps a line at 99', async () => {
      const me = await freshUser();
      await callApi('POST', '/user/cart', { body: { productId, productType: 'tailor', quantity: 98 }, token: me.idToken });
      const add = await callApi<{ cart: ApiLine[]; quantity: number }>('POST', '/user/cart', {
        body: { productId, productType: 'tailor', quantity: 5 },
        token: me.idToken,
      });
      expect(add.body.quantity).toBe(99);
      const inc = await callApi<{ quantity: number }>('POST', '/user/updateCartQuantity', {
        body: { productId, productType: 'tailor', action: 'increase', quantity: 1 },
        token: me.idToken,
      });
      expect(inc.status).toBe(200);
      expect(inc.body.quantity).toBe(99);
    });

    it('shows a line of a deleted product as unavailable and leaves it out of the totals', async () => {
      const me = await freshUser();
      const gone = await newProduct(db);
      await callApi('POST', '/user/cart', { body: { productId, productType: 'readymade', size: 'M' }, token: me.idToken });
      await callApi('POST', '/user/cart', { body: { productId: gone, productType: 'readymade', size: 'L' }, token: me.idToken });
      const before = await callApi<CartAnswer>('GET', '/user/get_all_cart', { token: me.idToken });
      expect(before.body).toMatchObject({ totalCartValue: 2400, finalTotal: 2160 + 50, shippingCharge: 50, itemCount: 2 });
      await db.doc(`products/${gone}`).delete();
      const all = await callApi<CartAnswer>('GET', '/user/get_all_cart', { token: me.idToken });
      // Below ₹2,999: one shipping charge of ₹50 on top of the discounted subtotal.
      expect(all.body).toMatchObject({ totalCartValue: 1200, discount: 120, shippingCharge: 50, finalTotal: 1130, itemCount: 1 });
      expect(all.body.cartItems.find((l) => l.productId === gone)).toMatchObject({
        available: false,
        totalPrice: 0,
        blocker: 'deleted',
        unavailableReason: 'No longer available',
        size: 'L',
      });
      // and it can still be removed
      const del = await callApi('POST', '/user/delete_add_to_cart', { body: { productId: gone, productType: 'readymade', size: 'L' }, token: me.idToken });
      expect(del.status).toBe(200);
    });

    it('a ready-made add names a size the design comes in; a tailor-made add names none (400)', async () => {
      const me = await freshUser();
      const cases: [Record<string, unknown>, RegExp][] = [
        // No size for a design made in several: the answer names them.
        [{ productId, productType: 'readymade' }, /^size: Choose a size\. This design comes in S, M, L, XL$/],
        [{ productId, productType: 'readymade', size: 'XXXL' }, /size/i],
        [{ productId, productType: 'readymade', size: 'm' }, /size/i],
        // A lehenga comes in S to XL.
        [{ productId, productType: 'readymade', size: 'XS' }, /S, M, L, XL/],
        [{ productId, productType: 'tailor', size: 'M' }, /no size/i],
      ];
      for (const [body, message] of cases) {
        const res = await callApi<{ success: boolean; message: string }>('POST', '/user/cart', { body, token: me.idToken });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toMatch(message);
      }
      const limited = await newProduct(db, { sizes: ['S', 'L'] });
      const notOffered = await callApi('POST', '/user/cart', { body: { productId: limited, productType: 'readymade', size: 'M' }, token: me.idToken });
      expect(notOffered.status).toBe(400);
      const offered = await callApi('POST', '/user/cart', { body: { productId: limited, productType: 'readymade', size: 'L' }, token: me.idToken });
      expect(offered.status).toBe(200);
      const all = await callApi<CartAnswer>('GET', '/user/get_all_cart', { token: me.idToken });
      expect(all.body.cartItems.map((l) => l.id)).toEqual([`${limited}_readymade_L`]);
    });

    it("the spec's body without a size: a one-size design takes its size, one in several sizes answers 400 naming them", async () => {
      const me = await freshUser();
      const spec = (id: string) => ({ productId: id, quantity: 1, productType: 'readymade', action: 'add' });
      // A dupatta (Others) and a saree are Free Size; a kurta offered in L only has one size too.
      const dupatta = await newProduct(db, { category: 'Others', productName: 'API Test Dupatta' });
      const saree = await newProduct(db, { category: 'Saree', productName: 'API Test Saree' });
      const onlyL = await newProduct(db, { category: 'Suit', sizes: ['L'] });
      for (const [id, size] of [[dupatta, 'FreeSize'], [saree, 'FreeSize'], [onlyL, 'L']] as const) {
        const res = await callApi<{ success: boolean; message: string }>('POST', '/user/cart', { body: spec(id), token: me.idToken });
        expect(res.status, `${id}: ${res.body.message}`).toBe(200);
        expect((await db.doc(`carts/${me.uid}/items/${id}_readymade_${size}`).get()).data()).toMatchObject({ productId: id, quantity: 1 });
      }
      // Sent again, the same line grows.
      await callApi('POST', '/user/cart', { body: spec(dupatta), token: me.idToken });
      expect((await db.doc(`carts/${me.uid}/items/${dupatta}_readymade_FreeSize`).get()).get('quantity')).toBe(2);

      const several = await newProduct(db, { category: 'Suit', sizes: ['S', 'M', 'XL'] });
      const refused = await callApi<{ success: boolean; message: string; sizes: string[] }>('POST', '/user/cart', { body: spec(several), token: me.idToken });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, message: 'size: Choose a size. This design comes in S, M, XL', sizes: ['S', 'M', 'XL'] });
      const unknown = await callApi('POST', '/user/cart', { body: spec(`cart-api-missing-${tag()}`), token: me.idToken });
      expect(unknown.status).toBe(404);
    });

    it('two sizes of one design are two lines', async () => {
      const me = await freshUser();
      await callApi('POST', '/user/cart', { body: { productId, productType: 'readymade', size: 'M' }, token: me.idToken });
      await callApi('POST', '/user/cart', { body: { productId, productType: 'readymade', size: 'L', quantity: 2 }, token: me.idToken });
      await callApi('POST', '/user/cart', { body: { productId, productType: 'readymade', size: 'M' }, token: me.idToken });
      const all = await callApi<CartAnswer>('GET', '/user/get_all_cart', { token: me.idToken });
      expect(all.body.cartItems.map((l) => [l.size, l.quantity]).sort()).toEqual([
        ['L', 2],
        ['M', 2],
      ]);
      expect(all.body).toMatchObject({ itemCount: 4, totalCartValue: 4800, finalTotal: 4320, shippingCharge: 0 });
      const upd = await callApi<{ quantity: number }>('POST', '/user/updateCartQuantity', {
        body: { productId, productType: 'readymade', size: 'L', action: 'increase', quantity: 1 },
        token: me.idToken,
      });
      expect(upd.body.quantity).toBe(3);
    });

    it('refuses to add a design that cannot be bought in that option (409), with the reason', async () => {
      const me = await freshUser();
      const cases: [Record<string, unknown>, 'readymade' | 'tailor', string][] = [
        [{ productStatus: 'Inactive' }, 'tailor', 'No longer available'],
        [{ productStatus: 'Inactive' }, 'readymade', 'No longer available'],
        [{ availabilityStatus: 'Discontinued' }, 'tailor', 'No longer available: this design has been discontinued'],
        [{ availabilityStatus: 'Out of Stock' }, 'readymade', 'Out of stock'],
        [{ quantityInStock: 0 }, 'readymade', 'Out of stock'],
        [{ tailorPrice: null, readyMadePrice: null }, 'tailor', 'No longer available in this option'],
      ];
      for (const [overrides, productType, message] of cases) {
        const id = await newProduct(db, overrides);
        const body = { productId: id, productType, ...(productType === 'readymade' ? { size: 'M' } : {}) };
        const res = await callApi<{ success: boolean; message: string }>('POST', '/user/cart', { body, token: me.idToken });
        expect(res.status, JSON.stringify(overrides)).toBe(409);
        expect(res.body).toEqual({ success: false, message });
      }
      // Out of stock stops the ready-made garment only: the tailor can still stitch it.
      const sold = await newProduct(db, { availabilityStatus: 'Out of Stock' });
      const tailor = await callApi('POST', '/user/cart', { body: { productId: sold, productType: 'tailor' }, token: me.idToken });
      expect(tailor.status).toBe(200);
      const all = await callApi<CartAnswer>('GET', '/user/get_all_cart', { token: me.idToken });
      expect(all.body.cartItems.map((l) => l.productId)).toEqual([sold]);
    });

    it('a ready-made line from before sizes is listed as waiting for a size, and can be changed and removed without one', async () => {
      const me = await freshUser();
      await db.doc(`carts/${me.uid}/items/${productId}_readymade`).set({ productId, productType: 'readymade', quantity: 1 });
      const all = await callApi<CartAnswer>('GET', '/user/get_all_cart', { token: me.idToken });
      expect(all.body.cartItems).toEqual([
        expect.objectContaining({
          id: `${productId}_readymade`,
          size: null,
          available: false,
          blocker: 'no-size',
          unavailableReason: 'Choose a size',
        }),
      ]);
      expect(all.body).toMatchObject({ itemCount: 0, finalTotal: 0 });
      const inc = await callApi<{ quantity: number }>('POST', '/user/updateCartQuantity', {
        body: { productId, productType: 'readymade', action: 'increase', quantity: 1 },
        token: me.idToken,
      });
      expect(inc.body.quantity).toBe(2);
      const del = await callApi('POST', '/user/delete_add_to_cart', { body: { productId, productType: 'readymade' }, token: me.idToken });
      expect(del.status).toBe(200);
    });

    it('another user never sees or changes this cart', async () => {
      const me = await freshUser();
      const other = await freshUser();
      await callApi('POST', '/user/cart', { body: { productId, productType: 'tailor' }, token: me.idToken });
      const theirs = await callApi<CartAnswer>('GET', '/user/get_all_cart', { token: other.idToken });
      expect(theirs.body).toMatchObject({ success: true, cartItems: [], finalTotal: 0 });
      const upd = await callApi('POST', '/user/updateCartQuantity', {
        body: { userId: me.uid, productId, productType: 'tailor', action: 'increase', quantity: 1 },
        token: other.idToken,
      });
      expect(upd.status).toBe(403);
    });
  });

  it('50 concurrent increases end with the exact quantity and consistent totals', async () => {
    const me = await freshUser();
    const id = await newProduct(db, { readyMadePrice: 99900, discount: 15 });
    const first = await callApi('POST', '/user/cart', { body: { productId: id, productType: 'readymade', size: 'S' }, token: me.idToken });
    expect(first.status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        callApi('POST', '/user/updateCartQuantity', {
          body: { productId: id, productType: 'readymade', size: 'S', action: 'increase', quantity: 1 },
          token: me.idToken,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const seen = answers.map((a) => (a.body as { quantity: number }).quantity).sort((a, b) => a - b);
    // every call saw its own increment: 2, 3, …, 51
    expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));

    const line = (await db.doc(`carts/${me.uid}/items/${id}_readymade_S`).get()).data();
    expect(line?.quantity).toBe(51);
    const unit = discountedPaise(99900, 15);
    const cart = await waitFor(
      async () => {
        const data = (await db.doc(`carts/${me.uid}`).get()).data();
        const priced = (await db.doc(`carts/${me.uid}/items/${id}_readymade_S`).get()).data();
        return data?.itemCount === 51 && priced?.pricedQuantity === 51 ? data : undefined;
      },
      90_000,
      'totals after 50 increments',
    );
    expect(cart).toMatchObject({ totalCartValue: 99900 * 51, finalTotal: unit * 51, discount: 99900 * 51 - unit * 51, itemCount: 51 });
    const all = await callApi<CartAnswer>('GET', '/user/get_all_cart', { token: me.idToken });
    expect(all.body).toMatchObject({ itemCount: 51, finalTotal: (unit * 51) / 100, totalCartValue: (99900 * 51) / 100 });
  }, 120_000);
});
