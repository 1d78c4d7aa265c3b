import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { derivedProductPatch, removedImagePaths } from './productDerivedFields';
import { deleteProductFiles, deleteProductFolder } from './productStorage';

/**
 * Keeps the fields clients may not write (priceFrom, initial rating, searchTerms) in line with the
 * product, and removes the product's uploaded images when it or they are deleted.
 * Recomputes from the current document inside a transaction, so late or repeated
 * deliveries converge; writes only on a difference, so its own write ends the loop.
 */
export const productDerived = onDocumentWritten({ document: 'products/{productId}', region: REGION }, async (event) => {
  const productId = event.params.productId;
  const before = event.data?.before?.data();
  if (!event.data?.after?.exists) {
    await deleteProductFolder(productId);
    return;
  }
  const db = getFirestore();
  const ref = db.collection('products').doc(productId);
  const current = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data) return undefined;
    const patch = derivedProductPatch(productId, data);
    if (Object.keys(patch).length > 0) tx.update(ref, patch);
    return data;
  });
  if (!current) {
    await deleteProductFolder(productId);
    return;
  }
  await deleteProductFiles(removedImagePaths(productId, before, current));
});
