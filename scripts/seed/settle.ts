/**
 * Waits until the triggers a seed set off have run. Each seed leaves a few hundred trigger
 * runs queued (ratings, cart totals, figures), and whatever is written next waits behind
 * them: with a core busy, a products trigger written after a seed took more than 20 s.
 * A design written last is derived only after them, so its derived price marks the end.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { mergeProductDefaults } from '@tailor/domain';

const PROBE_ID = 'seed-settled-probe';
const PROBE_PRICE = 100_000;

export async function waitForSeedTriggers(db: Firestore, timeoutMs = 110_000): Promise<void> {
  const probe = db.collection('products').doc(PROBE_ID);
  await probe.set({
    ...mergeProductDefaults({ productName: 'Seed settled', description: 'Written after a seed, removed once derived.', category: 'Blouse' }),
    tailorPrice: PROBE_PRICE,
    readyMadePrice: null,
  });
  const deadline = Date.now() + timeoutMs;
  try {
    while ((await probe.get()).get('priceFrom') !== PROBE_PRICE) {
      if (Date.now() > deadline) throw new Error(`The seed's triggers had not run after ${timeoutMs / 1000} s.`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await probe.delete();
  }
}
