import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { recomputeCart } from '../cart/cartTotals';

/**
 * Any write to a cart line (create, quantity change, delete, or this
 * function's own pricing write) recomputes the whole cart from the source
 * documents; the pricing write finds nothing left to change, so it stops there.
 */
export const cartItemWritten = onDocumentWritten({ document: 'carts/{uid}/items/{itemId}', region: REGION }, async (event) => {
  await recomputeCart(getFirestore(), event.params.uid);
});
