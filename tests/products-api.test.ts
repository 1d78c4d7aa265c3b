import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { PRODUCT_FORM_DEFAULTS, paiseToRupees } from '@tailor/domain';
import { adminDb } from './support/admin';
import { callApi } from './support/api';

const PREFIX = 'api-prod-';
const COUNT = 7;

interface ApiProduct {
  _id: string;
  productId: string;
  productName: string;
  tailorPrice: number | null;
  readyMadePrice: number | null;
  shippingCost: number;
  createdAt: string | null;
}
interface ListAnswer {
  success: boolean;
  products: ApiProduct[];
  nextCursor: string | null;
  message?: string;
}

/** Far-future dates put these products first in the newest-first order. */
const createdAt = (i: number) => Timestamp.fromMillis(Date.UTC(2099, 0, 1) + (COUNT - i) * 60_000);
/** Newer than all of them, but Inactive: the public catalogue never shows it. */
const INACTIVE = `${PREFIX}inactive`;

describe('/api/v1 products (public catalogue)', () => {
  beforeAll(async () => {
    const db = adminDb();
    const batch = db.batch();
    for (let i = 0; i < COUNT; i++) {
      batch.set(db.doc(`products/${PREFIX}${i}`), {
        ...PRODUCT_FORM_DEFAULTS,
        productName: `API Product ${i}`,
        description: 'For the API tests',
        category: 'Blouse',
        tailorPrice: 123456 + i,
        readyMadePrice: i % 2 ? null : 99900,
        shippingCost: 5050,
        discount: 10,
        createdAt: createdAt(i),
        lastUpdated: createdAt(i),
        rating: 0,
        ratingCount: 0,
        priceFrom: 89910,
      });
    }
    batch.set(db.doc(`products/${INACTIVE}`), {
      ...PRODUCT_FORM_DEFAULTS,
      productName: 'API Product withdrawn',
      description: 'For the API tests',
      category: 'Blouse',
      tailorPrice: 100000,
      shippingCost: 0,
      productStatus: 'Inactive',
      createdAt: createdAt(-1),
      lastUpdated: createdAt(-1),
      rating: 0,
      ratingCount: 0,
      priceFrom: 100000,
    });
    await batch.commit();
  });
  afterAll(async () => {
    const db = adminDb();
    await Promise.all([...Array.from({ length: COUNT }, (_, i) => `${PREFIX}${i}`), INACTIVE].map((id) => db.doc(`products/${id}`).delete()));
  });

  it('GET /common/gel_all_product answers the newest products in rupees, _id = id', async () => {
    const res = await callApi<ListAnswer>('GET', '/common/gel_all_product', { query: { limit: '3' } });
    expect(res.status).toBe(200);
    expect(res.contentType).toContain('application/json');
    expect(res.body.success).toBe(true);
    expect(res.body.products.map((p) => p._id)).toEqual([`${PREFIX}0`, `${PREFIX}1`, `${PREFIX}2`]);
    const first = res.body.products[0];
    expect(first.productId).toBe(first._id);
    expect(first.tailorPrice).toBe(paiseToRupees(123456));
    expect(first.tailorPrice).toBe(1234.56);
    expect(first.readyMadePrice).toBe(999);
    expect(res.body.products[1].readyMadePrice).toBeNull();
    expect(first.shippingCost).toBe(50.5);
    expect(first.createdAt).toBe(createdAt(0).toDate().toISOString());
    expect(res.body.nextCursor).toBe(`${PREFIX}2`);
  });

  it('pages with ?cursor until nextCursor is null, never repeating a product', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { limit: '100' };
      if (cursor) query.cursor = cursor;
      const res = await callApi<ListAnswer>('GET', '/common/get_all_product', { query });
      expect(res.status).toBe(200);
      expect(res.body.products.length).toBeLessThanOrEqual(100);
      seen.push(...res.body.products.map((p) => p._id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 50);
    expect(cursor).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    for (let i = 0; i < COUNT; i++) expect(seen).toContain(`${PREFIX}${i}`);
    expect(seen).not.toContain(INACTIVE);

    const small = await callApi<ListAnswer>('GET', '/common/get_all_product', { query: { limit: '2', cursor: `${PREFIX}1` } });
    expect(small.body.products.map((p) => p._id)).toEqual([`${PREFIX}2`, `${PREFIX}3`]);
  });

  it('the default page is 50', async () => {
    const res = await callApi<ListAnswer>('GET', '/common/gel_all_product');
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeLessThanOrEqual(50);
  });

  it('bad paging input is a 400 JSON answer', async () => {
    const bad: Record<string, string>[] = [{ limit: '0' }, { limit: '101' }, { limit: 'ten' }, { limit: '2.5' }, { cursor: 'no/such' }, { cursor: 'missing-product' }];
    for (const query of bad) {
      const res = await callApi<ListAnswer>('GET', '/common/gel_all_product', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('GET /common/get_single_product answers one product in rupees', async () => {
    const res = await callApi<{ success: boolean; product: ApiProduct }>('GET', '/common/get_single_product', {
      query: { productId: `${PREFIX}3` },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.product).toMatchObject({ _id: `${PREFIX}3`, productName: 'API Product 3', tailorPrice: 1234.59, readyMadePrice: null });
  });

  it('an unknown product is a 404 JSON answer; a missing or malformed id is a 400', async () => {
    const missing = await callApi('GET', '/common/get_single_product', { query: { productId: 'no-such-product' } });
    expect(missing.status).toBe(404);
    expect(missing.contentType).toContain('application/json');
    expect(missing.body).toEqual({ success: false, message: 'Product not found' });

    const none = await callApi('GET', '/common/get_single_product');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ success: false, message: 'productId is required' });

    const bad = await callApi('GET', '/common/get_single_product', { query: { productId: '../etc' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false });
  });

  it('an inactive product is left out: not listed (even though newest), 404 alone, refused as a cursor', async () => {
    const list = await callApi<ListAnswer>('GET', '/common/gel_all_product', { query: { limit: '3' } });
    expect(list.body.products.map((p) => p._id)).not.toContain(INACTIVE);
    const single = await callApi('GET', '/common/get_single_product', { query: { productId: INACTIVE } });
    expect(single.status).toBe(404);
    expect(single.body).toEqual({ success: false, message: 'Product not found' });
    const cursor = await callApi('GET', '/common/get_all_product', { query: { cursor: INACTIVE } });
    expect(cursor.status).toBe(400);
  });

  it('no token is needed (public calls)', async () => {
    const res = await callApi('GET', '/common/get_single_product', { query: { productId: `${PREFIX}0`, extra: 'ignored' } });
    expect(res.status).toBe(200);
  });
});
