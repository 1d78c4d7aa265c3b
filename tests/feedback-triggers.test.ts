import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { computeFeedbackStats, type FeedbackStats } from '@tailor/domain';
import { adminDb } from './support/admin';
import { waitFor } from './support/emulators';

/**
 * The feedbackAggregates trigger, through the functions emulator: stats/feedback
 * must always equal the figures of the whole feedback collection, and a product's
 * rating/ratingCount those of the feedback that names it.
 */
describe('trigger: feedback aggregates', () => {
  const db = adminDb();
  const run = Date.now().toString(36);
  const productA = `fbt-a-${run}`;
  const productB = `fbt-b-${run}`;
  const created: string[] = [];

  async function addFeedback(rating: number, productId?: string): Promise<string> {
    const ref = db.collection('feedback').doc();
    created.push(ref.id);
    await ref.set({
      userId: `trigger-user-${run}`,
      name: 'Trigger Test',
      profile_picture: '',
      rating,
      comments: `Rated ${rating}`,
      screenshotUrl: '',
      ...(productId ? { productId } : {}),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return ref.id;
  }

  async function expectedStats(): Promise<FeedbackStats> {
    const all = await db.collection('feedback').select('rating').get();
    return computeFeedbackStats(all.docs.map((d) => ({ rating: d.get('rating') as unknown })));
  }

  /** Waits until stats/feedback holds exactly the figures of the collection. */
  async function statsSettled(label: string): Promise<DocumentData> {
    return waitFor(
      async () => {
        const [stats, expected] = await Promise.all([db.doc('stats/feedback').get(), expectedStats()]);
        const data = stats.data();
        if (!data) return expected.count === 0 ? {} : undefined;
        const { count, average, counts } = data;
        return JSON.stringify({ count, average, counts }) === JSON.stringify(expected) ? data : undefined;
      },
      30_000,
      label,
    );
  }

  async function productRating(id: string, rating: number, ratingCount: number) {
    return waitFor(
      async () => {
        const data = (await db.doc(`products/${id}`).get()).data();
        return data?.rating === rating && data?.ratingCount === ratingCount ? data : undefined;
      },
      30_000,
      `${id} rating ${rating} × ${ratingCount}`,
    );
  }

  beforeAll(async () => {
    for (const id of [productA, productB]) {
      await db.doc(`products/${id}`).set({ productName: `Trigger design ${id}`, tailorPrice: 100000, readyMadePrice: 80000, discount: 0 });
    }
    await statsSettled('baseline stats');
  });

  afterAll(async () => {
    await Promise.all(created.map((id) => db.doc(`feedback/${id}`).delete()));
    await Promise.all([productA, productB].map((id) => db.doc(`products/${id}`).delete()));
  });

  it('counts a new feedback in stats/feedback and its product', async () => {
    const before = await expectedStats();
    await addFeedback(4, productA);
    await addFeedback(2, productA);
    await addFeedback(5);
    const stats = await statsSettled('stats after three creates');
    expect(stats.count).toBe(before.count + 3);
    expect(stats.counts['4']).toBe(before.counts['4'] + 1);
    expect(stats.counts['2']).toBe(before.counts['2'] + 1);
    expect(stats.counts['5']).toBe(before.counts['5'] + 1);
    expect(stats.updatedAt).toBeDefined();
    // (4 + 2) / 2
    await productRating(productA, 3, 2);
  });

  it('follows an edited rating and a feedback moving to another design', async () => {
    const [first, second] = created;
    await db.doc(`feedback/${first}`).update({ rating: 5, updatedAt: FieldValue.serverTimestamp() });
    // (5 + 2) / 2
    await productRating(productA, 3.5, 2);
    await statsSettled('stats after an edit');

    await db.doc(`feedback/${second}`).update({ productId: productB, updatedAt: FieldValue.serverTimestamp() });
    await productRating(productA, 5, 1);
    await productRating(productB, 2, 1);

    await db.doc(`feedback/${second}`).update({ productId: FieldValue.delete(), updatedAt: FieldValue.serverTimestamp() });
    await productRating(productB, 0, 0);
  });

  it('takes a deleted feedback out of the figures', async () => {
    const before = await expectedStats();
    await db.doc(`feedback/${created[0]}`).delete();
    await productRating(productA, 0, 0);
    const stats = await statsSettled('stats after a delete');
    expect(stats.count).toBe(before.count - 1);
    expect(stats.counts['5']).toBe(before.counts['5'] - 1);
  });

  it('is unchanged by a duplicate event (the same document written again)', async () => {
    const third = created[2]!;
    const stats = await statsSettled('stats before the duplicate');
    const statsSnap = await db.doc('stats/feedback').get();
    const data = (await db.doc(`feedback/${third}`).get()).data()!;
    await db.doc(`feedback/${third}`).set(data);
    await db.doc(`feedback/${third}`).set(data);
    await new Promise((r) => setTimeout(r, 4000));
    const after = await db.doc('stats/feedback').get();
    expect(after.data()).toMatchObject({ count: stats.count, average: stats.average, counts: stats.counts });
    // Nothing changed, so nothing was written.
    expect(after.updateTime?.isEqual(statsSnap.updateTime!)).toBe(true);
  });

  it('converges when many writes land at once', async () => {
    await Promise.all([1, 2, 3, 4, 5, 5].map((rating) => addFeedback(rating, productB)));
    // (1 + 2 + 3 + 4 + 5 + 5) / 6 = 3.33…
    await productRating(productB, 3.33, 6);
    await statsSettled('stats after parallel creates');
  });
});
