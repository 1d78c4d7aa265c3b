import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { PRODUCT_FORM_DEFAULTS } from '@tailor/domain';
import { newProductPayload, productStatusPayload } from '../web/src/features/admin/writes';
import { copyOfProduct } from '../web/src/features/admin/catalogueTools';
import { contexts, rulesEnv, type Db } from './support/rules';

/** A design as stored after trusted code ran (rating and priceFrom included). */
function stored(id: string): Record<string, unknown> {
  const { suitDetails: _s, lehengaDetails: _l, sareeDetails: _r, ...defaults } = PRODUCT_FORM_DEFAULTS;
  const t = Timestamp.fromMillis(Date.UTC(2026, 0, 5));
  return {
    ...defaults,
    productName: `Peacock Zari Blouse ${id}`,
    description: 'Raw silk blouse with a zari peacock on the back.',
    category: 'Blouse',
    tailorPrice: 180000,
    readyMadePrice: 150000,
    images: [{ url: 'https://cdn.example.com/b.jpg', path: `products/${id}/b.jpg` }],
    productId: id,
    createdAt: t,
    lastUpdated: t,
    rating: 4.5,
    ratingCount: 2,
    priceFrom: 150000,
  };
}

const IDS = ['p-1', 'p-2', 'p-3'];

const env = await rulesEnv('rules-catalogue-tools', {
  seed: async (db) => {
    for (const id of IDS) await setDoc(doc(db, `products/${id}`), stored(id));
  },
});
const { customer, admin } = contexts(env, { customer: 'cust-1' });

describe('firestore.rules: catalogue tools (bulk changes, copies)', () => {
  async function statuses(): Promise<unknown[]> {
    let out: unknown[] = [];
    await env.withSecurityRulesDisabled(async (ctx) => {
      out = await Promise.all(IDS.map(async (id) => (await getDoc(doc(ctx.firestore(), `products/${id}`))).get('productStatus')));
    });
    return out;
  }

  function statusBatch(db: Db, status: 'Active' | 'Inactive', payload = productStatusPayload(status)) {
    const batch = writeBatch(db);
    for (const id of IDS) batch.update(doc(db, `products/${id}`), payload);
    return batch.commit();
  }

  it('the admin deactivates and reactivates several designs in one batch', async () => {
    await assertSucceeds(statusBatch(admin, 'Inactive'));
    expect(await statuses()).toEqual(['Inactive', 'Inactive', 'Inactive']);
    await assertSucceeds(statusBatch(admin, 'Active'));
    expect(await statuses()).toEqual(['Active', 'Active', 'Active']);
  });

  it('a customer batch fails and changes nothing', async () => {
    await assertFails(statusBatch(customer, 'Inactive'));
    expect(await statuses()).toEqual(['Active', 'Active', 'Active']);
  });

  it('a batch without the server time or with another status fails as a whole', async () => {
    await assertFails(statusBatch(admin, 'Inactive', { productStatus: 'Inactive' }));
    await assertFails(statusBatch(admin, 'Inactive', { ...productStatusPayload('Inactive'), productStatus: 'Hidden' }));
    expect(await statuses()).toEqual(['Active', 'Active', 'Active']);
  });

  it('the admin deletes several designs in one batch; a customer cannot', async () => {
    const remove = (db: Db) => {
      const batch = writeBatch(db);
      for (const id of IDS.slice(0, 2)) batch.delete(doc(db, `products/${id}`));
      return batch.commit();
    };
    await assertFails(remove(customer));
    await assertSucceeds(remove(admin));
    expect(await statuses()).toEqual([undefined, undefined, 'Active']);
  });

  it('a copy is a valid new Inactive draft without rating and with images as links only', async () => {
    const copy = copyOfProduct(stored('p-1'));
    expect(copy).not.toBeNull();
    expect(copy!.productName).toBe('Copy of Peacock Zari Blouse p-1');
    expect(copy!.productStatus).toBe('Inactive');
    expect(copy!.images).toEqual([{ url: 'https://cdn.example.com/b.jpg' }]);
    const payload = newProductPayload('copy-1', copy!);
    expect(payload).not.toHaveProperty('rating');
    await assertSucceeds(setDoc(doc(admin, 'products/copy-1'), payload));
    await assertFails(setDoc(doc(customer, 'products/copy-2'), newProductPayload('copy-2', copy!)));
  });
});
