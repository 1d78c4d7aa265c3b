/**
 * Seeds the emulators with the demo shop: accounts, catalogue (optionally scaled up with
 * generated products) and feedback. Idempotent: fixed ids and fixed dates, set() not add().
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldPath, getFirestore, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { DEFAULT_SHOP_SETTINGS, priceFrom, searchTerms, SHOP_SETTINGS_PATH, withoutUndefined } from '@tailor/domain';
import { ALL_DEMO_ACCOUNTS, DEMO_ACCOUNTS, upsertAccounts } from './accounts';
import { CATALOGUE, generateProducts, type SeedProduct } from './catalogue';
import { feedbackDates, SEED_FEEDBACK, seedFeedbackDocId } from './feedback';
import { writeOrders } from './orders';
import { SEED_PAYMENT_SETTINGS, writePayments } from './payments';
import { SEED_BILLING, writeBilledOrder } from './bills';
import { writeAppointments } from './appointments';
import { DEMO_TAILOR, writeWorkshop } from './workshop';
import { ensurePhotos, withPhotos } from './photos';
import { waitForSeedTriggers } from './settle';
import { rebuildStats } from '../../functions/src/stats/orderStats';

export { DEMO_ACCOUNTS } from './accounts';
export { CATALOGUE, generateProducts } from './catalogue';
export { SEED_FEEDBACK } from './feedback';
export { SEED_ORDERS } from './orders';
export { SEED_BILLED_ORDER_ID, SEED_GSTIN } from './bills';
export { DEMO_TAILOR, WORKSHOP_JOBS } from './workshop';

export const DEFAULT_PROJECT_ID = 'demo-tailor';
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BATCH_SIZE = 400;
const PARALLEL_BATCHES = 4;
const GENERATED_PREFIX = 'gen-';
/** Generated ids have 5 digits so they sort in order. */
const MAX_GENERATED = 99_999;

export interface SeedOptions {
  /** Total number of products: the catalogue plus generated ones up to this count. */
  products?: number;
  /** Project id (must be a demo-* id); defaults to GCLOUD_PROJECT or demo-tailor. */
  project?: string;
  /**
   * Camera-sized photographs (their variants) instead of the drawings, made once into
   * web/public/photos/; defaults to the SEED_PHOTOS=1 environment variable.
   */
  photos?: boolean;
  log?: (line: string) => void;
  /** Return only once the triggers the seed set off have run (needs the functions emulator). */
  waitForTriggers?: boolean;
}

export interface SeedSummary {
  projectId: string;
  accounts: number;
  products: number;
  catalogueProducts: number;
  generatedProducts: number;
  removedGeneratedProducts: number;
  feedback: number;
  orders: number;
  /** Distinct photographs the products show (0: the drawings). */
  photos: number;
  logins: { admin: { email: string; password: string }; customer: { email: string; password: string }; tailor: { email: string; password: string } };
}

function resolveProjectId(options: SeedOptions): string {
  const projectId = options.project ?? process.env.GCLOUD_PROJECT ?? DEFAULT_PROJECT_ID;
  if (!projectId.startsWith('demo-')) {
    throw new Error(`Refusing to seed project "${projectId}": only demo-* projects (emulators) are seeded.`);
  }
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter((name) => !process.env[name]);
  if (missing.length) {
    throw new Error(`Refusing to seed: ${missing.join(' and ')} not set (the seed writes to the emulators only).`);
  }
  return projectId;
}

function adminApp(projectId: string): App {
  if (getApps().some((a) => a.name === '[DEFAULT]')) {
    const app = getApp();
    const existing = app.options.projectId ?? projectId;
    if (!existing.startsWith('demo-')) throw new Error(`Refusing to seed project "${existing}".`);
    return app;
  }
  return initializeApp({ projectId });
}

async function inChunks<T>(items: readonly T[], size: number, parallel: number, run: (chunk: T[]) => Promise<void>): Promise<void> {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) await run(chunks[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, chunks.length) }, worker));
}

/** Ratings are maintained by the feedback triggers: keep what is stored, start new products at 0. */
async function storedRatings(db: Firestore, ids: string[]): Promise<Map<string, { rating: number; ratingCount: number }>> {
  const ratings = new Map<string, { rating: number; ratingCount: number }>();
  await inChunks(ids, 500, PARALLEL_BATCHES, async (chunk) => {
    const refs = chunk.map((id) => db.collection('products').doc(id));
    const snaps = await db.getAll(...refs, { fieldMask: ['rating', 'ratingCount'] });
    for (const snap of snaps) {
      if (!snap.exists) continue;
      const rating = snap.get('rating');
      const ratingCount = snap.get('ratingCount');
      if (typeof rating === 'number' && typeof ratingCount === 'number') ratings.set(snap.id, { rating, ratingCount });
    }
  });
  return ratings;
}

function productDoc(p: SeedProduct, rating: { rating: number; ratingCount: number } | undefined): DocumentData {
  return withoutUndefined({
    ...p.input,
    productId: p.id,
    rating: rating?.rating ?? 0,
    ratingCount: rating?.ratingCount ?? 0,
    priceFrom: priceFrom(p.input),
    // What the products trigger would write: the seed runs without functions too.
    searchTerms: searchTerms(p.input),
    createdAt: Timestamp.fromDate(p.createdAt),
    lastUpdated: Timestamp.fromDate(p.lastUpdated),
  });
}

async function writeProducts(db: Firestore, products: SeedProduct[]): Promise<void> {
  const ratings = await storedRatings(
    db,
    products.map((p) => p.id),
  );
  await inChunks(products, BATCH_SIZE, PARALLEL_BATCHES, async (chunk) => {
    const batch = db.batch();
    for (const p of chunk) batch.set(db.collection('products').doc(p.id), productDoc(p, ratings.get(p.id)));
    await batch.commit();
  });
}

/** Generated products beyond the requested count (from an earlier, larger seed) are removed. */
async function removeStaleGenerated(db: Firestore, keep: number): Promise<number> {
  const after = keep > 0 ? `${GENERATED_PREFIX}${String(keep).padStart(5, '0')}` : GENERATED_PREFIX;
  const snap = await db
    .collection('products')
    .where(FieldPath.documentId(), keep > 0 ? '>' : '>=', after)
    .where(FieldPath.documentId(), '<', 'gen.')
    .select()
    .get();
  await inChunks(snap.docs, BATCH_SIZE, PARALLEL_BATCHES, async (chunk) => {
    const batch = db.batch();
    for (const doc of chunk) batch.delete(doc.ref);
    await batch.commit();
  });
  return snap.size;
}

async function writeFeedback(db: Firestore, uids: Map<string, string>): Promise<void> {
  const names = new Map(ALL_DEMO_ACCOUNTS.map((a) => [a.email, a.name]));
  const batch = db.batch();
  for (const f of SEED_FEEDBACK) {
    const userId = uids.get(f.authorEmail);
    const name = names.get(f.authorEmail);
    if (!userId || !name) throw new Error(`Feedback ${f.id}: unknown author ${f.authorEmail}`);
    const { createdAt, updatedAt } = feedbackDates(f);
    // Earlier seeds stored the entry under its name: drop that copy.
    batch.delete(db.collection('feedback').doc(f.id));
    batch.set(
      db.collection('feedback').doc(seedFeedbackDocId(f, userId)),
      withoutUndefined({
        userId,
        name,
        profile_picture: '',
        rating: f.rating,
        comments: f.comments,
        screenshotUrl: '',
        productId: f.productId,
        createdAt: Timestamp.fromDate(createdAt),
        updatedAt: Timestamp.fromDate(updatedAt),
      }),
    );
  }
  await batch.commit();
}

export async function seedShop(options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const projectId = resolveProjectId(options);
  const app = adminApp(projectId);
  const db = getFirestore(app);
  const auth = getAuth(app);

  const total = Math.max(0, Math.trunc(options.products ?? 0));
  const generatedCount = Math.max(0, total - CATALOGUE.length);
  if (generatedCount > MAX_GENERATED) throw new Error(`At most ${MAX_GENERATED + CATALOGUE.length} products can be seeded.`);
  let products = [...CATALOGUE, ...generateProducts(generatedCount)];
  const usePhotos = options.photos ?? process.env.SEED_PHOTOS === '1';
  const photos = usePhotos ? await ensurePhotos(REPO_ROOT, CATALOGUE, log) : [];
  if (usePhotos) products = withPhotos(products, photos);

  log(`seeding ${projectId}: ${ALL_DEMO_ACCOUNTS.length} accounts`);
  const uids = await upsertAccounts(auth, db);

  log(`seeding ${products.length} products (${CATALOGUE.length} catalogue + ${generatedCount} generated)`);
  const started = Date.now();
  await writeProducts(db, products);
  const removed = await removeStaleGenerated(db, generatedCount);
  log(`products written in ${Date.now() - started} ms${removed ? `, ${removed} stale generated removed` : ''}`);

  await writeFeedback(db, uids);
  log(`seeded ${SEED_FEEDBACK.length} feedback entries`);

  // DEMO DATA: the invented shop's phone, address, hours and links
  // (domain/src/shop.ts), a demo UPI ID and a demo GSTIN. The owner replaces them on /admin/settings.
  // Written before the orders: the billed order's bill takes its details.
  await db.doc(SHOP_SETTINGS_PATH).set({ ...DEFAULT_SHOP_SETTINGS, payments: SEED_PAYMENT_SETTINGS, billing: SEED_BILLING });
  log('seeded settings/shop with the demo shop details');

  const orders = (await writeOrders(db, uids)) + 1;
  const billNumber = await writeBilledOrder(db, uids);
  log(`seeded ${orders} orders (bill ${billNumber})`);
  await writePayments(db, uids);
  log('seeded the payments ledger (an advance paid, a balance due) and the money summaries');
  const appointments = await writeAppointments(db, uids);
  log(`seeded ${appointments} upcoming appointments`);
  await writeWorkshop(db, auth, uids);
  log(`seeded the workshop: tailor ${DEMO_TAILOR.email}, assignments and job cards`);
  // The dashboard's aggregates at once, as the triggers would make them (they then find nothing to change).
  await rebuildStats(db);
  log('rebuilt the dashboard figures');
  if (options.waitForTriggers) {
    await waitForSeedTriggers(db);
    log("the seed's triggers have run");
  }

  return {
    projectId,
    accounts: ALL_DEMO_ACCOUNTS.length,
    products: products.length,
    catalogueProducts: CATALOGUE.length,
    generatedProducts: generatedCount,
    removedGeneratedProducts: removed,
    feedback: SEED_FEEDBACK.length,
    orders,
    photos: photos.length,
    logins: {
      admin: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      customer: { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password },
      tailor: { email: DEMO_TAILOR.email, password: DEMO_TAILOR.password },
    },
  };
}
