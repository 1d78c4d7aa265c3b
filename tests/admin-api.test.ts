import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTerms } from '@tailor/domain';
import { adminDb, testUser, type TestUser } from './support/admin';
import { callApi } from './support/api';
import { ADMIN_CLAIMS } from './support/rules';

const RUN = `api${Date.now().toString(36)}`;

type Answer = { success: boolean; message: string; product?: Record<string, unknown>; products?: Record<string, unknown>[]; nextCursor?: string | null };

/** The whole form as a client sends it: prices in rupees. */
function form(overrides: Record<string, unknown> = {}) {
  return {
    productName: `API Silk Blouse ${RUN}`,
    description: 'Hand-finished raw silk blouse with a keyhole back.',
    category: 'Blouse',
    productType: 'Ready-made',
    color: 'Maroon',
    tailorPrice: 1499.5,
    readyMadePrice: 1899,
    discount: 10,
    quantityInStock: 5,
    shippingCost: 99,
    fabricType: 'Silk',
    embellishments: ['Zari Work', 'Beads'],
    images: [{ url: '/garments/blouse-maroon-plain-front.svg' }],
    blouseDetails: { sleeveType: 'Short Sleeve', blouseBackDesign: 'Keyhole Back', necklineStyle: 'Round', fitType: 'Slim Fit' },
    ...overrides,
  };
}

describe('/api/v1/admin catalogue calls', () => {
  let admin: TestUser;
  let customer: TestUser;
  const created: string[] = [];

  beforeAll(async () => {
    admin = await testUser(`${RUN}-admin@silaistudio.test`, ADMIN_CLAIMS);
    customer = await testUser(`${RUN}-customer@silaistudio.test`);
  });

  afterAll(async () => {
    await Promise.all(created.map((id) => adminDb().doc(`products/${id}`).delete()));
  });

  const calls: [string, string][] = [
    ['POST', '/admin/add_product'],
    ['POST', '/admin/update_product'],
    ['GET', '/admin/get_product'],
    ['DELETE', '/admin/delete_product'],
  ];

  it.each(calls)('%s %s answers 401 without a token and 403 for a customer', async (method, path) => {
    const anonymous = await callApi<Answer>(method, path, { body: method === 'GET' ? undefined : form({ productId: 'x' }) });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false });
    const bad = await callApi<Answer>(method, path, { token: 'not-a-token', body: method === 'GET' ? undefined : { productId: 'x' } });
    expect(bad.status).toBe(401);
    const refused = await callApi<Answer>(method, path, { token: customer.idToken, body: method === 'GET' ? undefined : form({ productId: 'x' }) });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: 'Admin access required', code: 'admin-required' });
  });

  it('adds a product: rupees in the answer, paise and trusted fields in Firestore', async () => {
    const res = await callApi<Answer>('POST', '/admin/add_product', { token: admin.idToken, body: form() });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const product = res.body.product!;
    created.push(product.productId as string);
    expect(product).toMatchObject({ productName: `API Silk Blouse ${RUN}`, tailorPrice: 1499.5, readyMadePrice: 1899, shippingCost: 99, priceFrom: 1350, rating: 0, ratingCount: 0 });
    expect(product._id).toBe(product.productId);
    expect(typeof product.createdAt).toBe('string');

    const stored = (await adminDb().doc(`products/${product.productId}`).get()).data()!;
    expect(stored).toMatchObject({ tailorPrice: 149950, readyMadePrice: 189900, shippingCost: 9900, priceFrom: 135000, rating: 0, ratingCount: 0, productId: product.productId });
    expect(stored.createdAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    // Schema defaults fill what the form left out.
    expect(stored).toMatchObject({ stitchingType: 'Machine Stitching', pattern: 'Plain', availabilityStatus: 'Available', productStatus: 'Active' });
  });

  it('keeps the search terms itself: written with the product, never answered, never taken from the body', async () => {
    const res = await callApi<Answer>('POST', '/admin/add_product', { token: admin.idToken, body: { ...form(), searchTerms: ['cheap'] } });
    expect(res.status).toBe(201);
    const id = res.body.product!.productId as string;
    created.push(id);
    expect(res.body.product).not.toHaveProperty('searchTerms');
    const stored = (await adminDb().doc(`products/${id}`).get()).data()!;
    expect(stored.searchTerms).toEqual(searchTerms(stored));
    expect(stored.searchTerms).toEqual(expect.arrayContaining(['silk', 'blouse', 'blouses', 'blo']));
    expect(stored.searchTerms).not.toContain('cheap');

    await callApi<Answer>('POST', '/admin/update_product', { token: admin.idToken, body: { productId: id, productName: `Zardozi Velvet Blouse ${RUN}`, searchTerms: ['x'] } });
    const renamed = (await adminDb().doc(`products/${id}`).get()).data()!;
    expect(renamed.searchTerms).toContain('zardozi');
    expect(renamed.searchTerms).not.toContain('x');
    const got = await callApi<Answer>('GET', '/common/get_single_product', { query: { productId: id } });
    expect(got.status).toBe(200);
    expect(got.body.product).not.toHaveProperty('searchTerms');
  });

  it.each([
    ['a missing name', { productName: '' }, 'productName'],
    ['a discount above 100', { discount: 120 }, 'discount'],
    ['a negative price', { tailorPrice: -5 }, 'tailorPrice'],
    ['more than 2 decimals', { readyMadePrice: 10.555 }, 'readyMadePrice'],
    ['an unknown category', { category: 'Sherwani' }, 'category'],
    ['an unknown field', { colour: 'Red' }, 'colour'],
    ['a colour the shop does not offer', { color: 'Purple' }, 'color'],
    ['no shipping cost', { shippingCost: undefined }, 'shippingCost'],
  ])('refuses %s with 400', async (_label, overrides, field) => {
    const res = await callApi<Answer>('POST', '/admin/add_product', { token: admin.idToken, body: form(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(field);
  });

  it('stores the sizes a design is offered in, and refuses sizes outside its category’s chart', async () => {
    const res = await callApi<Answer>('POST', '/admin/add_product', { token: admin.idToken, body: form({ sizes: ['S', 'M', 'L'] }) });
    expect(res.status).toBe(201);
    const id = res.body.product!.productId as string;
    created.push(id);
    expect(res.body.product!.sizes).toEqual(['S', 'M', 'L']);
    expect((await adminDb().doc(`products/${id}`).get()).data()!.sizes).toEqual(['S', 'M', 'L']);
    const lehenga = await callApi<Answer>('POST', '/admin/update_product', { token: admin.idToken, body: { productId: id, category: 'Lehenga', sizes: ['XS', 'M'] } });
    expect(lehenga.status).toBe(400);
    expect(lehenga.body.message).toContain('sizes');
    const unknown = await callApi<Answer>('POST', '/admin/add_product', { token: admin.idToken, body: form({ sizes: ['Huge'] }) });
    expect(unknown.status).toBe(400);
    const plain = await callApi<Answer>('POST', '/admin/add_product', { token: admin.idToken, body: form() });
    created.push(plain.body.product!.productId as string);
    expect(plain.body.product!.sizes).toEqual([]);
  });

  it("stores the owner's optional Hindi name and description, and refuses them too long", async () => {
    const res = await callApi<Answer>('POST', '/admin/add_product', {
      token: admin.idToken,
      body: form({ productNameHi: 'रेशमी ब्लाउज़', descriptionHi: 'हाथ की कढ़ाई वाला ब्लाउज़।' }),
    });
    expect(res.status).toBe(201);
    const id = res.body.product!.productId as string;
    created.push(id);
    expect(res.body.product).toMatchObject({ productNameHi: 'रेशमी ब्लाउज़', descriptionHi: 'हाथ की कढ़ाई वाला ब्लाउज़।' });
    const stored = (await adminDb().doc(`products/${id}`).get()).data()!;
    expect(stored).toMatchObject({ productNameHi: 'रेशमी ब्लाउज़', descriptionHi: 'हाथ की कढ़ाई वाला ब्लाउज़।' });
    const tooLong = await callApi<Answer>('POST', '/admin/update_product', { token: admin.idToken, body: { productId: id, productNameHi: 'क'.repeat(121) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('productNameHi');
    const notText = await callApi<Answer>('POST', '/admin/update_product', { token: admin.idToken, body: { productId: id, descriptionHi: 42 } });
    expect(notText.status).toBe(400);
    expect((await adminDb().doc(`products/${id}`).get()).get('productNameHi')).toBe('रेशमी ब्लाउज़');
  });

  it('an inactive product stays with the admin: listed and editable here, absent from the public calls', async () => {
    const add = await callApi<Answer>('POST', '/admin/add_product', { token: admin.idToken, body: form({ productStatus: 'Inactive' }) });
    expect(add.status).toBe(201);
    const id = add.body.product!.productId as string;
    created.push(id);
    let cursor: string | null | undefined;
    let found: Record<string, unknown> | undefined;
    for (let page = 0; page < 100 && !found; page++) {
      const list = await callApi<Answer>('GET', '/admin/get_product', { token: admin.idToken, query: cursor ? { limit: '100', cursor } : { limit: '100' } });
      found = list.body.products!.find((p) => p._id === id);
      cursor = list.body.nextCursor;
      if (!cursor) break;
    }
    expect(found).toMatchObject({ productStatus: 'Inactive' });
    const edit = await callApi<Answer>('POST', '/admin/update_product', { token: admin.idToken, body: { productId: id, discount: 5 } });
    expect(edit.status).toBe(200);
    expect(edit.body.product).toMatchObject({ productStatus: 'Inactive', discount: 5 });
    expect((await callApi('GET', '/common/get_single_product', { query: { productId: id } })).status).toBe(404);
  });

  it('refuses a body that is not an object', async () => {
    const res = await callApi<Answer>('POST', '/admin/add_product', { token: admin.idToken, rawBody: '[1,2]' });
    expect(res.status).toBe(400);
  });

  it('updates a product: the fields sent change, the others and createdAt stay', async () => {
    const add = await callApi<Answer>('POST', '/admin/add_product', { token: admin.idToken, body: form() });
    const id = add.body.product!.productId as string;
    created.push(id);
    const before = (await adminDb().doc(`products/${id}`).get()).data()!;
    // A whole fetched product sent back (with its trusted fields) is accepted too.
    const res = await callApi<Answer>('POST', '/admin/update_product', {
      token: admin.idToken,
      body: { ...add.body.product, id, readyMadePrice: 999.5, rating: 5, priceFrom: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, product: { readyMadePrice: 999.5, tailorPrice: 1499.5 } });
    const after = (await adminDb().doc(`products/${id}`).get()).data()!;
    expect(after).toMatchObject({ readyMadePrice: 99950, tailorPrice: 149950, rating: 0, priceFrom: 90000, productName: before.productName });
    expect(after.createdAt.isEqual(before.createdAt)).toBe(true);
    expect(after.lastUpdated.toMillis()).toBeGreaterThanOrEqual(before.lastUpdated.toMillis());

    const partial = await callApi<Answer>('POST', '/admin/update_product', { token: admin.idToken, body: { productId: id, quantityInStock: '7' } });
    expect(partial.status).toBe(200);
    expect((await adminDb().doc(`products/${id}`).get()).data()).toMatchObject({ quantityInStock: 7, readyMadePrice: 99950 });
  });

  it('answers 400 without an id, 404 for an unknown product and 400 for invalid values', async () => {
    expect((await callApi('POST', '/admin/update_product', { token: admin.idToken, body: { readyMadePrice: 10 } })).status).toBe(400);
    expect((await callApi('POST', '/admin/update_product', { token: admin.idToken, body: { productId: `${RUN}-none`, readyMadePrice: 10 } })).status).toBe(404);
    expect((await callApi('POST', '/admin/update_product', { token: admin.idToken, body: { productId: 'a/b' } })).status).toBe(400);
    const add = await callApi<Answer>('POST', '/admin/add_product', { token: admin.idToken, body: form() });
    created.push(add.body.product!.productId as string);
    const bad = await callApi<Answer>('POST', '/admin/update_product', { token: admin.idToken, body: { productId: add.body.product!.productId, discount: -1 } });
    expect(bad.status).toBe(400);
  });

  it('lists products a page at a time with a cursor', async () => {
    for (let i = 0; i < 3; i++) {
      const add = await callApi<Answer>('POST', '/admin/add_product', { token: admin.idToken, body: form({ productName: `API Page ${RUN} ${i}` }) });
      created.push(add.body.product!.productId as string);
    }
    const first = await callApi<Answer>('GET', '/admin/get_product', { token: admin.idToken, query: { limit: '2' } });
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.products).toHaveLength(2);
    expect(first.body.nextCursor).toBeTruthy();
    const second = await callApi<Answer>('GET', '/admin/get_product', { token: admin.idToken, query: { limit: '2', cursor: first.body.nextCursor! } });
    expect(second.body.products!.length).toBeGreaterThan(0);
    const ids = new Set(first.body.products!.map((p) => p._id));
    for (const p of second.body.products!) expect(ids.has(p._id)).toBe(false);
    // Prices in rupees in the answer.
    const mine = [...first.body.products!, ...second.body.products!].find((p) => String(p.productName).startsWith('API '));
    if (mine && typeof mine.tailorPrice === 'number') expect(mine.tailorPrice).toBeLessThan(100_000);

    expect((await callApi('GET', '/admin/get_product', { token: admin.idToken, query: { limit: '0' } })).status).toBe(400);
    expect((await callApi('GET', '/admin/get_product', { token: admin.idToken, query: { cursor: 'a/b' } })).status).toBe(400);
  });

  it('deletes a product by productId, then answers 404', async () => {
    const add = await callApi<Answer>('POST', '/admin/add_product', { token: admin.idToken, body: form() });
    const id = add.body.product!.productId as string;
    const res = await callApi<Answer>('DELETE', '/admin/delete_product', { token: admin.idToken, body: { productId: id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Product deleted successfully.' });
    expect((await adminDb().doc(`products/${id}`).get()).exists).toBe(false);
    expect((await callApi('DELETE', '/admin/delete_product', { token: admin.idToken, body: { productId: id } })).status).toBe(404);
    expect((await callApi('DELETE', '/admin/delete_product', { token: admin.idToken, body: {} })).status).toBe(400);
    // The id may also come as a query parameter.
    const again = await callApi<Answer>('POST', '/admin/add_product', { token: admin.idToken, body: form() });
    const viaQuery = await callApi('DELETE', '/admin/delete_product', { token: admin.idToken, query: { productId: again.body.product!.productId as string } });
    expect(viaQuery.status).toBe(200);
  });
});

describe('/api/v1/stats/visit', () => {
  const session = () => `${RUN}${Math.random().toString(36).slice(2)}xxxxxxxxxxxxxxxx`.slice(0, 40);
  const count = async () => ((await adminDb().doc('stats/visitors').get()).data()?.count as number | undefined) ?? 0;

  it('counts a session once, whatever the retries', async () => {
    const id = session();
    const before = await count();
    const first = await callApi<{ success: boolean; counted: boolean }>('POST', '/stats/visit', { body: { sessionId: id } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, counted: true });
    expect(await count()).toBe(before + 1);
    const again = await callApi<{ success: boolean; counted: boolean }>('POST', '/stats/visit', { body: { sessionId: id } });
    expect(again.body).toMatchObject({ success: true, counted: false });
    expect(await count()).toBe(before + 1);
  });

  it('refuses malformed session ids', async () => {
    for (const body of [{}, { sessionId: 'short' }, { sessionId: 'has spaces in it, not allowed!!' }, { sessionId: 42 }]) {
      const res = await callApi('POST', '/stats/visit', { body });
      expect(res.status).toBe(400);
    }
  });

  it('limits new sessions per client per minute', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(new URL('http://127.0.0.1:5001/demo-tailor/asia-south1/api/api/v1/stats/visit'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ sessionId: session() }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
