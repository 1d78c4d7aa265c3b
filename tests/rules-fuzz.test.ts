/**
 * Rules fuzzing: a signed-in customer throws random writes at every path of
 * firestore.rules. Each generated write carries its expected outcome, taken
 * from the rules matrix:
 *  - anything outside the customer's own documents (products, stats, cart
 *    totals, other users' data, orders (the API creates them), unknown collections)
 *    is denied whatever the data;
 *  - own documents are written as a well-formed base (allowed, and checked
 *    against the domain schemas) plus one to three "poisons" that each deny
 *    on their own: a key the rule does not list, a required key removed, a
 *    value of another type, or a value outside the rule's range.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Bytes, deleteDoc, deleteField, doc, GeoPoint, serverTimestamp, setDoc, Timestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { newCartItemSchema, customerSchema, emptyOrderDraft, feedbackInputSchema, measurementProfileSchema, userProfileSchema } from '@tailor/domain';
import { configureFuzz, hostileString, hugeString, SCRIPT, trickyKeys } from './support/fuzz';
import { contexts, rulesEnv, type Db } from './support/rules';

configureFuzz();
type Op = 'set' | 'merge' | 'update' | 'delete';
interface Write {
  op: Op;
  path: string;
  data?: DocumentData;
}

const ME = 'fuzz-me';
const ME_EMAIL = 'me@example.test';
const OTHER = 'fuzz-other';
const PRODUCT = 'prod-1';
const T0 = Timestamp.fromMillis(Date.UTC(2025, 0, 1));
const PROFILE = { name: 'Fuzz Me', email: ME_EMAIL, profilePicture: '' };

const measurement = () => ({ name: 'Blouse', category: 'blouse', values: { chest: 34, waist: 28 } });
const item = (productType: string) => ({ productId: PRODUCT, productType, quantity: 1 });
const customer = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '9820012345',
  address: { street: '12 Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' },
};
const order = () => ({
  ...emptyOrderDraft('tailor'),
  userId: ME,
  customer,
  lines: [{ productId: PRODUCT, productType: 'tailor', quantity: 2 }],
  category: 'Blouse',
  measurements: { chest: 34, waist: 28 },
  clothPic: ['https://example.com/cloth.jpg'],
  color: 'Maroon',
});
const feedback = (userId: string) => ({
  userId,
  name: PROFILE.name,
  profile_picture: '',
  rating: 4,
  comments: 'Lovely fit.',
  screenshotUrl: '',
});

/** The documents every property starts from. */
async function seed(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const docs: Record<string, DocumentData> = {
      [`products/${PRODUCT}`]: { productName: 'Fuzz Blouse', tailorPrice: 100000, readyMadePrice: 90000 },
      [`users/${ME}`]: { ...PROFILE, createdAt: T0 },
      [`users/${OTHER}`]: { name: 'Other', email: 'other@example.test', profilePicture: '', createdAt: T0 },
      [`users/${ME}/measurements/m1`]: { ...measurement(), createdAt: T0, updatedAt: T0 },
      [`users/${OTHER}/measurements/m1`]: { ...measurement(), createdAt: T0, updatedAt: T0 },
      [`carts/${ME}`]: { totalCartValue: 100000, discount: 0, finalTotal: 100000, itemCount: 1 },
      [`carts/${OTHER}`]: { totalCartValue: 100000, discount: 0, finalTotal: 100000, itemCount: 1 },
      [`carts/${ME}/items/${PRODUCT}_tailor`]: item('tailor'),
      [`carts/${OTHER}/items/${PRODUCT}_tailor`]: item('tailor'),
      'orders/o-me': { ...order(), orderDate: T0, createdAt: T0 },
      'orders/o-other': { ...order(), userId: OTHER, orderDate: T0, createdAt: T0 },
      'feedback/f-me': { ...feedback(ME), createdAt: T0, updatedAt: T0 },
      'feedback/f-other': { ...feedback(OTHER), createdAt: T0, updatedAt: T0 },
      'stats/feedback': { count: 2, average: 4 },
      'stats/visitors': { count: 7 },
    };
    await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

// ---- hostile Firestore values ----

/** Field names: pollution-ish and privilege-looking ones (Firestore itself refuses __x__ names, so no __proto__). */
const fieldName = fc.oneof(
  fc.constantFrom('constructor', 'prototype', '<script>', ' ', ...trickyKeys),
  fc.stringMatching(/^[A-Za-z0-9_$-]{1,12}$/).filter((k) => !/^__.*__$/.test(k)),
);

// The client SDK cannot encode a lone surrogate: it retries such a write forever, stalling every later one.
const wellFormed = (s: string) => !/\p{Cs}/u.test(s);

type Kind = 'string' | 'number' | 'bool' | 'null' | 'timestamp' | 'map' | 'array' | 'geopoint' | 'bytes';
const leaves: Record<Exclude<Kind, 'map' | 'array'>, fc.Arbitrary<unknown>> = {
  string: hostileString(40, false).filter(wellFormed),
  // NaN, ±Infinity, -0 and unsafe integers included
  number: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(2 ** 53 + 2, -1)),
  bool: fc.boolean(),
  null: fc.constant(null),
  timestamp: fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => Timestamp.fromMillis(ms)),
  geopoint: fc.tuple(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true })).map(([a, b]) => new GeoPoint(a, b)),
  bytes: fc.uint8Array({ maxLength: 16 }).map((b) => Bytes.fromUint8Array(b)),
};
const leaf = fc.oneof(...Object.values(leaves));
const { map: hostileMap, array: hostileArray } = fc.letrec<{ value: unknown; map: Record<string, unknown>; array: unknown[] }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', maxDepth: 3 }, leaf, tie('map'), tie('array')),
  map: fc.array(fc.tuple(fieldName, tie('value')), { maxLength: 4 }).map((e) => Object.fromEntries(e)),
  // Firestore has no arrays directly inside arrays.
  array: fc.array(fc.oneof(leaf, tie('map')), { maxLength: 4 }),
}));
const hostileValue = fc.oneof(leaf, hostileMap, hostileArray);

function otherKind(kind: Kind): fc.Arbitrary<unknown> {
  // Huge strings only here, one per document, which keeps documents far under Firestore's 1 MiB.
  const all: Record<Kind, fc.Arbitrary<unknown>> = { ...leaves, string: hostileString().filter(wellFormed), map: hostileMap, array: hostileArray };
  return fc.oneof(...Object.entries(all).flatMap(([k, arb]) => (k === kind ? [] : [arb])));
}

/** A document id, hostile characters included (but a valid id: no '/', not '.', '..' or __x__). */
const docId = fc
  .oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/), fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' }))
  .filter((s) => !s.includes('/') && s !== '.' && s !== '..' && !/^__.*__$/.test(s));
const notMe = docId.filter((id) => id !== ME);

// ---- the customer's own documents ----

interface OwnSpec {
  name: string;
  path: fc.Arbitrary<string>;
  ops: Op[];
  /** A write the rules allow. */
  base: () => DocumentData;
  /** Keys the rule lists; any other denies. */
  keys: string[];
  /** Keys the stored document must keep. */
  required: string[];
  /** Types of the fields a poison may retype. */
  kinds: Record<string, Kind>;
  /** Values out of the rule's range, per field. */
  bad: Record<string, unknown[]>;
}

const newId = (collection: string) => fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/).map((id) => `${collection}/new-${id}`);
const PROFILE_KEYS = ['name', 'email', 'profilePicture', 'createdAt'];
const MEASUREMENT_KEYS = ['name', 'category', 'values', 'createdAt', 'updatedAt'];
const FEEDBACK_KEYS = ['userId', 'name', 'profile_picture', 'rating', 'comments', 'screenshotUrl', 'productId', 'createdAt', 'updatedAt'];

const profileBad = {
  name: ['', '   ', 'x'.repeat(81)],
  email: ['other@example.test', ''],
  profilePicture: ['javascript:alert(1)', SCRIPT, `https://example.test/${'x'.repeat(2048)}`],
  createdAt: [Timestamp.now()],
};
const measurementBad = {
  name: ['', '   ', 'x'.repeat(61)],
  category: ['Blouse', 'shirt'],
  values: [{ chest: -1 }, { chest: 101 }, { hip: 30 }, { chest: '34' }, { chest: Number.NaN }],
  updatedAt: [T0],
};
const feedbackBad = {
  userId: [OTHER, ''],
  name: ['Someone Else', SCRIPT],
  // Public documents never carry an e-mail, not even the author's own.
  email: ['forged@example.test', ME_EMAIL],
  profile_picture: ['https://evil.test/x.png'],
  rating: [0, 6, 2.5, -1, Number.NaN, Infinity],
  comments: ['', '   ', 'x'.repeat(1001)],
  screenshotUrl: ['javascript:alert(1)', SCRIPT],
  productId: ['no-such-product', 'a/b'],
  updatedAt: [T0],
};
const feedbackKinds: Record<string, Kind> = {
  userId: 'string',
  name: 'string',
  profile_picture: 'string',
  rating: 'number',
  comments: 'string',
  screenshotUrl: 'string',
  createdAt: 'timestamp',
  updatedAt: 'timestamp',
};

const OWN: OwnSpec[] = [
  {
    name: 'profile',
    path: fc.constant(`users/${ME}`),
    ops: ['set'],
    base: () => ({ ...PROFILE, createdAt: T0 }),
    keys: PROFILE_KEYS,
    required: PROFILE_KEYS,
    kinds: { name: 'string', email: 'string', profilePicture: 'string', createdAt: 'timestamp' },
    bad: profileBad,
  },
  {
    name: 'profile edit',
    path: fc.constant(`users/${ME}`),
    ops: ['update', 'merge'],
    base: () => ({ name: 'Renamed Me' }),
    keys: PROFILE_KEYS,
    required: PROFILE_KEYS,
    kinds: { name: 'string', email: 'string', profilePicture: 'string', createdAt: 'timestamp' },
    bad: profileBad,
  },
  {
    name: 'new measurements',
    path: newId(`users/${ME}/measurements`),
    ops: ['set'],
    base: () => ({ ...measurement(), createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
    keys: MEASUREMENT_KEYS,
    required: MEASUREMENT_KEYS,
    kinds: { name: 'string', category: 'string', values: 'map', createdAt: 'timestamp', updatedAt: 'timestamp' },
    bad: measurementBad,
  },
  {
    name: 'measurements edit',
    path: fc.constant(`users/${ME}/measurements/m1`),
    ops: ['update', 'merge'],
    base: () => ({ name: 'Renamed', updatedAt: serverTimestamp() }),
    keys: MEASUREMENT_KEYS,
    required: MEASUREMENT_KEYS,
    kinds: { name: 'string', category: 'string', values: 'map', updatedAt: 'timestamp' },
    bad: { ...measurementBad, createdAt: [Timestamp.now()] },
  },
  {
    name: 'new cart line',
    path: fc.constant(`carts/${ME}/items/${PRODUCT}_readymade_M`),
    ops: ['set'],
    base: () => ({ ...item('readymade'), size: 'M', addedAt: serverTimestamp() }),
    keys: ['productId', 'productType', 'quantity', 'size', 'addedAt'],
    required: ['productId', 'productType', 'quantity', 'size'],
    kinds: { productId: 'string', productType: 'string', quantity: 'number', size: 'string', addedAt: 'timestamp' },
    bad: {
      productId: ['nope', 'prod-2'],
      productType: ['custom', 'tailor'],
      quantity: [0, -1, 100, 1.5, Number.NaN, Infinity, 2 ** 53 + 2],
      // Not a size, not this id's size, not in a blouse's chart.
      size: ['XXXL', 'm', 'L', 'Free Size', ''],
      addedAt: [T0],
    },
  },
  {
    name: 'cart quantity',
    path: fc.constant(`carts/${ME}/items/${PRODUCT}_tailor`),
    ops: ['update', 'merge'],
    base: () => ({ quantity: 2 }),
    // Only quantity may change.
    keys: ['quantity'],
    required: ['productId', 'productType', 'quantity'],
    kinds: { quantity: 'number', productId: 'string', productType: 'string' },
    bad: { quantity: [0, -1, 100, 1.5, Number.NaN], productId: ['prod-2'], productType: ['readymade'], price: [1] },
  },
  {
    name: 'new feedback',
    // One general review per author: its id is {uid}_shop.
    path: fc.constant(`feedback/${ME}_shop`),
    ops: ['set'],
    base: () => ({ ...feedback(ME), createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
    keys: FEEDBACK_KEYS,
    required: FEEDBACK_KEYS.filter((k) => k !== 'productId'),
    kinds: feedbackKinds,
    bad: feedbackBad,
  },
  {
    name: 'feedback edit',
    path: fc.constant('feedback/f-me'),
    ops: ['update', 'merge'],
    base: () => ({ rating: 2, comments: 'Changed my mind.', updatedAt: serverTimestamp() }),
    keys: FEEDBACK_KEYS,
    required: FEEDBACK_KEYS.filter((k) => k !== 'productId'),
    kinds: feedbackKinds,
    bad: { ...feedbackBad, createdAt: [Timestamp.now()] },
  },
];

type Poison = (data: DocumentData, op: Op) => DocumentData;

function poisons(spec: OwnSpec): fc.Arbitrary<Poison> {
  const extraKey = fc
    .tuple(fieldName.filter((k) => !spec.keys.includes(k)), hostileValue)
    .map(([k, v]): Poison => (d) => ({ ...d, [k]: v }));
  const missing = fc.constantFrom(...spec.required).map(
    (k): Poison =>
      (d, op) => {
        const { [k]: _dropped, ...rest } = d;
        // A patch cannot leave a key out of the stored document, it must delete it.
        return op === 'set' ? rest : { ...rest, [k]: deleteField() };
      },
  );
  const retyped = fc.constantFrom(...Object.entries(spec.kinds)).chain(([k, kind]) => otherKind(kind).map((v): Poison => (d) => ({ ...d, [k]: v })));
  const outOfRange = fc.constantFrom(...Object.entries(spec.bad)).chain(([k, values]) => fc.constantFrom(...values).map((v): Poison => (d) => ({ ...d, [k]: v })));
  return fc.oneof(extraKey, missing, retyped, outOfRange);
}

/** A well-formed own write with 1 to 3 poisons: denied. */
const poisonedOwnWrite: fc.Arbitrary<Write> = fc.constantFrom(...OWN).chain((spec) =>
  fc.record({ path: spec.path, op: fc.constantFrom(...spec.ops), list: fc.array(poisons(spec), { minLength: 1, maxLength: 3 }) }).map(({ path, op, list }) => ({
    path,
    op,
    data: list.reduce((d, poison) => poison(d, op), spec.base()),
  })),
);

/** Writes outside the customer's own documents: denied whatever the data. */
const foreignPath = fc.oneof(
  fc.constantFrom(`products/${PRODUCT}`, 'stats/feedback', 'stats/visitors', 'stats/dashboard', 'stats/visitors/sessions/s1'),
  docId.map((id) => `products/${id}`),
  fc.constantFrom(ME, OTHER).map((uid) => `carts/${uid}`),
  notMe.map((uid) => `users/${uid}`),
  notMe.chain((uid) => fc.constantFrom('m1', 'x').map((id) => `users/${uid}/measurements/${id}`)),
  notMe.map((uid) => `carts/${uid}/items/${PRODUCT}_tailor`),
  fc.constantFrom('feedback/f-other', 'orders/o-me', 'orders/o-other'),
  fc.tuple(fc.constantFrom('secrets', 'admin', 'roles', 'config', 'payments'), docId).map(([c, id]) => `${c}/${id}`),
  fc.constantFrom(`users/${ME}/private/x`, `carts/${ME}/notes/x`, `products/${PRODUCT}/reviews/x`, 'feedback/f-me/replies/x', 'orders/o-me/notes/x'),
);
const anyData = fc.oneof(
  hostileMap.filter((m) => Object.keys(m).length > 0),
  fc.constantFrom(...OWN).map((spec) => spec.base()),
  fc.constant<DocumentData>({ productName: 'Cheap', tailorPrice: 1, rating: 5 }),
  hugeString.map((note) => ({ note })),
);
const deniedWrite: fc.Arbitrary<Write> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ path: foreignPath, op: fc.constantFrom<Op>('set', 'merge', 'update', 'delete'), data: anyData }) },
  // Own documents the customer may never delete or change after creation.
  fc.record({ path: fc.constant(`users/${ME}`), op: fc.constant<Op>('delete') }),
  fc.record({ path: newId('orders'), op: fc.constant<Op>('delete') }),
  // Orders are placed through the API: even a well-formed request of one's own is refused.
  fc.record({
    path: newId('orders'),
    op: fc.constant<Op>('set'),
    data: fc.constant<DocumentData>({ ...order(), orderDate: serverTimestamp(), createdAt: serverTimestamp() }),
  }),
  // A new ready-made line names its size (and the id carries it): without one it is refused at any id.
  fc.record({ path: docId.map((id) => `carts/${ME}/items/${id}`), op: fc.constant<Op>('set'), data: fc.constant(item('readymade')) }),
);

/** Writes the rules allow: each base as it is, and deleting own lines, measurements and feedback. */
const allowedWrite: fc.Arbitrary<Write> = fc.oneof(
  fc.constantFrom(...OWN).chain((spec) => fc.record({ path: spec.path, op: fc.constantFrom(...spec.ops), data: fc.constant(spec.base()) })),
  fc.record({ path: docId.map((id) => `carts/${ME}/items/${id}`), op: fc.constant<Op>('delete') }),
  fc.record({ path: docId.map((id) => `users/${ME}/measurements/${id}`), op: fc.constant<Op>('delete') }),
  fc.constant<Write>({ path: 'feedback/f-me', op: 'delete' }),
);

function perform(db: Db, w: Write): Promise<unknown> {
  const ref = doc(db, w.path);
  if (w.op === 'delete') return deleteDoc(ref);
  if (w.op === 'update') return updateDoc(ref, w.data!);
  return setDoc(ref, w.data!, { merge: w.op === 'merge' });
}

const env = await rulesEnv('rules-fuzz', { clearEach: false });
const { me } = contexts(env, { me: { uid: ME, claims: { email: ME_EMAIL } } });

describe('firestore.rules under random writes from a signed-in customer', () => {
  beforeEach(async () => {
    await seed(env);
  });

  async function expectDenied(w: Write): Promise<void> {
    const error = (await assertFails(perform(me, w))) as { code?: string };
    expect(error.code).toBe('permission-denied');
  }

  it('the well-formed bases agree with the domain schemas', () => {
    expect(userProfileSchema.safeParse(PROFILE).success).toBe(true);
    expect(measurementProfileSchema.safeParse(measurement()).success).toBe(true);
    expect(newCartItemSchema.safeParse({ ...item('readymade'), size: 'M' }).success).toBe(true);
    expect(newCartItemSchema.safeParse(item('readymade')).success).toBe(false);
    expect(customerSchema.safeParse(customer).success).toBe(true);
    const { rating, comments, screenshotUrl } = feedback(ME);
    expect(feedbackInputSchema.safeParse({ rating, comments, screenshotUrl }).success).toBe(true);
  });

  it('allows well-formed own writes and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(allowedWrite, async (w) => {
        await assertSucceeds(perform(me, w));
        await seed(env);
      }),
      { numRuns: 40 },
    );
  });

  it('denies every write outside the customer’s own documents', async () => {
    await fc.assert(fc.asyncProperty(deniedWrite, expectDenied), { numRuns: 300 });
  });

  it('denies own writes with an unexpected key, a missing key, a wrong type or a value out of range', async () => {
    await fc.assert(fc.asyncProperty(poisonedOwnWrite, expectDenied), { numRuns: 400 });
  });
});
