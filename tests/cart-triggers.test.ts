import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { waitFor } from './support/emulators';

/** readymade ₹1,200, tailor ₹1,800, 10 % off. */
const PRODUCT = {
  productName: 'Trigger Test Blouse',
  category: 'Blouse',
  images: [{ url: '/garments/test-a.svg' }, { url: '/garments/test-b.svg' }],
  readyMadePrice: 120000,
  tailorPrice: 180000,
  discount: 10,
  availabilityStatus: 'Available',
  productStatus: 'Active',
};

function ids() {
  const tag = randomUUID().slice(0, 8);
  return { uid: `cart-trig-${tag}`, productId: `cart-trig-p-${tag}` };
}

async function cartDoc(db: Firestore, uid: string): Promise<DocumentData | undefined> {
  return (await db.doc(`carts/${uid}`).get()).data();
}

/** Waits until carts/{uid} holds exactly these totals and every line is priced for its quantity. */
async function settled(db: Firestore, uid: string, totals: Record<string, number>): Promise<DocumentData> {
  return waitFor(
    async () => {
      const cart = await cartDoc(db, uid);
      if (!cart) return undefined;
      const matches = Object.entries(totals).every(([k, v]) => cart[k] === v);
      if (!matches) return undefined;
      const items = await db.collection(`carts/${uid}/items`).get();
      return items.docs.every((d) => d.data().pricedQuantity === d.data().quantity) ? cart : undefined;
    },
    30_000,
    `cart ${uid} totals ${JSON.stringify(totals)}`,
  );
}

function item(productId: string, productType: 'readymade' | 'tailor', quantity: number) {
  return { productId, productType, quantity, addedAt: FieldValue.serverTimestamp() };
}

describe('cart triggers: line prices and cart totals from the source documents', () => {
  let db: Firestore;
  beforeAll(() => {
    db = adminDb();
  });

  it('prices a new line and totals the cart', async () => {
    const { uid, productId } = ids();
    await db.doc(`products/${productId}`).set(PRODUCT);
    await db.doc(`carts/${uid}/items/${productId}_readymade`).set(item(productId, 'readymade', 2));

    const cart = await settled(db, uid, { totalCartValue: 240000, discount: 24000, finalTotal: 216000, itemCount: 2 });
    expect(cart.lineCount).toBe(1);
    const line = (await db.doc(`carts/${uid}/items/${productId}_readymade`).get()).data();
    expect(line).toMatchObject({
      productId,
      productType: 'readymade',
      quantity: 2,
      ProductName: 'Trigger Test Blouse',
      productName: 'Trigger Test Blouse',
      image: ['/garments/test-a.svg', '/garments/test-b.svg'],
      category: 'Blouse',
      price: 120000,
      discount: 10,
      totalPrice: 216000,
      available: true,
      pricedQuantity: 2,
    });
  });

  it('follows quantity changes, a second option and deletes', async () => {
    const { uid, productId } = ids();
    await db.doc(`products/${productId}`).set(PRODUCT);
    const ready = db.doc(`carts/${uid}/items/${productId}_readymade`);
    const tailor = db.doc(`carts/${uid}/items/${productId}_tailor`);
    await ready.set(item(productId, 'readymade', 1));
    await settled(db, uid, { finalTotal: 108000, itemCount: 1 });

    await tailor.set(item(productId, 'tailor', 1));
    await settled(db, uid, { totalCartValue: 300000, discount: 30000, finalTotal: 270000, itemCount: 2 });

    await ready.update({ quantity: 3 });
    await settled(db, uid, { totalCartValue: 540000, discount: 54000, finalTotal: 486000, itemCount: 4 });
    expect((await ready.get()).data()).toMatchObject({ quantity: 3, totalPrice: 324000, pricedQuantity: 3 });

    await ready.delete();
    const cart = await settled(db, uid, { totalCartValue: 180000, discount: 18000, finalTotal: 162000, itemCount: 1 });
    expect(cart.lineCount).toBe(1);

    await tailor.delete();
    await settled(db, uid, { totalCartValue: 0, discount: 0, finalTotal: 0, itemCount: 0, lineCount: 0 });
  });

  it('reprices every cart holding a product when its price or discount changes', async () => {
    const { uid, productId } = ids();
    const uid2 = `${uid}-b`;
    await db.doc(`products/${productId}`).set(PRODUCT);
    await db.doc(`carts/${uid}/items/${productId}_tailor`).set(item(productId, 'tailor', 2));
    await db.doc(`carts/${uid2}/items/${productId}_readymade`).set(item(productId, 'readymade', 1));
    await settled(db, uid, { finalTotal: 324000 });
    await settled(db, uid2, { finalTotal: 108000 });

    await db.doc(`products/${productId}`).update({ tailorPrice: 200000, readyMadePrice: 150000, discount: 20 });
    await settled(db, uid, { totalCartValue: 400000, discount: 80000, finalTotal: 320000, itemCount: 2 });
    await settled(db, uid2, { totalCartValue: 150000, discount: 30000, finalTotal: 120000, itemCount: 1 });
    const line = (await db.doc(`carts/${uid}/items/${productId}_tailor`).get()).data();
    expect(line).toMatchObject({ price: 200000, discount: 20, totalPrice: 320000 });
  });

  it('flags lines of a discontinued or deleted product and leaves them out of the totals', async () => {
    const { uid, productId } = ids();
    const other = `${productId}-x`;
    await db.doc(`products/${productId}`).set(PRODUCT);
    await db.doc(`products/${other}`).set({ ...PRODUCT, productName: 'Other' });
    await db.doc(`carts/${uid}/items/${productId}_tailor`).set(item(productId, 'tailor', 1));
    await db.doc(`carts/${uid}/items/${other}_readymade`).set(item(other, 'readymade', 1));
    await settled(db, uid, { finalTotal: 270000, itemCount: 2 });

    await db.doc(`products/${productId}`).update({ availabilityStatus: 'Discontinued' });
    await settled(db, uid, { finalTotal: 108000, itemCount: 1, lineCount: 2 });
    expect((await db.doc(`carts/${uid}/items/${productId}_tailor`).get()).data()?.available).toBe(false);

    await db.doc(`products/${other}`).delete();
    await settled(db, uid, { totalCartValue: 0, finalTotal: 0, itemCount: 0, lineCount: 2 });
    expect((await db.doc(`carts/${uid}/items/${other}_readymade`).get()).data()?.available).toBe(false);

    await db.doc(`products/${productId}`).update({ availabilityStatus: 'Available' });
    await settled(db, uid, { finalTotal: 162000, itemCount: 1 });
  });

  it('the same event delivered again changes nothing and writes nothing', async () => {
    const { uid, productId } = ids();
    await db.doc(`products/${productId}`).set(PRODUCT);
    const ref = db.doc(`carts/${uid}/items/${productId}_tailor`);
    await ref.set({ productId, productType: 'tailor', quantity: 2 });
    await settled(db, uid, { totalCartValue: 360000, discount: 36000, finalTotal: 324000, itemCount: 2 });
    const cartBefore = await db.doc(`carts/${uid}`).get();
    const lineBefore = await ref.get();

    // The same client write delivered again, several times at once: every run
    // recomputes the same values from the source and writes nothing.
    await Promise.all(Array.from({ length: 3 }, () => ref.set({ quantity: 2 }, { merge: true })));
    await ref.set({ quantity: 2 }, { merge: true });
    // Give the triggered runs time to happen; none may rewrite anything (no self-trigger loop).
    await new Promise((r) => setTimeout(r, 4000));
    const cartAfter = await db.doc(`carts/${uid}`).get();
    const lineAfter = await ref.get();
    expect(cartAfter.updateTime?.isEqual(cartBefore.updateTime!)).toBe(true);
    expect(lineAfter.data()?.pricedAt).toEqual(lineBefore.data()?.pricedAt);
    expect(cartAfter.data()).toMatchObject({ totalCartValue: 360000, discount: 36000, finalTotal: 324000, itemCount: 2 });
  });

  it('a stale line (priced for an old quantity, out-of-order delivery) is corrected from the source', async () => {
    const { uid, productId } = ids();
    await db.doc(`products/${productId}`).set(PRODUCT);
    const ref = db.doc(`carts/${uid}/items/${productId}_readymade`);
    await ref.set(item(productId, 'readymade', 1));
    await settled(db, uid, { finalTotal: 108000 });
    // Someone (an old event's late write) leaves wrong derived values and totals behind.
    await ref.update({ price: 1, totalPrice: 1, pricedQuantity: 7 });
    await settled(db, uid, { totalCartValue: 120000, discount: 12000, finalTotal: 108000, itemCount: 1 });
    expect((await ref.get()).data()).toMatchObject({ price: 120000, totalPrice: 108000, pricedQuantity: 1 });
  });
});
