/**
 * Moving in from the old shop: the importer over a fixture export of 30
 * products (malformed rows, rows without dates, mixed-case options, price
 * objects), the listings that must show what it imported, a second run that
 * changes nothing, feedback of the old shape, and the createdAt repair (the
 * product trigger and the one-off backfill).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldPath, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { legacyDocId } from '@tailor/domain';
import { importProducts } from '../scripts/import/products';
import { importFeedback } from '../scripts/import/feedback';
import { backfillCreatedAt } from '../scripts/import/backfill';
import { formatReport } from '../scripts/import/report';
import { adminAuth, adminDb, testUser } from './support/admin';
import { callApi, type ApiAnswer } from './support/api';
import { waitFor } from './support/emulators';

const FIXTURE = 'tests/fixtures/legacy-products.json';
const rows = JSON.parse(readFileSync(FIXTURE, 'utf8')) as unknown[];
const RUN = `imp${Date.now().toString(36)}`;

const oldId = (i: number) => (rows[i] as { _id: string })._id;
/** Rows (0-based) the importer must refuse, and a word of each reason. */
const REFUSED: Record<number, string> = {
  3: 'description: description is required',
  7: 'color: “purple” is not a colour the shop offers',
  11: 'price.tailor: tailor price must be a number of rupees',
  15: 'no _id',
  19: 'the same _id as row 1',
  23: 'a product must be a JSON object',
  27: 'images.0.url: Enter a valid image URL',
  29: 'price: a price range does not say which',
};
const importedIds = rows.flatMap((row, i) => (i in REFUSED ? [] : [legacyDocId(oldId(i))]));
const UNDATED = [5, 14, 24].map((i) => legacyDocId(oldId(i)));

async function legacyDocs(): Promise<Map<string, DocumentData>> {
  const snap = await adminDb()
    .collection('products')
    .where(FieldPath.documentId(), '>=', 'legacy-')
    .where(FieldPath.documentId(), '<', 'legacy.')
    .get();
  return new Map(snap.docs.map((d) => [d.id, d.data()]));
}

async function removeLegacy(): Promise<void> {
  const db = adminDb();
  const docs = await legacyDocs();
  await Promise.all([...docs.keys()].map((id) => db.doc(`products/${id}`).delete()));
}

/** Newest first, as Firestore orders `createdAt desc` (ties by document id, descending). */
function expectedOrder(docs: Map<string, DocumentData>, ids: readonly string[]): string[] {
  return [...ids].sort((a, b) => docs.get(b)!.createdAt.toMillis() - docs.get(a)!.createdAt.toMillis() || (a < b ? 1 : -1));
}

type ListAnswer = { products: { _id: string; createdAt: string }[]; nextCursor: string | null };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('npm run import: products of the old shop', () => {
  beforeAll(removeLegacy);
  afterAll(removeLegacy);

  it('a dry run reports what it would do and writes nothing', async () => {
    expect(rows).toHaveLength(30);
    const report = await importProducts(adminDb(), rows, { dryRun: true });
    expect(report.imported).toHaveLength(22);
    expect(report.updated).toHaveLength(0);
    expect(report.unchanged).toHaveLength(0);
    expect(report.refused.map((r) => r.row)).toEqual(Object.keys(REFUSED).map((i) => Number(i) + 1));
    for (const refused of report.refused) {
      expect(refused.reasons.join('; ')).toContain(REFUSED[refused.row - 1]);
    }
    expect(report.refused.find((r) => r.row === 4)!.oldId).toBe(oldId(3));
    expect(report.ignoredFields).toMatchObject({ likes: expect.any(Number) });
    expect(formatReport(report)).toContain('Dry run, nothing written. Summary (products): 22 would be imported, 0 would be updated, 0 unchanged, 8 skipped (refused).');
    expect((await legacyDocs()).size).toBe(0);
  });

  it('imports the valid rows under stable ids, in the stored shape', async () => {
    const report = await importProducts(adminDb(), rows);
    expect([report.imported.length, report.updated.length, report.unchanged.length, report.refused.length]).toEqual([22, 0, 0, 8]);
    expect(new Set(report.imported)).toEqual(new Set(importedIds));
    const docs = await legacyDocs();
    expect(docs.size).toBe(22);

    const first = docs.get(legacyDocId(oldId(0)))!;
    expect(first).toMatchObject({
      productName: 'Legacy Banarasi Bridal Lehenga',
      category: 'Lehenga',
      color: 'Red',
      fabricType: 'Silk',
      productType: 'Ready-made',
      tailorPrice: 100000,
      readyMadePrice: 150000,
      priceFrom: 100000,
      shippingCost: 15000,
      availabilityStatus: 'Available',
      images: [{ url: 'https://res.cloudinary.com/oldshop/image/upload/v1/legacy-0.jpg' }],
      embellishments: ['Embroidery', 'Beads'],
      embellishmentDetails: { embroidery: 'Zardozi on the yoke', beadwork: 'Pearl drops', stonework: 'none', additionalDetails: 'Hand finished' },
      productId: legacyDocId(oldId(0)),
      rating: 0,
      ratingCount: 0,
    });
    expect(first.createdAt.toDate().toISOString()).toBe('2024-01-01T10:00:00.000Z');
    for (const key of ['price', '_id', '__v', 'dateAdded', 'likes']) expect(first).not.toHaveProperty(key);

    const suit = docs.get(legacyDocId(oldId(1)))!;
    expect(suit).toMatchObject({ category: 'Suit', color: 'Maroon', tailorPrice: 125000, suitDetails: { suitStyle: 'Straight Cut', sleeveType: 'Long Sleeve', fitType: 'Regular Fit' } });
    // dateAdded given as {$date}; a createdAt that is not a date falls through to the next field.
    expect(docs.get(legacyDocId(oldId(2)))!.createdAt.toDate().toISOString()).toBe('2024-03-03T10:02:00.000Z');
    for (const id of UNDATED) expect(docs.get(id)!.createdAt.toMillis()).toBe(0);
  });

  it('lists every imported product on the gallery query and the API, newest first', async () => {
    const docs = await legacyDocs();
    const expected = expectedOrder(docs, importedIds);
    expect(expected.slice(-3).sort()).toEqual([...UNDATED].sort());

    // The gallery's query: newest first by createdAt, optionally one facet in Firestore.
    const gallery = await adminDb().collection('products').orderBy('createdAt', 'desc').get();
    expect(gallery.docs.map((d) => d.id).filter((id) => id.startsWith('legacy-'))).toEqual(expected);
    const red = await adminDb().collection('products').where('color', '==', 'Red').orderBy('createdAt', 'desc').get();
    expect(red.docs.map((d) => d.id).filter((id) => id.startsWith('legacy-'))).toEqual(expected.filter((id) => docs.get(id)!.color === 'Red'));
    const embroidered = await adminDb().collection('products').where('embellishments', 'array-contains', 'Embroidery').get();
    expect(embroidered.docs.map((d) => d.id)).toContain(legacyDocId(oldId(0)));

    // The spec's list call, every page.
    const listed: { _id: string; createdAt: string }[] = [];
    let cursor: string | null = null;
    do {
      const res: ApiAnswer<ListAnswer> = await callApi<ListAnswer>('GET', '/common/gel_all_product', {
        query: { limit: '100', ...(cursor ? { cursor } : {}) },
      });
      expect(res.status).toBe(200);
      listed.push(...res.body.products);
      cursor = res.body.nextCursor;
    } while (cursor);
    const fromApi = listed.filter((p) => p._id.startsWith('legacy-'));
    expect(fromApi.map((p) => p._id)).toEqual(expected);
    expect(fromApi.at(-1)!.createdAt).toBe('1970-01-01T00:00:00.000Z');
  });

  it('a second run changes nothing; a changed row is updated, keeping its rating', async () => {
    // Let the product trigger see the imported documents first: it must find nothing to change.
    await sleep(3000);
    const again = await importProducts(adminDb(), rows);
    expect([again.imported.length, again.updated.length, again.unchanged.length, again.refused.length]).toEqual([0, 0, 22, 8]);

    const id = legacyDocId(oldId(0));
    await adminDb().doc(`products/${id}`).update({ rating: 4, ratingCount: 2 });
    const changed = rows.map((row, i) => (i === 0 ? { ...(row as object), price: { tailor: 1100, readyMade: 1500 } } : row));
    const third = await importProducts(adminDb(), changed);
    expect(third.updated).toEqual([id]);
    expect(third.unchanged).toHaveLength(21);
    expect((await adminDb().doc(`products/${id}`).get()).data()).toMatchObject({ tailorPrice: 110000, rating: 4, ratingCount: 2 });
  });

  it('the command prints the summary and each refused row with its reasons', () => {
    const result = spawnSync('npx', ['tsx', 'scripts/import.ts', FIXTURE, '--dry-run'], { encoding: 'utf8', env: { ...process.env, GOOGLE_APPLICATION_CREDENTIALS: '' } });
    expect(result.stderr).not.toMatch(/import failed|Warning/);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Importing 30 products from ${FIXTURE} into the emulators (Firestore ${process.env.FIRESTORE_EMULATOR_HOST}, project demo-tailor) (dry run).`);
    expect(result.stdout).toContain(`row 8, old id ${oldId(7)}:`);
    expect(result.stdout).toContain('    - color: “purple” is not a colour the shop offers');
    expect(result.stdout).toContain('row 16, old id (none):');
    expect(result.stdout).toMatch(/Summary \(products\): 0 would be imported, 1 would be updated, 21 unchanged, 8 skipped \(refused\)\./);
    const usage = spawnSync('npx', ['tsx', 'scripts/import.ts', '--nonsense'], { encoding: 'utf8' });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: npm run import');
  });
});

describe('spec-shaped exports: price {min, max} beside the explicit prices', () => {
  const ids = Array.from({ length: 5 }, (_, i) => `${RUN}-spec-${i}`);
  afterAll(async () => {
    await Promise.all(ids.map((id) => adminDb().doc(`products/${legacyDocId(id)}`).delete()));
  });

  /** A product as the spec's API answers it: the price object always, the explicit prices beside it. */
  const specRow = (i: number, extra: Record<string, unknown> = {}) => ({
    _id: ids[i],
    productName: `Spec Export Blouse ${i}`,
    description: 'Raw silk blouse exported from the old shop.',
    category: 'Blouse',
    productType: 'Ready-made',
    color: 'Maroon',
    price: { min: 1200, max: 1500 },
    tailorPrice: 1500,
    readyMadePrice: 1200,
    discount: 0,
    quantityInStock: 3,
    shippingCost: 50,
    images: [{ url: 'https://old-shop.example/b.jpg' }],
    dateAdded: '2024-01-0' + (i + 1) + 'T10:00:00.000Z',
    ...extra,
  });
  const exported = [
    specRow(0),
    specRow(1),
    // The range does not span the explicit prices: kept, with a warning.
    specRow(2, { price: { min: 900, max: 1500 } }),
    specRow(3),
    // Broken: a colour the shop does not offer.
    specRow(4, { color: 'purple' }),
  ];

  it('imports the 4 good rows, explicit prices winning, reports the broken one and warns of the odd range', async () => {
    const report = await importProducts(adminDb(), exported);
    expect(report.imported.sort()).toEqual(ids.slice(0, 4).map(legacyDocId).sort());
    expect(report.refused.map((r) => [r.row, r.reasons.join('; ')])).toEqual([[5, expect.stringContaining('color: “purple”')]]);
    expect(report.warned.map((r) => [r.row, r.reasons.join('; ')])).toEqual([
      [3, 'price: the price range ₹900–₹1,500 does not match the prices given (tailor ₹1,500, ready-made ₹1,200); the prices given are kept'],
    ]);
    expect(formatReport(report)).toContain('Summary (products): 4 imported, 0 updated, 0 unchanged, 1 skipped (refused).');
    for (const i of [0, 2]) {
      expect((await adminDb().doc(`products/${legacyDocId(ids[i]!)}`).get()).data()).toMatchObject({ tailorPrice: 150000, readyMadePrice: 120000 });
    }
  });

  it('the admin API accepts the same bodies (and refuses the broken one)', async () => {
    const admin = await testUser(`${RUN}-spec-admin@silaistudio.test`, { role: 'admin' });
    const created: string[] = [];
    try {
      for (const [i, row] of exported.entries()) {
        const { _id: _old, ...body } = row;
        const res = await callApi<{ message: string; product: { _id: string; tailorPrice: number; readyMadePrice: number }; warnings?: string[] }>(
          'POST',
          '/admin/add_product',
          { token: admin.idToken, body },
        );
        if (i === 4) {
          expect(res.status).toBe(400);
          expect(res.body.message).toContain('purple');
          continue;
        }
        expect(res.status, res.body.message).toBe(201);
        created.push(res.body.product._id);
        expect(res.body.product).toMatchObject({ tailorPrice: 1500, readyMadePrice: 1200 });
        expect(res.body.warnings, `row ${i}`).toEqual(i === 2 ? [expect.stringContaining('does not match the prices given')] : undefined);
      }
    } finally {
      await Promise.all(created.map((id) => adminDb().doc(`products/${id}`).delete()));
    }
  });
});

describe('npm run import -- --feedback', () => {
  const created: string[] = [];
  afterAll(async () => {
    await Promise.all(created.map((id) => adminDb().doc(`feedback/${id}`).delete()));
    await removeLegacy();
  });

  it('imports entries whose author has an account, never storing an e-mail', async () => {
    await importProducts(adminDb(), rows.slice(0, 3));
    const byEmail = await testUser(`${RUN}-asha@silaistudio.test`, undefined, 'Asha Old Customer');
    await adminAuth().updateUser(byEmail.uid, { emailVerified: true });
    await adminDb().doc(`users/${byEmail.uid}`).set({ name: 'Asha Kulkarni', email: byEmail.email, profilePicture: '' });
    // Someone registered a past customer's address first and never verified it.
    const squatter = await testUser(`${RUN}-meena@silaistudio.test`, undefined, 'Not Meena');
    const byUid = await testUser(`${RUN}-neha@silaistudio.test`, undefined, 'Neha');
    const feedback = [
      {
        _id: `${RUN}-f1`,
        userId: 'mongo-user-1',
        name: 'Asha',
        email: byEmail.email.toUpperCase(),
        profile_picture: '',
        rating: 5,
        comments: 'Lovely stitching.',
        screenshotUrl: '',
        productId: oldId(0),
        createdAt: '2024-05-01T10:00:00.000Z',
        updatedAt: '2024-05-02T10:00:00.000Z',
      },
      { _id: `${RUN}-f2`, userId: byUid.uid, name: 'Neha', rating: '4', comments: 'Quick delivery.', createdAt: '2024-06-01T10:00:00.000Z' },
      { _id: `${RUN}-f3`, userId: 'nobody', email: `${RUN}-nobody@example.test`, rating: 3, comments: 'Who am I?' },
      { _id: `${RUN}-f4`, userId: byUid.uid, rating: 9, comments: '' },
      { _id: `${RUN}-f5`, userId: byUid.uid, rating: 4, comments: 'About a product we never had', productId: 'gone-42' },
      { _id: `${RUN}-f6`, userId: 'mongo-user-6', email: squatter.email, rating: 5, comments: 'Meena’s old review.' },
    ];
    const report = await importFeedback(adminDb(), adminAuth(), feedback);
    created.push(...report.imported);
    expect(report.imported).toEqual([legacyDocId(`${RUN}-f1`), legacyDocId(`${RUN}-f2`)]);
    expect(report.refused.map((r) => [r.row, r.reasons.join('; ')])).toEqual([
      [3, expect.stringContaining('author: no account of this shop has its userId or e-mail')],
      [4, expect.stringMatching(/rating: .*5.*comments: /)],
      [5, 'productId: no product with the old id gone-42 (import the products first)'],
      [6, expect.stringContaining('author: the account with its e-mail has not verified the address')],
    ]);
    expect((await adminDb().doc(`feedback/${legacyDocId(`${RUN}-f6`)}`).get()).exists).toBe(false);
    const first = (await adminDb().doc(`feedback/${legacyDocId(`${RUN}-f1`)}`).get()).data()!;
    expect(first).toMatchObject({ userId: byEmail.uid, name: 'Asha Kulkarni', rating: 5, productId: legacyDocId(oldId(0)), screenshotUrl: '' });
    expect(first).not.toHaveProperty('email');
    expect(first.createdAt.toDate().toISOString()).toBe('2024-05-01T10:00:00.000Z');
    expect(first.updatedAt.toDate().toISOString()).toBe('2024-05-02T10:00:00.000Z');
    // The product's rating follows from the imported feedback (the feedback trigger).
    await waitFor(async () => ((await adminDb().doc(`products/${legacyDocId(oldId(0))}`).get()).get('ratingCount') === 1 ? true : undefined), 20_000, 'product rating');

    const again = await importFeedback(adminDb(), adminAuth(), feedback);
    expect([again.imported.length, again.updated.length, again.unchanged.length, again.refused.length]).toEqual([0, 0, 2, 4]);
  });
});

describe('no product vanishes for a missing date', () => {
  const ids = [`legacy-${RUN}-dated`, `legacy-${RUN}-undated`];
  afterAll(async () => {
    await Promise.all(ids.map((id) => adminDb().doc(`products/${id}`).delete()));
  });

  it('the product trigger and the backfill set createdAt from the date chain, once', async () => {
    const db = adminDb();
    const base = { productName: 'Written without createdAt', description: 'x', quantityInStock: 1, shippingCost: 0, productStatus: 'Active' };
    await db.doc(`products/${ids[0]}`).set({ ...base, dateAdded: '2022-02-02T00:00:00.000Z' });
    await db.doc(`products/${ids[1]}`).set(base);
    // Whichever runs first (the trigger or the backfill), the result is the same.
    await backfillCreatedAt(db);
    const dated = await waitFor(async () => {
      const data = (await db.doc(`products/${ids[0]}`).get()).data();
      return data?.createdAt instanceof Timestamp ? data : undefined;
    });
    expect(dated.createdAt.toDate().toISOString()).toBe('2022-02-02T00:00:00.000Z');
    const undated = await waitFor(async () => {
      const data = (await db.doc(`products/${ids[1]}`).get()).data();
      return data?.createdAt instanceof Timestamp ? data : undefined;
    });
    expect(undated.createdAt.toMillis()).toBe(0);
    const second = await backfillCreatedAt(db, { dryRun: true });
    expect(second.dated).not.toContain(ids[0]);
    expect(second.undated).not.toContain(ids[1]);
    const listed = await db.collection('products').orderBy('createdAt', 'desc').get();
    expect(listed.docs.map((d) => d.id)).toEqual(expect.arrayContaining(ids));
  });
});
