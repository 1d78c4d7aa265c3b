/**
 * Property-based fuzzing of every /api/v1 route with random and hostile
 * requests, anonymously, as a customer and (admin routes) as the admin.
 * Every answer must be a JSON 4xx with a message (or a 2xx for a read), never
 * a 5xx, and nothing may be stored: bodies the contract would accept are
 * filtered out of the generators, so every write must be refused.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Timestamp } from 'firebase-admin/firestore';
import {
  CART_PRODUCT_TYPES,
  MAX_CART_QUANTITY,
  feedbackInputSchema,
  isOfferedSize,
  mergeProductDefaults,
  productInputSchema,
  signupSchema,
  sizeSchema,
  validatePlaceOrder,
} from '@tailor/domain';
import { bodyToProductInput } from '../functions/src/api/admin';
import { adminAuth, adminDb, testUser, type TestUser } from './support/admin';
import { callApi } from './support/api';
import { API_BASE } from './support/emulators';
import { configureFuzz, hostileJson, hostileString, mutatedBody, pollutionPaths, SCRIPT, toJson, type Wire } from './support/fuzz';
import { ADMIN_CLAIMS } from './support/rules';

configureFuzz();

const RUN = `fz${Date.now().toString(36)}`;
const BODY_LIMIT = 250_000; // under express.json's 256 kB, so the app itself judges every body

type Role = 'anon' | 'customer' | 'admin';
type Body = Record<string, unknown>;

interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  access: 'public' | 'user' | 'admin';
  /** Query parameters the route reads, and values worth mixing in. */
  query?: string[];
  known?: () => string[];
  /** A well-formed body, the start of the mutations. */
  base?: () => Record<string, Wire>;
  /** Bodies the contract accepts: never sent, they would be stored. */
  accepts?: (body: unknown) => boolean;
  /** Well-formed requests the Auth emulator cannot judge (it answers them 501, the API then 502). */
  emulatorGap?: (body: unknown) => boolean;
}

const isObject = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

const ctx = {
  admin: undefined as unknown as TestUser,
  customer: undefined as unknown as TestUser,
  productId: '',
  storedProduct: {} as Body,
  othersFeedback: `${RUN}-others-feedback`,
};

/** As admin.ts validates a product body (prices in rupees), over the stored values for an update. */
function productAccepted(body: unknown, stored: Body = {}): boolean {
  try {
    return productInputSchema.safeParse({ ...stored, ...bodyToProductInput(body).values }).success;
  } catch {
    return false;
  }
}

function cartAddAccepted(body: unknown): boolean {
  return z
    .strictObject({
      userId: z.literal(ctx.customer.uid).optional(),
      productId: z.literal(ctx.productId),
      productType: z.enum(CART_PRODUCT_TYPES),
      size: sizeSchema.optional(),
      quantity: z.number().int().min(1).max(MAX_CART_QUANTITY).optional(),
      action: z.literal('add').optional(),
    })
    // A ready-made line names a size the design comes in; a tailor-made one none.
    .refine((b) => (b.productType === 'readymade' ? isOfferedSize(ctx.storedProduct, b.size) : b.size === undefined))
    .safeParse(body).success;
}

function feedbackAddAccepted(body: unknown): boolean {
  const ignored = z.unknown().optional();
  const echoed = { userId: z.string().max(128).optional(), name: ignored, email: ignored, profile_picture: ignored, feedbackId: ignored };
  const result = feedbackInputSchema.extend(echoed).safeParse(body);
  if (!result.success) return false;
  const { userId, productId } = result.data;
  return (userId === undefined || userId === '' || userId === ctx.customer.uid) && (!productId || productId === ctx.productId);
}

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/health', access: 'public' },
  { method: 'GET', path: '/common/get_all_product', access: 'public', query: ['limit', 'cursor'], known: () => [ctx.productId] },
  { method: 'GET', path: '/common/gel_all_product', access: 'public', query: ['limit', 'cursor'], known: () => [ctx.productId] },
  { method: 'GET', path: '/common/get_single_product', access: 'public', query: ['productId'], known: () => [ctx.productId] },
  { method: 'GET', path: '/feedback/getAll', access: 'public', query: ['limit', 'cursor'], known: () => [ctx.othersFeedback] },
  { method: 'GET', path: '/user/get_all_cart', access: 'user' },
  { method: 'GET', path: '/admin/get_product', access: 'admin', query: ['limit', 'cursor'], known: () => [ctx.productId] },
  {
    method: 'POST',
    path: '/auth/signup',
    access: 'public',
    base: () => ({ name: 'Fuzz Signup', email: `${RUN}-new@example.test`, password: 'Secret#123' }),
    accepts: (b) => signupSchema.safeParse(b).success,
  },
  // Wrong password: a well-formed login is refused with 401.
  { method: 'POST', path: '/auth/login', access: 'public', base: () => ({ email: ctx.customer.email, password: 'Wrong#Pass1' }) },
  {
    method: 'POST',
    path: '/auth/google',
    access: 'public',
    // A JWT whose payload is {}: the emulator refuses it (no "sub").
    base: () => ({ token: 'e30.e30.sig' }),
    emulatorGap: (b) => {
      const token = isObject(b) && typeof b.token === 'string' ? b.token.trim() : '';
      return token.length > 0 && token.length <= 16_384 && !token.startsWith('{') && token.split('.').length !== 3;
    },
  },
  {
    method: 'POST',
    path: '/admin/add_product',
    access: 'admin',
    base: () => ({
      productName: `Fuzz Blouse ${RUN}`,
      description: 'Raw silk blouse.',
      category: 'Blouse',
      tailorPrice: 1499.5,
      readyMadePrice: 1899,
      discount: 10,
      quantityInStock: 5,
      shippingCost: 99,
      images: [{ url: '/garments/blouse-maroon-plain-front.svg' }],
      blouseDetails: { sleeveType: 'Short Sleeve', fitType: 'Slim Fit' },
    }),
    accepts: (b) => productAccepted(b),
  },
  {
    method: 'POST',
    path: '/admin/update_product',
    access: 'admin',
    base: () => ({ productId: ctx.productId, description: 'Fuzzed description', discount: 5, tags: ['fuzz'] }),
    accepts: (b) => isObject(b) && (b.productId ?? b.id ?? b._id) === ctx.productId && productAccepted(b, mergeProductDefaults(ctx.storedProduct)),
  },
  // Never the real product's id: a well-formed delete answers 404.
  { method: 'DELETE', path: '/admin/delete_product', access: 'admin', query: ['productId'], known: () => ['no-such-product'], base: () => ({ productId: 'no-such-product' }) },
  {
    method: 'POST',
    path: '/user/cart',
    access: 'user',
    base: () => ({ userId: ctx.customer.uid, productId: ctx.productId, productType: 'tailor', quantity: 1, action: 'add' }),
    accepts: cartAddAccepted,
  },
  {
    method: 'POST',
    path: '/orders',
    access: 'user',
    base: () => ({
      orderType: 'tailor',
      customer: { name: 'Fuzz Shopper', email: 'fuzz@example.test', phone: '9820012345', address: { street: '1 Fuzz Lane', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' } },
      lines: [{ productId: ctx.productId, productType: 'tailor', quantity: 1, measurements: { category: 'blouse', values: { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8 } } }],
      category: null,
    }),
    // A body the schema accepts may be stored as an order: never sent.
    accepts: (b) => validatePlaceOrder(b).ok,
  },
  // The customer's cart stays empty, so well-formed removals and updates answer 404.
  { method: 'POST', path: '/user/delete_add_to_cart', access: 'user', base: () => ({ productId: ctx.productId, productType: 'tailor' }) },
  {
    method: 'POST',
    path: '/user/updateCartQuantity',
    access: 'user',
    base: () => ({ productId: ctx.productId, productType: 'tailor', action: 'increase', quantity: 1 }),
  },
  {
    method: 'POST',
    path: '/feedback/add',
    access: 'user',
    base: () => ({ rating: 4, comments: 'Lovely fit.', screenshotUrl: '', productId: ctx.productId, name: 'Forged Name' }),
    accepts: feedbackAddAccepted,
  },
  // Someone else's feedback: well-formed updates and deletes answer 403.
  {
    method: 'POST',
    path: '/feedback/update',
    access: 'user',
    base: () => ({ feedbackId: ctx.othersFeedback, rating: 2, comments: 'Changed my mind.', screenshotUrl: '' }),
  },
  { method: 'DELETE', path: '/feedback/delete', access: 'user', query: ['feedbackId'], known: () => [ctx.othersFeedback], base: () => ({ feedbackId: ctx.othersFeedback }) },
  {
    method: 'POST',
    path: '/stats/visit',
    access: 'public',
    base: () => ({ sessionId: 'too-short' }),
    accepts: (b) => isObject(b) && typeof b.sessionId === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(b.sessionId),
  },
];

function rolesFor(e: Endpoint): Role[] {
  return e.access === 'admin' ? ['anon', 'customer', 'admin'] : ['anon', 'customer'];
}

function tokenFor(role: Role): string | undefined {
  return role === 'admin' ? ctx.admin.idToken : role === 'customer' ? ctx.customer.idToken : undefined;
}

/** Query pairs (repeated, bracketed and pollution keys included), kept under Node's 16 kB header limit. */
function queryArb(e: Endpoint): fc.Arbitrary<[string, string][]> {
  const name = e.query ? fc.constantFrom(...e.query) : fc.string({ maxLength: 8 });
  const key = fc.oneof(
    { weight: 4, arbitrary: name },
    name.map((n) => `${n}[]`),
    name.map((n) => `${n}[$gt]`),
    fc.constantFrom('__proto__[polluted]', 'constructor[prototype][polluted]', 'hasOwnProperty'),
  );
  const value = fc.oneof(hostileString(1000, false), fc.constantFrom('1', '100', '101', '0', '-1', '1.5', '1e2', ' 7 ', '0x10', ...(e.known?.() ?? [])));
  return fc.array(fc.tuple(key, value), { maxLength: 4 }).filter((pairs) => new URLSearchParams(pairs).toString().length < 8000);
}

function bodyArb(e: Endpoint): fc.Arbitrary<string | undefined> {
  if (e.method === 'GET') return fc.constant(undefined);
  return fc
    .oneof({ weight: 4, arbitrary: mutatedBody(e.base!()) }, hostileJson)
    .map(toJson)
    .filter((text) => Buffer.byteLength(text) < BODY_LIMIT && !e.accepts?.(JSON.parse(text)));
}

interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

async function send(e: Endpoint, role: Role, text: string | undefined, query: [string, string][] = []): Promise<Answer> {
  const url = new URL(API_BASE + e.path);
  for (const [k, v] of query) url.searchParams.append(k, v);
  const headers: Record<string, string> = {};
  const token = tokenFor(role);
  if (token) headers.authorization = `Bearer ${token}`;
  if (text !== undefined) headers['content-type'] = 'application/json';
  // A slow answer fails the run instead of stalling it (the runtime's own timeout is 60 s).
  const res = await fetch(url, { method: e.method, headers, body: text, signal: AbortSignal.timeout(10_000) });
  const raw = await res.text();
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {
    // not JSON: the content-type assertion reports it
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body };
}

function expectAnswer(e: Endpoint, role: Role, text: string | undefined, res: Answer): void {
  const sent: unknown = text === undefined ? undefined : JSON.parse(text);
  if (text !== undefined && !(typeof sent === 'object' && sent !== null)) {
    // The functions runtime parses JSON bodies (objects and arrays only) before express and answers the rest with its own plain 400.
    expect(res.status).toBe(400);
    return;
  }
  expect(res.contentType).toMatch(/^application\/json/);
  if (e.access !== 'public' && role === 'anon') expect(res.status).toBe(401);
  else if (e.access === 'admin' && role === 'customer') expect(res.status).toBe(403);
  else if (res.status === 502 && e.emulatorGap?.(sent)) return;
  else if (e.method === 'GET') expect([200, 400, 404]).toContain(res.status);
  else expect(res.status >= 400 && res.status < 500, `status ${res.status}`).toBe(true);

  if (res.status < 300) {
    expect(res.body).toMatchObject({ success: true });
    return;
  }
  expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
  expect((res.body as { message: string }).message).not.toContain(SCRIPT);
}

async function count(path: string): Promise<number> {
  return (await adminDb().collection(path).count().get()).data().count;
}

/** What a refused request must leave as it was. */
async function snapshot() {
  const db = adminDb();
  return {
    products: await count('products'),
    feedback: await count('feedback'),
    users: await count('users'),
    cartItems: await count(`carts/${ctx.customer.uid}/items`),
    visits: await count('stats/visitors/sessions'),
    accounts: (await adminAuth().listUsers(1000)).users.length,
    product: (await db.doc(`products/${ctx.productId}`).get()).data(),
    othersFeedback: (await db.doc(`feedback/${ctx.othersFeedback}`).get()).data(),
  };
}

describe('/api/v1 under random and hostile requests', () => {
  beforeAll(async () => {
    ctx.admin = await testUser(`${RUN}-admin@example.test`, ADMIN_CLAIMS);
    ctx.customer = await testUser(`${RUN}-customer@example.test`);
    const added = await callApi<{ product: { _id: string } }>('POST', '/admin/add_product', {
      token: ctx.admin.idToken,
      body: ENDPOINTS.find((e) => e.path === '/admin/add_product')!.base!(),
    });
    expect(added.status).toBe(201);
    ctx.productId = added.body.product._id;
    ctx.storedProduct = (await adminDb().doc(`products/${ctx.productId}`).get()).data()!;
    await adminDb().doc(`feedback/${ctx.othersFeedback}`).set({
      userId: `${RUN}-someone-else`,
      name: 'Someone Else',
      email: 'someone@example.test',
      profile_picture: '',
      rating: 5,
      comments: 'Beautiful work.',
      screenshotUrl: '',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
  });

  afterAll(async () => {
    await adminDb().doc(`feedback/${ctx.othersFeedback}`).delete();
    if (ctx.productId) await adminDb().doc(`products/${ctx.productId}`).delete();
  });

  describe.each(ENDPOINTS)('$method $path', (e) => {
    it.each(rolesFor(e))('as %s: a JSON 4xx (or a read), never a 5xx, nothing stored', async (role) => {
      const before = await snapshot();
      const allowed = e.access === 'public' || role === 'admin' || (e.access === 'user' && role === 'customer');
      await fc.assert(
        fc.asyncProperty(bodyArb(e), queryArb(e), async (text, query) => {
          expectAnswer(e, role, text, await send(e, role, text, query));
        }),
        { numRuns: allowed ? 25 : 8 },
      );
      expect(await snapshot()).toEqual(before);
    });

    if (e.method !== 'GET') {
      it('malformed JSON: the runtime answers 400', async () => {
        const isJson = (s: string) => {
          try {
            JSON.parse(s.replace(/^\uFEFF/, ''));
            return true;
          } catch {
            return false;
          }
        };
        const malformed = fc.oneof(
          fc.constantFrom('{"a":', "{'a':1}", '{"a":1}}', 'NaN', '{"a":NaN}', '{"a":Infinity}', '[1,]', '{"__proto__":}', '\u0000'),
          fc.string({ minLength: 1, unit: 'binary' }).filter((s) => !isJson(s)),
        );
        // Only the status: the runtime's parser answers before the app, in plain text.
        await fc.assert(
          fc.asyncProperty(malformed, async (text) => {
            expect((await send(e, 'customer', text)).status).toBe(400);
          }),
          { numRuns: 8 },
        );
      });
    }
  });

  it('stores no prototype-pollution keys', async () => {
    const db = adminDb();
    for (const path of ['products', 'feedback', 'users', `carts/${ctx.customer.uid}/items`]) {
      for (const doc of (await db.collection(path).get()).docs) {
        expect(pollutionPaths(doc.data()), `${path}/${doc.id}`).toEqual([]);
      }
    }
  });
});
