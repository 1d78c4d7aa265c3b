/**
 * Concurrency exactness: many clients raise the same cart lines at once; once the
 * cart triggers have settled, every line must hold exactly the number of successful
 * increments and carts/{uid} the totals domain pricing gives for them.
 */
import { cartItemId, paiseToRupees, type CartProductType, type CartTotals, type Size } from '@tailor/domain';
import { callApi, readCartState, resetCart, type BenchUser, type CartState } from './shop.ts';

export interface ExactnessPlan {
  clientsPerUser: number;
  callsPerClient: number;
}

interface Line {
  productId: string;
  productType: CartProductType;
  size?: Size;
}

/** Seeded products with discounts (22 % and 5 %), so rounding to paise is exercised. */
const ADDED_LINE: Line = { productId: 'p-pink-sequin-blouse', productType: 'readymade', size: 'M' };
const RAISED_LINE: Line = { productId: 'p-green-khun-blouse', productType: 'tailor' };
export const EXACTNESS_PRODUCTS = [ADDED_LINE.productId, RAISED_LINE.productId];

const SETTLE_POLL_MS = 1_000;
/** The cart must look the same for this long before it counts as settled. */
const SETTLE_STABLE_MS = 3_000;

export interface LineCheck {
  line: string;
  /** Quantity the line must hold, where the bench knows it exactly (null: only bounds apply). */
  expected: number | null;
  stored: number;
}

export interface CartCheck {
  user: string;
  settled: boolean;
  settleMs: number;
  lines: LineCheck[];
  /** Paise, as the triggers stored them. */
  stored: CartTotals | null;
  /** Paise, from domain pricing of the stored lines. */
  expected: CartTotals;
  /** Rupees, as GET /user/get_all_cart answers. */
  api: Partial<CartTotals> | null;
  problems: string[];
}

export interface ExactnessResult {
  users: number;
  clientsPerUser: number;
  callsPerClient: number;
  calls: number;
  callStatus: Record<string, number>;
  callsMs: number;
  carts: CartCheck[];
  ok: boolean;
}

interface Outcome {
  status: number;
  quantity: number | null;
}

const TOTAL_KEYS = ['totalCartValue', 'discount', 'finalTotal', 'itemCount'] as const;

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Polls the cart until every line is priced for its quantity and nothing has changed for a while. */
async function settle(uid: string, timeoutMs: number): Promise<{ state: CartState; settled: boolean; ms: number }> {
  const started = Date.now();
  let last = '';
  let since = started;
  for (;;) {
    const state = await readCartState(uid);
    const key = JSON.stringify([state.stored, state.lines]);
    const priced = state.stored !== null && state.lines.every((l) => l.pricedQuantity === l.quantity);
    const now = Date.now();
    if (key !== last) {
      last = key;
      since = now;
    } else if (priced && now - since >= SETTLE_STABLE_MS) {
      // Settled when the final state was first seen, not after the quiet period that confirms it.
      return { state, settled: true, ms: since - started };
    }
    if (now - started > timeoutMs) return { state, settled: false, ms: now - started };
    await sleep(SETTLE_POLL_MS);
  }
}

/**
 * Waits for the cart to settle, then compares stored quantities, stored totals and the
 * API's answer with domain pricing. `expectedQuantities` maps line ids to exact counts.
 */
export async function checkCart(user: BenchUser, expectedQuantities: Map<string, number>, timeoutMs: number): Promise<CartCheck> {
  const { state, settled, ms } = await settle(user.uid, timeoutMs);
  const problems: string[] = [];
  if (!settled) problems.push(`cart did not settle within ${timeoutMs / 1000} s`);
  const lines = state.lines.map((l) => ({ line: l.id, expected: expectedQuantities.get(l.id) ?? null, stored: l.quantity }));
  for (const [id, expected] of expectedQuantities) {
    const stored = state.lines.find((l) => l.id === id)?.quantity ?? 0;
    if (stored !== expected) problems.push(`${id}: quantity ${stored}, expected ${expected}`);
  }
  for (const key of TOTAL_KEYS) {
    if (state.stored?.[key] !== state.expected[key]) {
      problems.push(`carts/${user.uid}.${key} = ${state.stored?.[key]}, domain pricing gives ${state.expected[key]}`);
    }
  }
  const answer = await callApi<Partial<CartTotals>>('GET', '/user/get_all_cart', user.idToken);
  const api = answer.status === 200 ? pick(answer.body) : null;
  if (!api) problems.push(`GET /user/get_all_cart answered ${answer.status}`);
  for (const key of TOTAL_KEYS) {
    const want = key === 'itemCount' ? state.expected[key] : paiseToRupees(state.expected[key]);
    if (api && api[key] !== want) problems.push(`GET /user/get_all_cart ${key} = ${api[key]}, expected ${want}`);
  }
  return { user: user.uid, settled, settleMs: ms, lines, stored: state.stored, expected: state.expected, api, problems };
}

function pick(body: Partial<CartTotals>): Partial<CartTotals> {
  return Object.fromEntries(TOTAL_KEYS.map((k) => [k, body[k]]));
}

function addCall(user: BenchUser): Promise<Outcome> {
  return call(user, '/user/cart', { ...ADDED_LINE, quantity: 1, action: 'add' });
}

function raiseCall(user: BenchUser): Promise<Outcome> {
  return call(user, '/user/updateCartQuantity', { ...RAISED_LINE, action: 'increase', quantity: 1 });
}

async function call(user: BenchUser, path: string, body: unknown): Promise<Outcome> {
  try {
    const res = await callApi<{ quantity?: number }>('POST', path, user.idToken, body);
    return { status: res.status, quantity: typeof res.body.quantity === 'number' ? res.body.quantity : null };
  } catch {
    return { status: 0, quantity: null };
  }
}

/** Each call answers the quantity it produced: with exact increments these are first..first+n-1, each once. */
function answersProblem(label: string, outcomes: Outcome[], first: number): string | null {
  const seen = outcomes.filter((o) => o.status === 200).map((o) => o.quantity ?? -1);
  seen.sort((a, b) => a - b);
  const gap = seen.findIndex((q, i) => q !== first + i);
  return gap === -1 ? null : `${label}: answered quantities are not ${first}..${first + seen.length - 1} (first odd one: ${seen[gap]})`;
}

export async function runExactness(users: BenchUser[], plan: ExactnessPlan, settleTimeoutMs: number): Promise<ExactnessResult> {
  const perLine = Math.ceil((plan.clientsPerUser * plan.callsPerClient) / 2);
  if (perLine + 1 > 99) throw new Error('exactness plan exceeds the 99-per-line cap');
  for (const user of users) {
    await resetCart(user.uid);
    const first = await callApi('POST', '/user/cart', user.idToken, { ...RAISED_LINE, quantity: 1 });
    if (first.status !== 200) throw new Error(`could not start the exactness cart of ${user.uid}: ${first.status}`);
  }

  const started = Date.now();
  // Every client alternates the two lines, so both see contention from all clients of the user.
  const perUser = await Promise.all(
    users.map(async (user) => {
      const adds: Outcome[] = [];
      const raises: Outcome[] = [];
      await Promise.all(
        Array.from({ length: plan.clientsPerUser }, async (_, client) => {
          for (let i = 0; i < plan.callsPerClient; i++) {
            if ((client + i) % 2 === 0) adds.push(await addCall(user));
            else raises.push(await raiseCall(user));
          }
        }),
      );
      return { user, adds, raises };
    }),
  );
  const callsMs = Date.now() - started;

  const callStatus: Record<string, number> = {};
  for (const { adds, raises } of perUser) {
    for (const o of [...adds, ...raises]) callStatus[o.status] = (callStatus[o.status] ?? 0) + 1;
  }

  const carts = await Promise.all(
    perUser.map(async ({ user, adds, raises }) => {
      const ok = (outcomes: Outcome[]) => outcomes.filter((o) => o.status === 200).length;
      const expected = new Map([
        [cartItemId(ADDED_LINE.productId, ADDED_LINE.productType, ADDED_LINE.size), ok(adds)],
        [cartItemId(RAISED_LINE.productId, RAISED_LINE.productType), 1 + ok(raises)],
      ]);
      const check = await checkCart(user, expected, settleTimeoutMs);
      const failed = adds.length + raises.length - ok(adds) - ok(raises);
      if (failed > 0) check.problems.unshift(`${failed} of ${adds.length + raises.length} calls failed`);
      for (const problem of [answersProblem('POST /user/cart', adds, 1), answersProblem('POST /user/updateCartQuantity', raises, 2)]) {
        if (problem) check.problems.push(problem);
      }
      return check;
    }),
  );

  return {
    users: users.length,
    clientsPerUser: plan.clientsPerUser,
    callsPerClient: plan.callsPerClient,
    calls: users.length * plan.clientsPerUser * plan.callsPerClient,
    callStatus,
    callsMs,
    carts,
    ok: carts.every((c) => c.problems.length === 0),
  };
}
