/** Bench accounts, calls to the /api/v1 contract, and cart documents read with firebase-admin. */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  cartItemId,
  computeCartLine,
  computeCartTotals,
  type CartProduct,
  type CartProductType,
  type CartTotals,
  type Size,
} from '@tailor/domain';
import { EMULATOR_PORTS, FUNCTIONS_BASE_URL, PROJECT_ID } from '../../lib/emulator-stack.ts';

export const API_BASE = `${FUNCTIONS_BASE_URL}/api/v1`;

/** A seeded product with both a ready-made and a tailored price, which every bench uses. */
export const BENCH_PRODUCT_ID = 'p-maroon-banarasi-lehenga';
const AUTH_URL = `http://127.0.0.1:${EMULATOR_PORTS.auth}`;
const PASSWORD = 'Bench#12345';

function app() {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

export function db(): Firestore {
  return getFirestore(app());
}

export interface BenchUser {
  uid: string;
  email: string;
  idToken: string;
}

/** Fixed uids and e-mails, so repeated runs on a long-lived stack reuse the same accounts. */
export async function benchUser(uid: string): Promise<BenchUser> {
  const auth = getAuth(app());
  const email = `${uid}@bench.silaistudio.test`;
  try {
    await auth.updateUser(uid, { email, password: PASSWORD, disabled: false });
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid, email, password: PASSWORD, displayName: `Bench ${uid}`, emailVerified: true });
  }
  const res = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${body.error?.message}`);
  return { uid, email, idToken: body.idToken };
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

export async function callApi<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(API_BASE + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as T };
  } catch {
    return { status: res.status, body: text as T };
  }
}

/** The functions emulator loads its code after the hub lists it: wait for the API to answer. */
export async function waitForApi(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${API_BASE}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The API did not answer ${API_BASE}/health within ${timeoutMs / 1000} s.`);
}

/** Empties a cart so every run starts from the same state (the triggers then recompute it to zero). */
export async function resetCart(uid: string): Promise<void> {
  const cart = db().collection('carts').doc(uid);
  await db().recursiveDelete(cart);
}

export interface CartLineInput {
  productId: string;
  productType: CartProductType;
  size?: Size;
  quantity: number;
}

/** Replaces a cart's lines with the documents the web app writes; the triggers price them. */
export async function fillCart(uid: string, lines: CartLineInput[]): Promise<void> {
  await resetCart(uid);
  const items = db().collection('carts').doc(uid).collection('items');
  const batch = db().batch();
  for (const line of lines) {
    batch.set(items.doc(cartItemId(line.productId, line.productType, line.size)), { ...line, addedAt: FieldValue.serverTimestamp() });
  }
  await batch.commit();
}

const PROBE_UID = 'bench-trigger-probe';
const PROBE_LINE = { productId: 'p-black-sequin-saree', productType: 'readymade' as CartProductType, size: 'Free Size' as Size };

/**
 * The emulator delivers trigger events in order but, under load, well behind the writes
 * that fire them. A line written now is priced once the events queued before it have run,
 * so the wait measures the trigger backlog and leaves it drained.
 */
export async function drainCartTriggers(timeoutMs: number): Promise<number> {
  const ref = db().collection('carts').doc(PROBE_UID).collection('items').doc(cartItemId(PROBE_LINE.productId, PROBE_LINE.productType, PROBE_LINE.size));
  const previous = (await ref.get()).get('quantity');
  const quantity = typeof previous === 'number' ? (previous % 98) + 1 : 1;
  const started = Date.now();
  await ref.set({ ...PROBE_LINE, quantity, addedAt: FieldValue.serverTimestamp() });
  while (Date.now() - started < timeoutMs) {
    if ((await ref.get()).get('pricedQuantity') === quantity) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the cart triggers did not catch up within ${timeoutMs / 1000} s`);
}

export interface CartState {
  /** carts/{uid} as the triggers left it (paise). */
  stored: CartTotals | null;
  lines: { id: string; productId: string; productType: CartProductType; quantity: number; size: Size | null; pricedQuantity: unknown }[];
  /** What domain pricing gives for the stored lines and the current product documents. */
  expected: CartTotals;
}

export async function readCartState(uid: string): Promise<CartState> {
  const cartRef = db().collection('carts').doc(uid);
  const [cartSnap, itemsSnap] = await Promise.all([cartRef.get(), cartRef.collection('items').get()]);
  const lines = itemsSnap.docs.map((doc) => ({
    id: doc.id,
    productId: String(doc.get('productId')),
    productType: doc.get('productType') as CartProductType,
    quantity: doc.get('quantity') as number,
    size: (doc.get('size') as Size | undefined) ?? null,
    pricedQuantity: doc.get('pricedQuantity') as unknown,
  }));
  const ids = [...new Set(lines.map((l) => l.productId))];
  const products = ids.length ? await db().getAll(...ids.map((id) => db().collection('products').doc(id))) : [];
  const byId = new Map(products.map((snap) => [snap.id, snap.exists ? (snap.data() as CartProduct) : null]));
  const expected = computeCartTotals(lines.map((l) => computeCartLine(byId.get(l.productId) ?? null, l)));
  const data = cartSnap.data();
  const stored = data
    ? {
        totalCartValue: data.totalCartValue,
        discount: data.discount,
        shippingCharge: data.shippingCharge,
        finalTotal: data.finalTotal,
        itemCount: data.itemCount,
      }
    : null;
  return { stored, lines, expected };
}
