import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteObject, getMetadata, ref, uploadBytes } from 'firebase/storage';
import {
  collection,
  deleteDoc,
  doc,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  sum,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { ORDER_STATUSES, orderMoveKind, emptyOrderDraft, mergeProductDefaults, type OrderStatus, type ProductInput } from '@tailor/domain';
import { newProductPayload, productUpdatePayload, statusChangePayload } from '../web/src/features/admin/writes';
import { productFormSchema, toFormValues, toProductInput } from '../web/src/features/admin/productForm';
import { ADMIN_CLAIMS, contexts, createStorageRulesEnv, rulesEnv, seedDoc, STORAGE_EMULATOR_ON } from './support/rules';

const ADMIN = 'boss';
const CUSTOMER = 'cust-1';
const OTHER = 'cust-2';

/** What the product form submits: the stored shape, only the chosen category's detail object. */
function input(overrides: Partial<ProductInput> = {}): ProductInput {
  const stored = {
    ...mergeProductDefaults({
      productName: 'Rules Test Blouse',
      description: 'Raw silk blouse with a keyhole back.',
      category: 'Blouse',
      tailorPrice: 120000,
      readyMadePrice: 150000,
      shippingCost: 9900,
      quantityInStock: 4,
      images: [{ url: '/garments/blouse-maroon-plain-front.svg' }],
    }),
    ...overrides,
  };
  return toProductInput(productFormSchema.parse(toFormValues(stored)));
}

/** A product as stored after the trigger ran (trusted fields present). */
function storedProduct(id: string): Record<string, unknown> {
  const t = Timestamp.fromMillis(Date.UTC(2025, 0, 1));
  // Older documents may carry detail objects of other categories: an edit removes them.
  const { suitDetails } = mergeProductDefaults({});
  return { ...input(), suitDetails, productId: id, createdAt: t, lastUpdated: t, rating: 4, ratingCount: 2, priceFrom: 120000 };
}

function storedOrder(status: OrderStatus, userId = CUSTOMER): Record<string, unknown> {
  const t = Timestamp.fromMillis(Date.UTC(2025, 0, 1));
  return {
    ...emptyOrderDraft('readymade'),
    userId,
    customer: {
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '9820012345',
      address: { street: '12 Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' },
    },
    lines: [{ productId: 'p-1', productType: 'readymade', quantity: 1, productName: 'Blouse', price: 150000, discount: 0, totalPrice: 150000, image: '' }],
    orderStatus: status,
    orderDate: t,
    createdAt: t,
    totalPrice: 150000,
    orderNumber: 'TS-ORDER1',
    statusHistory: [{ status: 'pending', at: t, by: userId }],
    pricedAt: t,
  };
}

const env = await rulesEnv('admin');
const { admin, customer, other, anon } = contexts(env, { customer: CUSTOMER, other: OTHER }, ADMIN);
const seed = (path: string, data: Record<string, unknown>) => seedDoc(env, path, data);

describe('firestore.rules: what the admin screens write', () => {
  describe('products', () => {
    it('the admin creates a product with the form payload; customers and visitors may not', async () => {
      await assertSucceeds(setDoc(doc(admin, 'products/new-1'), newProductPayload('new-1', input())));
      await assertFails(setDoc(doc(customer, 'products/new-2'), newProductPayload('new-2', input())));
      await assertFails(setDoc(doc(anon, 'products/new-3'), newProductPayload('new-3', input())));
    });

    it('every category section the form can send is accepted', async () => {
      const base = mergeProductDefaults({ productName: 'X', description: 'Y' });
      for (const [category, key] of [
        ['Blouse', 'blouseDetails'],
        ['Suit', 'suitDetails'],
        ['Lehenga', 'lehengaDetails'],
        ['Saree', 'sareeDetails'],
      ] as const) {
        const { blouseDetails, suitDetails, lehengaDetails, sareeDetails, ...rest } = base;
        const details = { blouseDetails, suitDetails, lehengaDetails, sareeDetails };
        const id = `cat-${category}`;
        await assertSucceeds(setDoc(doc(admin, 'products', id), newProductPayload(id, { ...rest, category, [key]: details[key] } as ProductInput)));
      }
    });

    it('a form filled to its limits is accepted (10 images, lists, every text field)', async () => {
      const images = Array.from({ length: 10 }, (_, i) => ({ url: `https://example.com/img-${i}.jpg`, path: `products/full/${i}.jpg` }));
      const full = input({
        category: 'Saree',
        images,
        embellishments: ['Zari Work', 'Sequin', 'Stone Work', 'Beads', 'Embroidery', 'Other'],
        customizationAvailable: true,
        customizationOptions: Array.from({ length: 20 }, (_, i) => `Option ${i}`),
        tags: Array.from({ length: 30 }, (_, i) => `tag-${i}`),
        seasonalTags: Array.from({ length: 20 }, (_, i) => `season-${i}`),
        fabricFeel: 'Soft',
        durability: 'High',
        stitchedImage: 'https://example.com/stitched.jpg',
        video: 'https://example.com/video.mp4',
        estimatedDeliveryTime: '7-10 days',
        embellishmentDetails: { embroidery: 'Zardozi', beadwork: 'Pearls', stonework: 'Kundan', additionalDetails: 'Tassels' },
        blouseTailoring: { galaDesign: 'Boat', backDesign: 'Deep U', bajuDesign: 'Elbow', silaiType: 'Princess cut', blouseCustomizations: 'Padded' },
      });
      await assertSucceeds(setDoc(doc(admin, 'products/full'), newProductPayload('full', full)));
      await assertSucceeds(updateDoc(doc(admin, 'products/full'), productUpdatePayload('full', { ...full, readyMadePrice: 100 })));
    });

    it('the admin may not set trusted fields, a foreign productId, a client time or an invalid value', async () => {
      const ok = newProductPayload('p-x', input());
      for (const bad of [
        { ...ok, rating: 5 },
        { ...ok, ratingCount: 9 },
        { ...ok, priceFrom: 1 },
        { ...ok, productId: 'other' },
        { ...ok, createdAt: Timestamp.fromMillis(0) },
        { ...ok, tailorPrice: 10.5 },
        { ...ok, discount: 101 },
        { ...ok, productName: '' },
        { ...ok, embellishments: ['Gold dust'] },
        { ...ok, unknown: true },
      ]) {
        await assertFails(setDoc(doc(admin, 'products/p-x'), bad));
      }
    });

    it('the admin updates a product (createdAt and trusted fields kept); others may not', async () => {
      await seed('products/p-1', storedProduct('p-1'));
      const edit = productUpdatePayload('p-1', input({ readyMadePrice: 99900 }), ['suitDetails', 'lehengaDetails', 'sareeDetails']);
      await assertFails(updateDoc(doc(customer, 'products/p-1'), edit));
      await assertFails(updateDoc(doc(anon, 'products/p-1'), edit));
      await assertSucceeds(updateDoc(doc(admin, 'products/p-1'), edit));
      const after = (await getDoc(doc(admin, 'products/p-1'))).data()!;
      expect(after).toMatchObject({ readyMadePrice: 99900, rating: 4, ratingCount: 2 });
      expect(after.createdAt.toMillis()).toBe(Date.UTC(2025, 0, 1));
      expect(after.suitDetails).toBeUndefined();
      // …but not its trusted fields or creation time
      await assertFails(updateDoc(doc(admin, 'products/p-1'), { ...edit, rating: 5 }));
      await assertFails(updateDoc(doc(admin, 'products/p-1'), { ...edit, priceFrom: 0 }));
      await assertFails(updateDoc(doc(admin, 'products/p-1'), { ...edit, createdAt: serverTimestamp() }));
    });

    it('the admin deletes a product; customers and visitors may not', async () => {
      await seed('products/p-2', storedProduct('p-2'));
      await assertFails(deleteDoc(doc(customer, 'products/p-2')));
      await assertFails(deleteDoc(doc(anon, 'products/p-2')));
      await assertSucceeds(deleteDoc(doc(admin, 'products/p-2')));
    });

    it('everyone reads the catalogue and can search it by name prefix', async () => {
      await seed('products/p-3', storedProduct('p-3'));
      for (const db of [admin, customer, anon]) {
        await assertSucceeds(getDoc(doc(db, 'products/p-3')));
        await assertSucceeds(getCountFromServer(query(collection(db, 'products'), where('productName', '>=', 'Rules'), where('productName', '<=', 'Rules\uf8ff'), orderBy('productName'))));
      }
    });
  });

  describe('orders', () => {
    it('the admin moves an order along the legal transitions only (the payload of the orders screen)', async () => {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          await seed('orders/o1', storedOrder(from));
          const attempt = updateDoc(doc(admin, 'orders/o1'), statusChangePayload(to, ADMIN));
          // A plain payload is a forward move of the ready-made flow (the other moves carry a reason or photos).
          if (orderMoveKind('readymade', from, to, 'admin') === 'forward') await assertSucceeds(attempt);
          else await assertFails(attempt);
        }
      }
    });

    it('a full journey pending → delivered records one history entry per step', async () => {
      await seed('orders/o2', storedOrder('pending'));
      for (const to of ['confirmed', 'ready', 'shipped', 'delivered'] as const) {
        await assertSucceeds(updateDoc(doc(admin, 'orders/o2'), statusChangePayload(to, ADMIN)));
      }
      const data = (await getDoc(doc(admin, 'orders/o2'))).data()!;
      expect(data.orderStatus).toBe('delivered');
      expect(data.statusHistory.map((h: { status: string }) => h.status)).toEqual(['pending', 'confirmed', 'ready', 'shipped', 'delivered']);
      expect(data.updatedBy).toBe(ADMIN);
    });

    it('the admin may not write someone else as the author, nor change prices with a move', async () => {
      await seed('orders/o3', storedOrder('pending'));
      await assertFails(updateDoc(doc(admin, 'orders/o3'), statusChangePayload('confirmed', OTHER)));
      await assertFails(updateDoc(doc(admin, 'orders/o3'), { ...statusChangePayload('confirmed', ADMIN), totalPrice: 1 }));
      await assertFails(updateDoc(doc(admin, 'orders/o3'), { ...statusChangePayload('delivered', ADMIN), deliveredAt: serverTimestamp() }));
    });

    it('customers (the owner included) and visitors cannot move an order', async () => {
      await seed('orders/o4', storedOrder('pending'));
      await assertFails(updateDoc(doc(customer, 'orders/o4'), statusChangePayload('confirmed', CUSTOMER)));
      await assertFails(updateDoc(doc(customer, 'orders/o4'), statusChangePayload('cancelled', CUSTOMER)));
      await assertFails(updateDoc(doc(other, 'orders/o4'), statusChangePayload('confirmed', OTHER)));
      await assertFails(updateDoc(doc(anon, 'orders/o4'), { orderStatus: 'confirmed' }));
    });

    it('only the admin reads all orders and aggregates them (dashboard figures)', async () => {
      await seed('orders/o5', storedOrder('delivered'));
      await seed('orders/o6', storedOrder('pending', OTHER));
      const delivered = query(collection(admin, 'orders'), where('orderStatus', '==', 'delivered'));
      const agg = await assertSucceeds(getAggregateFromServer(delivered, { revenue: sum('totalPrice') }));
      expect(agg.data().revenue).toBe(150000);
      await assertSucceeds(getCountFromServer(query(collection(admin, 'orders'), orderBy('createdAt', 'desc'))));
      for (const db of [customer, anon]) {
        await assertFails(getCountFromServer(collection(db, 'orders')));
        await assertFails(getAggregateFromServer(query(collection(db, 'orders'), where('orderStatus', '==', 'delivered')), { revenue: sum('totalPrice') }));
      }
    });
  });

  describe('a demoted admin (adminRevocations/{uid}, written by admin:revoke)', () => {
    const DEMOTED = 'demoted-admin';
    const now = Math.floor(Date.now() / 1000);
    const revokedAt = Timestamp.fromMillis((now - 600) * 1000);
    /** The admin's Firestore as a token signed in at `authTime` (seconds) sees it. */
    const signedInAt = (authTime: number) => env.authenticatedContext(DEMOTED, { ...ADMIN_CLAIMS, auth_time: authTime, iat: now - 5 }).firestore();
    const before = signedInAt(now - 1200);
    const sameSecond = signedInAt(now - 600);
    const fresh = signedInAt(now - 60);

    it('a token signed in before the revocation still carries the claim but is refused: reads, product writes, order moves, settings', async () => {
      await seed(`adminRevocations/${DEMOTED}`, { revokedAt });
      await seed('stats/orders', { orders: 1 });
      await seed('orders/r1', storedOrder('pending'));
      await seed('products/r-p1', storedProduct('r-p1'));
      for (const db of [before, sameSecond]) {
        await assertFails(getDoc(doc(db, 'stats/orders')));
        await assertFails(getDoc(doc(db, 'orders/r1')));
        await assertFails(getDocs(collection(db, 'users')));
        await assertFails(setDoc(doc(db, 'products/r-new'), newProductPayload('r-new', input())));
        await assertFails(deleteDoc(doc(db, 'products/r-p1')));
        await assertFails(updateDoc(doc(db, 'orders/r1'), statusChangePayload('confirmed', DEMOTED)));
      }
    });

    it('after a new grant, a token signed in after the revocation is the admin again', async () => {
      await seed(`adminRevocations/${DEMOTED}`, { revokedAt });
      await seed('stats/orders', { orders: 1 });
      await seed('orders/r2', storedOrder('pending'));
      await assertSucceeds(getDoc(doc(fresh, 'stats/orders')));
      await assertSucceeds(getDoc(doc(fresh, 'orders/r2')));
      await assertSucceeds(setDoc(doc(fresh, 'products/r-new'), newProductPayload('r-new', input())));
      await assertSucceeds(updateDoc(doc(fresh, 'orders/r2'), statusChangePayload('confirmed', DEMOTED)));
    });

    it('without a revocation record an admin token of any age is the admin; nobody reads or writes the records', async () => {
      await seed('stats/orders', { orders: 1 });
      await assertSucceeds(getDoc(doc(before, 'stats/orders')));
      await seed(`adminRevocations/${DEMOTED}`, { revokedAt });
      for (const db of [fresh, admin, customer, anon]) {
        await assertFails(getDoc(doc(db, `adminRevocations/${DEMOTED}`)));
        await assertFails(setDoc(doc(db, `adminRevocations/${DEMOTED}`), { revokedAt: Timestamp.fromMillis(0) }));
        await assertFails(deleteDoc(doc(db, `adminRevocations/${DEMOTED}`)));
      }
    });
  });

  describe('stats', () => {
    it('no client writes stats, the admin included; the visitor figure is public, the session markers are not', async () => {
      await seed('stats/visitors', { count: 3 });
      await seed('stats/visitors/sessions/abcdefabcdefabcdef', { createdAt: Timestamp.now() });
      for (const db of [admin, customer, anon]) {
        await assertFails(setDoc(doc(db, 'stats/visitors'), { count: 100 }));
        await assertFails(updateDoc(doc(db, 'stats/visitors'), { count: 4 }));
        await assertFails(deleteDoc(doc(db, 'stats/visitors')));
        await assertFails(setDoc(doc(db, 'stats/visitors/sessions/mine-1234567890abcd'), { createdAt: serverTimestamp() }));
        await assertFails(getDoc(doc(db, 'stats/visitors/sessions/abcdefabcdefabcdef')));
        await assertSucceeds(getDoc(doc(db, 'stats/visitors')));
      }
    });

    it("the dashboard's aggregates: the admin reads them, nobody writes them, and the contributions behind them stay with trusted code", async () => {
      await seed('stats/orders', { orders: 2, byStatus: { pending: 2 } });
      await seed('stats/designs', { designs: { p1: { orders: 2 } }, names: { p1: 'Silk blouse' } });
      await seed('stats/daily/days/2026-11-24', { orders: 2, revenue: 150000 });
      await seed('stats/orders/contributions/o1', { entries: [], userId: CUSTOMER });
      await seed('stats/orders/customers/c1', { entries: [], firstOrderAt: 1 });
      const aggregates = ['stats/orders', 'stats/designs', 'stats/daily/days/2026-11-24'];
      for (const path of aggregates) await assertSucceeds(getDoc(doc(admin, path)));
      await assertSucceeds(getDocs(collection(admin, 'stats/daily/days')));
      for (const db of [customer, anon]) {
        for (const path of aggregates) await assertFails(getDoc(doc(db, path)));
      }
      for (const db of [admin, customer, anon]) {
        for (const path of aggregates) {
          await assertFails(setDoc(doc(db, path), { orders: 1 }));
          await assertFails(deleteDoc(doc(db, path)));
        }
        await assertFails(setDoc(doc(db, 'stats/daily/days/2026-11-25'), { orders: 1 }));
        await assertFails(getDoc(doc(db, 'stats/orders/contributions/o1')));
        await assertFails(getDoc(doc(db, 'stats/orders/customers/c1')));
        await assertFails(setDoc(doc(db, 'stats/orders/contributions/o2'), { entries: [] }));
      }
    });
  });
});


describe.skipIf(!STORAGE_EMULATOR_ON)('storage.rules: product images (skipped: Storage emulator unavailable offline)', () => {
  let env: RulesTestEnvironment;
  const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
  const image = { contentType: 'image/png' };

  beforeAll(async () => {
    env = await createStorageRulesEnv('admin-storage');
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  it('the admin uploads images of at most 5 MB under products/{id}/; customers and visitors may not', async () => {
    const admin = env.authenticatedContext(ADMIN, ADMIN_CLAIMS).storage();
    const customer = env.authenticatedContext(CUSTOMER).storage();
    const anon = env.unauthenticatedContext().storage();
    await assertSucceeds(uploadBytes(ref(admin, 'products/p1/cover.png'), png, image));
    await assertFails(uploadBytes(ref(customer, 'products/p1/mine.png'), png, image));
    await assertFails(uploadBytes(ref(anon, 'products/p1/anon.png'), png, image));
    await assertFails(uploadBytes(ref(admin, 'products/p1/notes.txt'), png, { contentType: 'text/plain' }));
    await assertFails(uploadBytes(ref(admin, 'products/p1/huge.png'), new Uint8Array(5 * 1024 * 1024), image));
    await assertFails(uploadBytes(ref(admin, 'products/p1/deeper/x.png'), png, image));
  });

  it('everyone reads product images; only the admin deletes them', async () => {
    const admin = env.authenticatedContext(ADMIN, ADMIN_CLAIMS).storage();
    await assertSucceeds(uploadBytes(ref(admin, 'products/p2/a.png'), png, image));
    await assertSucceeds(getMetadata(ref(env.unauthenticatedContext().storage(), 'products/p2/a.png')));
    await assertFails(deleteObject(ref(env.authenticatedContext(CUSTOMER).storage(), 'products/p2/a.png')));
    await assertFails(deleteObject(ref(env.unauthenticatedContext().storage(), 'products/p2/a.png')));
    await assertSucceeds(deleteObject(ref(admin, 'products/p2/a.png')));
  });
});
