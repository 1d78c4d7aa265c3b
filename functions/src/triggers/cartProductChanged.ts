import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { productChangeAffectsCarts, recomputeCart } from '../cart/cartTotals';

const PARALLEL_CARTS = 5;

/** Carts holding the product, found through the `items` collection group. */
async function cartsHolding(productId: string): Promise<string[]> {
  const snap = await getFirestore().collectionGroup('items').where('productId', '==', productId).select().get();
  const uids = new Set<string>();
  for (const doc of snap.docs) {
    const cart = doc.ref.parent.parent;
    if (cart && cart.parent.id === 'carts') uids.add(cart.id);
  }
  return [...uids];
}

/** A product's price, discount, name, images or availability changed: reprice every cart holding it. */
export const cartProductChanged = onDocumentWritten({ document: 'products/{productId}', region: REGION }, async (event) => {
  if (!productChangeAffectsCarts(event.data?.before.data(), event.data?.after.data())) return;
  const queue = await cartsHolding(event.params.productId);
  const db = getFirestore();
  const workers = Array.from({ length: Math.min(PARALLEL_CARTS, queue.length) }, async () => {
    for (let uid = queue.pop(); uid !== undefined; uid = queue.pop()) await recomputeCart(db, uid);
  });
  await Promise.all(workers);
});
