import { AggregateField, FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { STARS, productIdsOf, productRatingFrom, sameStats, statsFromStarCounts, type Star } from './feedbackStats';

/**
 * stats/feedback {count, average, counts, updatedAt} over all feedback, and
 * rating/ratingCount of each product the feedback names (before and after
 * the write). Every run recomputes from the feedback collection with
 * aggregation queries inside a transaction, so retries, duplicates and
 * out-of-order deliveries all converge; documents are written only when a
 * figure changed.
 */
export async function recomputeFeedbackStats(db: Firestore): Promise<boolean> {
  const feedback = db.collection('feedback');
  const statsRef = db.collection('stats').doc('feedback');
  return db.runTransaction(async (tx) => {
    const snaps = await Promise.all(STARS.map((star) => tx.get(feedback.where('rating', '==', Number(star)).count())));
    const perStar = Object.fromEntries(STARS.map((star, i) => [star, snaps[i]!.data().count])) as Record<Star, number>;
    const next = statsFromStarCounts(perStar);
    const stored = await tx.get(statsRef);
    if (sameStats(stored.data(), next)) return false;
    tx.set(statsRef, { ...next, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

export async function recomputeProductRating(db: Firestore, productId: string): Promise<boolean> {
  const productRef = db.collection('products').doc(productId);
  const aggregate = db
    .collection('feedback')
    .where('productId', '==', productId)
    .aggregate({ count: AggregateField.count(), sum: AggregateField.sum('rating') });
  return db.runTransaction(async (tx) => {
    const totals = await tx.get(aggregate);
    const product = await tx.get(productRef);
    if (!product.exists) return false;
    const { count, sum } = totals.data();
    const next = productRatingFrom(count, sum);
    const data = product.data() ?? {};
    if (data.rating === next.rating && data.ratingCount === next.ratingCount) return false;
    tx.update(productRef, next);
    return true;
  });
}

export const feedbackAggregates = onDocumentWritten({ document: 'feedback/{feedbackId}', region: REGION }, async (event) => {
  const db = getFirestore();
  const before = event.data?.before?.data();
  const after = event.data?.after?.data();
  await Promise.all([recomputeFeedbackStats(db), ...productIdsOf(before, after).map((id) => recomputeProductRating(db, id))]);
});
