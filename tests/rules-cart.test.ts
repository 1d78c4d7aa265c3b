import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { contexts, rulesEnv } from './support/rules';

const OWNER = 'owner-1';
const OTHER = 'other-1';
const ITEM = 'p1_tailor';
const itemPath = (uid: string, id = ITEM) => `carts/${uid}/items/${id}`;
const validItem = { productId: 'p1', productType: 'tailor', quantity: 1 };
/** What the trigger writes on a priced line. */
const pricedFields = {
  ProductName: 'Zari Blouse',
  productName: 'Zari Blouse',
  image: ['/garments/a.svg'],
  category: 'Blouse',
  price: 180000,
  discount: 10,
  totalPrice: 162000,
  available: true,
  pricedQuantity: 1,
};

const env = await rulesEnv('rules-cart', {
  seed: async (db) => {
    await setDoc(doc(db, 'products/p1'), { productName: 'Zari Blouse', tailorPrice: 180000, readyMadePrice: 120000 });
    await setDoc(doc(db, 'products/p_2'), { productName: 'Anarkali', tailorPrice: 90000 });
    await setDoc(doc(db, 'products/saree'), { productName: 'Silk Saree', category: 'Saree', readyMadePrice: 250000 });
    // Dupattas and stoles are filed under Others: free size, like a saree (domain sizesForCategory).
    await setDoc(doc(db, 'products/dupatta'), { productName: 'Banarasi Dupatta', category: 'Others', sizes: ['Free Size'], readyMadePrice: 150000, quantityInStock: 5 });
    await setDoc(doc(db, 'products/some-sizes'), { productName: 'Kurta', category: 'Suit', sizes: ['S', 'L'], readyMadePrice: 90000 });
    await setDoc(doc(db, 'products/inactive'), { productName: 'Draft', productStatus: 'Inactive', readyMadePrice: 1, tailorPrice: 1 });
    await setDoc(doc(db, 'products/discontinued'), { productName: 'Old', availabilityStatus: 'Discontinued', readyMadePrice: 1, tailorPrice: 1 });
    await setDoc(doc(db, 'products/sold-out'), { productName: 'Gone', availabilityStatus: 'Out of Stock', readyMadePrice: 1, tailorPrice: 1 });
    await setDoc(doc(db, 'products/no-stock'), { productName: 'Last', quantityInStock: 0, readyMadePrice: 1, tailorPrice: 1 });
    // A ready-made line from before sizes.
    await setDoc(doc(db, itemPath(OWNER, 'p1_readymade')), { productId: 'p1', productType: 'readymade', quantity: 1, ...pricedFields, available: false });
    // An existing, already priced line and its cart totals.
    await setDoc(doc(db, itemPath(OWNER)), { ...validItem, ...pricedFields });
    await setDoc(doc(db, `carts/${OWNER}`), { totalCartValue: 180000, discount: 18000, finalTotal: 162000, itemCount: 1 });
  },
});
const { owner, other, admin, anon } = contexts(env, { owner: OWNER, other: OTHER });

describe('firestore.rules: carts and cart items', () => {
  describe('item create', () => {
    it('the owner may add a line naming an existing product, option and quantity', async () => {
      await assertSucceeds(
        setDoc(doc(owner, itemPath(OWNER, 'p1_readymade_M')), { productId: 'p1', productType: 'readymade', size: 'M', quantity: 1 }),
      );
      await assertSucceeds(
        setDoc(doc(owner, itemPath(OWNER, 'p_2_tailor')), { productId: 'p_2', productType: 'tailor', quantity: 99, addedAt: serverTimestamp() }),
      );
    });
    it('others, the admin and visitors may not add to someone else’s cart', async () => {
      const data = { productId: 'p1', productType: 'readymade', size: 'M', quantity: 1 };
      await assertFails(setDoc(doc(other, itemPath(OWNER, 'p1_readymade_M')), data));
      await assertFails(setDoc(doc(admin, itemPath(OWNER, 'p1_readymade_M')), data));
      await assertFails(setDoc(doc(anon, itemPath(OWNER, 'p1_readymade_M')), data));
    });
    it('price and total fields cannot be injected', async () => {
      const base = { productId: 'p1', productType: 'readymade', size: 'M', quantity: 1 };
      await assertSucceeds(setDoc(doc(owner, itemPath(OWNER, 'p1_readymade_M')), base));
      for (const extra of [{ price: 1 }, { totalPrice: 1 }, { discount: 100 }, { available: true }, { ProductName: 'x' }, { pricedQuantity: 1 }]) {
        await assertFails(setDoc(doc(owner, itemPath(OWNER, 'p1_readymade_L')), { ...base, size: 'L', ...extra }));
      }
    });
    it('quantity must be an integer from 1 to 99', async () => {
      for (const quantity of [0, 100, 1.5, '2', -1, null]) {
        await assertFails(setDoc(doc(owner, itemPath(OWNER, 'p1_readymade_M')), { productId: 'p1', productType: 'readymade', size: 'M', quantity }));
      }
      await assertFails(setDoc(doc(owner, itemPath(OWNER, 'p1_readymade_M')), { productId: 'p1', productType: 'readymade', size: 'M' }));
      await assertSucceeds(setDoc(doc(owner, itemPath(OWNER, 'p1_readymade_M')), { productId: 'p1', productType: 'readymade', size: 'M', quantity: 99 }));
    });
    it('the document id must be `${productId}_tailor` or `${productId}_readymade_${size}`', async () => {
      const ready = { productId: 'p1', productType: 'readymade', size: 'M', quantity: 1 };
      await assertFails(setDoc(doc(owner, itemPath(OWNER, 'p1_readymade_M')), { productId: 'p1', productType: 'tailor', quantity: 1 }));
      await assertFails(setDoc(doc(owner, itemPath(OWNER, 'p1_tailor_M')), { productId: 'p1', productType: 'tailor', quantity: 1 }));
      await assertFails(setDoc(doc(owner, itemPath(OWNER, 'whatever')), ready));
      await assertFails(setDoc(doc(owner, itemPath(OWNER, 'p_2_readymade_M')), ready));
      await assertFails(setDoc(doc(owner, itemPath(OWNER, 'p1_readymade_L')), ready));
      await assertFails(setDoc(doc(owner, itemPath(OWNER, 'p_2_readymade')), { ...ready, productId: 'p_2' }));
      await assertSucceeds(setDoc(doc(owner, itemPath(OWNER, 'p1_readymade_M')), ready));
      await assertSucceeds(
        setDoc(doc(owner, itemPath(OWNER, 'saree_readymade_FreeSize')), { productId: 'saree', productType: 'readymade', size: 'Free Size', quantity: 1 }),
      );
    });
    it('a new ready-made line needs a size the design offers; a tailor-made line has none', async () => {
      // No more unsized ready-made lines.
      await assertFails(setDoc(doc(owner, itemPath(OWNER, 'p1_readymade_x')), { productId: 'p1', productType: 'readymade', quantity: 1 }));
      const sized = (productId: string, size: unknown) =>
        setDoc(doc(owner, itemPath(OWNER, `${productId}_readymade_${String(size).replace(' ', '')}`)), {
          productId,
          productType: 'readymade',
          size,
          quantity: 1,
        });
      // Not a size at all, or not in the category's chart, or not in the design's own list.
      await assertFails(sized('p1', 'XXXL'));
      await assertFails(sized('p1', 'm'));
      await assertFails(sized('p1', 'Free Size'));
      await assertFails(sized('saree', 'M'));
      await assertFails(sized('some-sizes', 'M'));
      await assertSucceeds(sized('some-sizes', 'L'));
      await assertSucceeds(sized('p1', 'XXL'));
      // An id naming a size must carry that size as a string.
      await assertFails(
        setDoc(doc(owner, itemPath(OWNER, 'p1_readymade_1')), { productId: 'p1', productType: 'readymade', size: 1, quantity: 1 }),
      );
      await assertFails(
        setDoc(doc(owner, itemPath(OWNER, 'p_2_tailor')), { productId: 'p_2', productType: 'tailor', size: 'M', quantity: 1 }),
      );
    });
    it('a free-size dupatta (category Others) goes into the cart in its one size', async () => {
      const line = (size: string) =>
        setDoc(doc(owner, itemPath(OWNER, `dupatta_readymade_${size.replace(' ', '')}`)), { productId: 'dupatta', productType: 'readymade', size, quantity: 1 });
      await assertSucceeds(line('Free Size'));
      await assertFails(line('M'));
    });
    it('an unavailable design cannot be added; a tailor-made one out of stock can', async () => {
      for (const id of ['inactive', 'discontinued']) {
        await assertFails(setDoc(doc(owner, itemPath(OWNER, `${id}_tailor`)), { productId: id, productType: 'tailor', quantity: 1 }));
        await assertFails(
          setDoc(doc(owner, itemPath(OWNER, `${id}_readymade_M`)), { productId: id, productType: 'readymade', size: 'M', quantity: 1 }),
        );
      }
      for (const id of ['sold-out', 'no-stock']) {
        await assertFails(
          setDoc(doc(owner, itemPath(OWNER, `${id}_readymade_M`)), { productId: id, productType: 'readymade', size: 'M', quantity: 1 }),
        );
        await assertSucceeds(setDoc(doc(owner, itemPath(OWNER, `${id}_tailor`)), { productId: id, productType: 'tailor', quantity: 1 }));
      }
    });
    it('the option must be readymade or tailor', async () => {
      await assertFails(setDoc(doc(owner, itemPath(OWNER, 'p1_custom')), { productId: 'p1', productType: 'custom', quantity: 1 }));
    });
    it('the product must exist', async () => {
      await assertFails(setDoc(doc(owner, itemPath(OWNER, 'nope_tailor')), { productId: 'nope', productType: 'tailor', quantity: 1 }));
    });
    it('addedAt, when sent, must be the server time', async () => {
      await assertFails(
        setDoc(doc(owner, itemPath(OWNER, 'p1_readymade_M')), {
          productId: 'p1',
          productType: 'readymade',
          size: 'M',
          quantity: 1,
          addedAt: Timestamp.fromDate(new Date('2020-01-01')),
        }),
      );
    });
  });

  describe('item update', () => {
    it('the owner may change the quantity only', async () => {
      await assertSucceeds(updateDoc(doc(owner, itemPath(OWNER)), { quantity: 2 }));
      await assertSucceeds(updateDoc(doc(owner, itemPath(OWNER)), { quantity: 99 }));
    });
    it('an unsized ready-made line from before sizes still changes quantity, but gets no size by update', async () => {
      await assertSucceeds(updateDoc(doc(owner, itemPath(OWNER, 'p1_readymade')), { quantity: 3 }));
      await assertFails(updateDoc(doc(owner, itemPath(OWNER, 'p1_readymade')), { size: 'M' }));
      await assertFails(updateDoc(doc(other, itemPath(OWNER, 'p1_readymade')), { quantity: 2 }));
    });
    it('the size of a sized line cannot be changed (a new size is a new line)', async () => {
      await assertSucceeds(
        setDoc(doc(owner, itemPath(OWNER, 'p1_readymade_M')), { productId: 'p1', productType: 'readymade', size: 'M', quantity: 1 }),
      );
      await assertFails(updateDoc(doc(owner, itemPath(OWNER, 'p1_readymade_M')), { size: 'L' }));
      await assertSucceeds(updateDoc(doc(owner, itemPath(OWNER, 'p1_readymade_M')), { quantity: 4 }));
    });
    it('others, the admin and visitors may not change it', async () => {
      await assertFails(updateDoc(doc(other, itemPath(OWNER)), { quantity: 2 }));
      await assertFails(updateDoc(doc(admin, itemPath(OWNER)), { quantity: 2 }));
      await assertFails(updateDoc(doc(anon, itemPath(OWNER)), { quantity: 2 }));
    });
    it('quantity stays an integer from 1 to 99', async () => {
      for (const quantity of [0, 100, 1.5, '2']) {
        await assertFails(updateDoc(doc(owner, itemPath(OWNER)), { quantity }));
      }
    });
    it('prices, totals, the product and the option cannot be changed', async () => {
      await assertFails(updateDoc(doc(owner, itemPath(OWNER)), { quantity: 2, price: 1 }));
      await assertFails(updateDoc(doc(owner, itemPath(OWNER)), { totalPrice: 1 }));
      await assertFails(updateDoc(doc(owner, itemPath(OWNER)), { discount: 90 }));
      await assertFails(updateDoc(doc(owner, itemPath(OWNER)), { productId: 'p_2' }));
      await assertFails(updateDoc(doc(owner, itemPath(OWNER)), { productType: 'readymade' }));
      // Overwriting the line drops the priced fields: that is a change of them too.
      await assertFails(setDoc(doc(owner, itemPath(OWNER)), { ...validItem, quantity: 2 }));
    });
  });

  describe('item delete and read', () => {
    it('only the owner may delete a line', async () => {
      await assertFails(deleteDoc(doc(other, itemPath(OWNER))));
      await assertFails(deleteDoc(doc(admin, itemPath(OWNER))));
      await assertFails(deleteDoc(doc(anon, itemPath(OWNER))));
      await assertSucceeds(deleteDoc(doc(owner, itemPath(OWNER))));
      await assertFails(deleteDoc(doc(other, itemPath(OWNER, 'p1_readymade'))));
      await assertSucceeds(deleteDoc(doc(owner, itemPath(OWNER, 'p1_readymade'))));
    });
    it('only the owner may read the lines', async () => {
      await assertSucceeds(getDoc(doc(owner, itemPath(OWNER))));
      await assertSucceeds(getDoc(doc(owner, itemPath(OWNER, 'p1_readymade'))));
      await assertSucceeds(getDocs(collection(owner, `carts/${OWNER}/items`)));
      await assertFails(getDoc(doc(other, itemPath(OWNER))));
      await assertFails(getDocs(collection(other, `carts/${OWNER}/items`)));
      await assertFails(getDoc(doc(admin, itemPath(OWNER))));
      await assertFails(getDoc(doc(anon, itemPath(OWNER))));
    });
  });

  describe('carts/{uid}', () => {
    it('is read by its owner only', async () => {
      await assertSucceeds(getDoc(doc(owner, `carts/${OWNER}`)));
      await assertFails(getDoc(doc(other, `carts/${OWNER}`)));
      await assertFails(getDoc(doc(admin, `carts/${OWNER}`)));
      await assertFails(getDoc(doc(anon, `carts/${OWNER}`)));
    });
    it('is written by no client, the owner and the admin included', async () => {
      const totals = { totalCartValue: 1, discount: 0, finalTotal: 1, itemCount: 1 };
      await assertFails(updateDoc(doc(owner, `carts/${OWNER}`), { shippingCharge: 0 }));
      await assertFails(setDoc(doc(owner, `carts/${OWNER}`), totals));
      await assertFails(updateDoc(doc(owner, `carts/${OWNER}`), { finalTotal: 0 }));
      await assertFails(deleteDoc(doc(owner, `carts/${OWNER}`)));
      await assertFails(setDoc(doc(owner, `carts/${OTHER}`), totals));
      await assertFails(setDoc(doc(admin, `carts/${OWNER}`), totals));
      await assertFails(setDoc(doc(anon, `carts/${OWNER}`), totals));
    });
  });
});
