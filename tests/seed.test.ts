import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVAILABILITY_STATUSES,
  CATEGORIES,
  COLORS,
  EMBELLISHMENTS,
  lineTotalPaise,
  shippingChargeFor,
  parseOrderNumber,
  FABRIC_TYPES,
  PATTERNS,
  priceFrom,
  searchTerms,
  PRODUCT_TYPES,
  productInputSchema,
  STITCHING_TYPES,
  TRUSTED_PRODUCT_FIELDS,
} from '@tailor/domain';
import { ALL_DEMO_ACCOUNTS, DEMO_ACCOUNTS } from '../scripts/seed/accounts';
import { CATALOGUE } from '../scripts/seed/catalogue';
import { SEED_FEEDBACK, seedFeedbackDocId } from '../scripts/seed/feedback';
import { seedShop, SEED_ORDERS } from '../scripts/seed/index';
import { waitForSeedTriggers } from '../scripts/seed/settle';
import { adminAuth, adminDb } from './support/admin';

const PUBLIC_DIR = join(import.meta.dirname, '../web/public');

async function counts(db: Firestore) {
  const [products, feedback, users] = await Promise.all(
    ['products', 'feedback', 'users'].map(async (c) => (await db.collection(c).count().get()).data().count),
  );
  const auth = await adminAuth().getUsers(ALL_DEMO_ACCOUNTS.map((a) => ({ email: a.email })));
  return { products, feedback, users, accounts: auth.users.length };
}

/** Product data without the fields the feedback triggers maintain. */
async function catalogueSnapshot(db: Firestore) {
  const snaps = await db.getAll(...CATALOGUE.map((p) => db.collection('products').doc(p.id)));
  return Object.fromEntries(
    snaps.map((d) => {
      const { rating: _r, ratingCount: _c, ...rest } = d.data() ?? {};
      return [d.id, rest];
    }),
  );
}

describe('seedShop', () => {
  const db = adminDb();
  let firstCounts: Awaited<ReturnType<typeof counts>>;
  let firstDocs: Record<string, unknown>;
  let secondCounts: Awaited<ReturnType<typeof counts>>;

  beforeAll(async () => {
    await seedShop();
    firstCounts = await counts(db);
    firstDocs = await catalogueSnapshot(db);
    await seedShop();
    secondCounts = await counts(db);
  });

  // Each seed leaves a few hundred trigger runs queued; the next file's triggers would wait behind them.
  afterAll(() => waitForSeedTriggers(db), 120_000);

  it('writes at least 40 products including the whole catalogue', async () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(40);
    const snaps = await db.getAll(...CATALOGUE.map((p) => db.collection('products').doc(p.id)));
    expect(snaps.filter((s) => s.exists).length).toBe(CATALOGUE.length);
    expect(secondCounts.products).toBeGreaterThanOrEqual(40);
  });

  it('products cover every option value and parse with productInputSchema', async () => {
    const snaps = await db.getAll(...CATALOGUE.map((p) => db.collection('products').doc(p.id)));
    const docs = snaps.map((s) => ({ id: s.id, data: s.data()! }));
    const lists = {
      category: CATEGORIES,
      productType: PRODUCT_TYPES,
      fabricType: FABRIC_TYPES,
      pattern: PATTERNS,
      color: COLORS,
      availabilityStatus: AVAILABILITY_STATUSES,
      stitchingType: STITCHING_TYPES,
      embellishments: EMBELLISHMENTS,
    } as const;
    for (const [field, values] of Object.entries(lists)) {
      const seen = new Set(docs.flatMap((d) => [d.data[field]].flat()));
      expect(values.filter((v) => !seen.has(v)), field).toEqual([]);
    }
    for (const { id, data } of docs) {
      expect(data.productId).toBe(id);
      expect(data.createdAt).toBeInstanceOf(Timestamp);
      expect(data.lastUpdated).toBeInstanceOf(Timestamp);
      expect(typeof data.rating).toBe('number');
      expect(typeof data.ratingCount).toBe('number');
      const input = { ...data };
      for (const key of TRUSTED_PRODUCT_FIELDS) delete input[key];
      const parsed = productInputSchema.safeParse(input);
      expect(parsed.success, `${id}: ${parsed.error?.message}`).toBe(true);
      expect(data.priceFrom).toBe(priceFrom(parsed.data!));
      expect(data.searchTerms).toEqual(searchTerms(parsed.data!));
      expect(data.images.length).toBeGreaterThanOrEqual(1);
      expect(data.images.length).toBeLessThanOrEqual(4);
      for (const { url } of data.images as { url: string }[]) {
        expect(url).toMatch(/^\/garments\/[a-z0-9-]+\.svg$/);
        expect(existsSync(join(PUBLIC_DIR, url)), url).toBe(true);
      }
    }
  });

  it('gives the admin the admin claim and the customer none', async () => {
    const auth = adminAuth();
    const admin = await auth.getUserByEmail(DEMO_ACCOUNTS.admin.email);
    const customer = await auth.getUserByEmail(DEMO_ACCOUNTS.customer.email);
    expect(admin.customClaims).toEqual({ role: 'admin' });
    expect(customer.customClaims?.role).toBeUndefined();
    const profile = await db.collection('users').doc(customer.uid).get();
    expect(profile.data()).toMatchObject({ name: 'Priya Sharma', email: DEMO_ACCOUNTS.customer.email, profilePicture: '' });
    expect(profile.data()).not.toHaveProperty('role');
  });

  it('writes 12+ feedback entries from 5+ seeded users, under the ids the rules require', async () => {
    const accounts = (await adminAuth().getUsers(ALL_DEMO_ACCOUNTS.map((a) => ({ email: a.email })))).users;
    const uidOf = new Map(accounts.map((u) => [u.email, u.uid]));
    const snaps = await db.getAll(...SEED_FEEDBACK.map((f) => db.collection('feedback').doc(seedFeedbackDocId(f, uidOf.get(f.authorEmail)!))));
    expect(snaps.every((s) => s.exists)).toBe(true);
    expect(snaps.length).toBeGreaterThanOrEqual(12);
    expect(snaps.map((s) => s.id)).toEqual(SEED_FEEDBACK.map((f) => `${uidOf.get(f.authorEmail)}_${f.productId ?? 'shop'}`));
    expect((await db.getAll(...SEED_FEEDBACK.map((f) => db.collection('feedback').doc(f.id)))).some((s) => s.exists)).toBe(false);
    // The demo accounts are verified, so admin:grant and the shop's banner treat them as such.
    expect(accounts.every((u) => u.emailVerified)).toBe(true);
    const uids = new Set(accounts.map((u) => u.uid));
    const authors = new Set(snaps.map((s) => s.get('userId') as string));
    expect(authors.size).toBeGreaterThanOrEqual(5);
    for (const s of snaps) {
      expect(uids.has(s.get('userId'))).toBe(true);
      expect(s.data()).toMatchObject({ profile_picture: '', screenshotUrl: '' });
      expect(s.get('rating')).toBeGreaterThanOrEqual(1);
      expect(s.get('updatedAt')).toBeInstanceOf(Timestamp);
    }
  });

  it('writes a priced order history: lines, discount, shipping and total as the orders API prices them', async () => {
    const snaps = await db.getAll(...SEED_ORDERS.map((o) => db.collection('orders').doc(o.id)));
    const statuses = new Set<string>();
    const numbers = new Set<string>();
    let charged = 0;
    for (const snap of snaps) {
      const order = snap.data()!;
      const input = CATALOGUE.find((p) => p.id === order.lines[0].productId)!.input;
      const unit = order.orderType === 'tailor' ? input.tailorPrice : input.readyMadePrice;
      const lineTotal = lineTotalPaise(unit ?? 0, input.discount, order.lines[0].quantity);
      const shipping = shippingChargeFor([input], lineTotal);
      expect(order).toMatchObject({
        subtotal: (unit ?? 0) * order.lines[0].quantity,
        discountTotal: (unit ?? 0) * order.lines[0].quantity - lineTotal,
        shippingCharge: shipping,
        totalPrice: lineTotal + shipping,
      });
      if (shipping > 0) charged++;
      expect(parseOrderNumber(order.orderNumber)).not.toBeNull();
      numbers.add(order.orderNumber);
      expect(order.statusHistory.at(-1).status).toBe(order.orderStatus);
      expect(order.deliveredAt != null).toBe(order.orderStatus === 'delivered');
      statuses.add(order.orderStatus);
    }
    expect(statuses.size).toBeGreaterThanOrEqual(5);
    // Some seeded orders fall below the free-shipping threshold and carry a charge.
    expect(charged).toBeGreaterThan(0);
    // Real, distinct numbers; the counter continues after them.
    expect(numbers.size).toBe(SEED_ORDERS.length);
    const highest = Math.max(...[...numbers].map((n) => parseOrderNumber(n)!));
    expect((await db.doc('counters/orders').get()).get('next')).toBeGreaterThan(highest);
    // One awaits the customer's approval with a photo, one is delivered with the cash collected.
    const orders = snaps.map((s) => s.data()!);
    expect(orders.find((o) => o.orderStatus === 'approval')?.fitPhotos?.length).toBeGreaterThan(0);
    expect(orders.some((o) => o.orderStatus === 'delivered' && o.paymentStatus === 'collected' && o.collectedAmount === o.totalPrice)).toBe(true);
    // The dashboard's aggregates are built with them, every seeded order counted once.
    const contributions = await db.getAll(...SEED_ORDERS.map((o) => db.doc(`stats/orders/contributions/${o.id}`)));
    expect(contributions.every((c) => Array.isArray(c.get('entries')) && c.get('entries').length > 0)).toBe(true);
    expect((await db.doc('stats/orders').get()).get('orders')).toBeGreaterThanOrEqual(SEED_ORDERS.length);
  });

  it('is idempotent: a second run leaves counts and documents unchanged', async () => {
    expect(secondCounts).toEqual(firstCounts);
    expect(secondCounts.accounts).toBe(ALL_DEMO_ACCOUNTS.length);
    expect(await catalogueSnapshot(db)).toEqual(firstDocs);
  });

  it('scales up with generated products and back down again', async () => {
    const before = (await db.collection('products').count().get()).data().count;
    const scaled = await seedShop({ products: CATALOGUE.length + 25 });
    expect(scaled.generatedProducts).toBe(25);
    expect((await db.collection('products').count().get()).data().count).toBe(before + 25);
    const last = (await db.collection('products').doc('gen-00025').get()).data()!;
    for (const key of TRUSTED_PRODUCT_FIELDS) delete last[key];
    expect(productInputSchema.safeParse(last).success).toBe(true);
    const back = await seedShop();
    expect(back.removedGeneratedProducts).toBe(25);
    expect((await db.collection('products').count().get()).data().count).toBe(before);
  });

  it('refuses a project that is not a demo project', async () => {
    await expect(seedShop({ project: 'my-real-shop' })).rejects.toThrow(/Refusing/);
  });
});
