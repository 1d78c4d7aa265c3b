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
  return { productId, productType, ...(productType === 'readymade' ? { size: 'M' } : {}), quantity, addedAt: FieldValue.serverTimestamp() };
}

describe('cart triggers: line prices and cart totals from the source documents', () => {
  let db: Firestore;
  beforeAll(() => {
    db = adminDb();
  });

  it('prices a new line and totals the cart', async () => {
    const { uid, productId } = ids();
    await db.doc(`products/${productId}`).set(PRODUCT);
    await db.doc(`carts/${uid}/items/${productId}_readymade_M`).set(item(productId, 'readymade', 2));

    const cart = await settled(db, uid, { totalCartValue: 240000, discount: 24000, shippingCharge: 0, finalTotal: 216000, itemCount: 2 });
    expect(cart.lineCount).toBe(1);
    expect(cart.allItemCount).toBe(2);
    const line = (await db.doc(`carts/${uid}/items/${productId}_readymade_M`).get()).data();
    expect(line).toMatchObject({
      productId,
      productType: 'readymade',
      size: 'M',
      quantity: 2,
      ProductName: 'Trigger Test Blouse',
      productName: 'Trigger Test Blouse',
      image: ['/garments/test-a.svg', '/garments/test-b.svg'],
      category: 'Blouse',
      price: 120000,
      discount: 10,
      totalPrice: 216000,
      available: true,
      blocker: null,
      pricedQuantity: 2,
    });
  });

  it('follows quantity changes, a second option and deletes', async () => {
    const { uid, productId } = ids();
    await db.doc(`products/${productId}`).set(PRODUCT);
    const ready = db.doc(`carts/${uid}/items/${productId}_readymade_M`);
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
    await db.doc(`carts/${uid2}/items/${productId}_readymade_M`).set(item(productId, 'readymade', 1));
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
    await db.doc(`carts/${uid}/items/${other}_readymade_M`).set(item(other, 'readymade', 1));
    await settled(db, uid, { finalTotal: 270000, itemCount: 2 });

    await db.doc(`products/${productId}`).update({ availabilityStatus: 'Discontinued' });
    await settled(db, uid, { finalTotal: 108000, itemCount: 1, lineCount: 2 });
    expect((await db.doc(`carts/${uid}/items/${productId}_tailor`).get()).data()).toMatchObject({ available: false, blocker: 'discontinued' });

    await db.doc(`products/${other}`).delete();
    const emptied = await settled(db, uid, { totalCartValue: 0, finalTotal: 0, itemCount: 0, lineCount: 2 });
    // The badge still counts both lines, so it does not vanish while they wait to be removed.
    expect(emptied.allItemCount).toBe(2);
    // A deleted design's line keeps the name it showed, so the cart can say what is gone.
    expect((await db.doc(`carts/${uid}/items/${other}_readymade_M`).get()).data()).toMatchObject({
      available: false,
      blocker: 'deleted',
      productName: 'Other',
      ProductName: 'Other',
      image: PRODUCT.images.map((i) => i.url),
      category: 'Blouse',
      totalPrice: 0,
    });

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
    const ref = db.doc(`carts/${uid}/items/${productId}_readymade_M`);
    await ref.set(item(productId, 'readymade', 1));
    await settled(db, uid, { finalTotal: 108000 });
    // Someone (an old event's late write) leaves wrong derived values and totals behind.
    await ref.update({ price: 1, totalPrice: 1, pricedQuantity: 7 });
    await settled(db, uid, { totalCartValue: 120000, discount: 12000, finalTotal: 108000, itemCount: 1 });
    expect((await ref.get()).data()).toMatchObject({ price: 120000, totalPrice: 108000, pricedQuantity: 1 });
  });

  it('adds one shipping charge below the free-shipping threshold, none from it, and follows the products', async () => {
    const { uid, productId } = ids();
    const other = `${productId}-s`;
    // ₹600 ready-made, no discount: ₹40 and ₹90 shipping; the parcel pays the higher.
    await db.doc(`products/${productId}`).set({ ...PRODUCT, readyMadePrice: 60000, tailorPrice: 100000, discount: 0, shippingCost: 4000 });
    await db.doc(`products/${other}`).set({ ...PRODUCT, readyMadePrice: 60000, tailorPrice: 100000, discount: 0, shippingCost: 9000 });
    await db.doc(`carts/${uid}/items/${productId}_readymade_M`).set(item(productId, 'readymade', 1));
    await settled(db, uid, { totalCartValue: 60000, shippingCharge: 4000, finalTotal: 64000, itemCount: 1 });
    await db.doc(`carts/${uid}/items/${other}_tailor`).set(item(other, 'tailor', 1));
    await settled(db, uid, { totalCartValue: 160000, discount: 0, shippingCharge: 9000, finalTotal: 169000, itemCount: 2 });

    // Exactly at the threshold (₹2,999 after discount) shipping is free.
    await db.doc(`products/${other}`).update({ tailorPrice: 299900 - 60000 });
    await settled(db, uid, { totalCartValue: 299900, shippingCharge: 0, finalTotal: 299900, itemCount: 2 });
    // One rupee below it, it is charged again.
    await db.doc(`products/${other}`).update({ tailorPrice: 299800 - 60000 });
    await settled(db, uid, { totalCartValue: 299800, shippingCharge: 9000, finalTotal: 299800 + 9000 });

    // An unavailable line adds neither its price nor its shipping.
    await db.doc(`products/${other}`).update({ productStatus: 'Inactive' });
    await settled(db, uid, { totalCartValue: 60000, shippingCharge: 4000, finalTotal: 64000, itemCount: 1, lineCount: 2, allItemCount: 2 });
    expect((await db.doc(`carts/${uid}/items/${other}_tailor`).get()).data()).toMatchObject({ available: false, blocker: 'inactive' });
  });

  it('a ready-made line goes out of the totals when the design runs out of stock or drops its size', async () => {
    const { uid, productId } = ids();
    await db.doc(`products/${productId}`).set(PRODUCT);
    const ref = db.doc(`carts/${uid}/items/${productId}_readymade_M`);
    await ref.set(item(productId, 'readymade', 1));
    await settled(db, uid, { finalTotal: 108000, itemCount: 1 });
    await db.doc(`products/${productId}`).update({ quantityInStock: 0 });
    await settled(db, uid, { finalTotal: 0, itemCount: 0, allItemCount: 1 });
    expect((await ref.get()).data()).toMatchObject({ available: false, blocker: 'out-of-stock' });
    await db.doc(`products/${productId}`).update({ quantityInStock: 5, sizes: ['S', 'L'] });
    // The totals stay 0, so wait for the line's new reason instead.
    const line = await waitFor(
      async () => {
        const data = (await ref.get()).data();
        return data?.blocker === 'no-size' ? data : undefined;
      },
      30_000,
      'line waiting for a size',
    );
    expect(line).toMatchObject({ available: false, sizes: ['S', 'L'] });
    await settled(db, uid, { finalTotal: 0, itemCount: 0, allItemCount: 1 });
    await db.doc(`products/${productId}`).update({ sizes: ['M'] });
    await settled(db, uid, { finalTotal: 108000, itemCount: 1 });
  });

  it('a ready-made line from before sizes waits for a size, outside the totals', async () => {
    const { uid, productId } = ids();
    await db.doc(`products/${productId}`).set(PRODUCT);
    const ref = db.doc(`carts/${uid}/items/${productId}_readymade`);
    await ref.set({ productId, productType: 'readymade', quantity: 2 });
    await settled(db, uid, { finalTotal: 0, itemCount: 0, lineCount: 1, allItemCount: 2 });
    expect((await ref.get()).data()).toMatchObject({ available: false, blocker: 'no-size', productName: PRODUCT.productName, price: 120000 });
  });
});
