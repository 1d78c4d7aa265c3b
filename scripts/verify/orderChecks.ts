/**
 * An order's own invariants, on the stored document: priced and numbered by
 * trusted code, totals equal to the lines plus shipping, and a status history
 * that leads to the status it holds. Pure: the runner reads, this judges.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  isOrderStatus,
  netByDay,
  orderLedger,
  orderMoney,
  isRefusedOrder,
  lineTotalPaise,
  orderMoveKind,
  parseOrderNumber,
} from '@tailor/domain';
import { problem, type Problem } from './problems.ts';

type Data = Record<string, unknown>;
const obj = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});
const whole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** The totals the lines and the stored shipping charge give; null when a line is not priced. */
export function orderTotalsFromLines(data: Data): { lines: Data[]; subtotal: number; discountTotal: number; totalPrice: number } | null {
  const raw = Array.isArray(data.lines) ? data.lines.map(obj) : [];
  const shipping = whole(data.shippingCharge) ? data.shippingCharge : 0;
  let subtotal = 0;
  let discounted = 0;
  const lines: Data[] = [];
  for (const line of raw) {
    const { price, quantity } = line;
    const discount = typeof line.discount === 'number' ? line.discount : 0;
    if (!whole(price) || !whole(quantity) || quantity < 1) return null;
    const totalPrice = lineTotalPaise(price, discount, quantity);
    subtotal += price * quantity;
    discounted += totalPrice;
    lines.push({ ...line, totalPrice });
  }
  return { lines, subtotal, discountTotal: subtotal - discounted, totalPrice: discounted + shipping };
}

/**
 * The derived fields of an order that differ from what its lines give (the
 * repair writes exactly these). Only where the order stores them: an order
 * priced before `subtotal` was stored keeps that shape.
 */
export function orderTotalsRepair(data: Data): Data | null {
  const want = orderTotalsFromLines(data);
  if (!want) return null;
  const out: Data = {};
  const stored = Array.isArray(data.lines) ? data.lines.map(obj) : [];
  if (want.lines.some((line, i) => stored[i]!.totalPrice !== line.totalPrice)) out.lines = want.lines;
  if (data.totalPrice !== want.totalPrice) out.totalPrice = want.totalPrice;
  if ('subtotal' in data && data.subtotal !== want.subtotal) out.subtotal = want.subtotal;
  if ('discountTotal' in data && data.discountTotal !== want.discountTotal) out.discountTotal = want.discountTotal;
  return Object.keys(out).length > 0 ? out : null;
}

export function checkOrder(id: string, data: Data): Problem[] {
  const path = `orders/${id}`;
  const out: Problem[] = [];
  const refused = isRefusedOrder(data);

  if (!isOrderStatus(data.orderStatus)) out.push(problem(path, 'order-status', `unknown status ${JSON.stringify(data.orderStatus)}`));
  if (parseOrderNumber(data.orderNumber) === null && !refused) {
    out.push(problem(path, 'order-number', `no order number (${JSON.stringify(data.orderNumber ?? null)})`));
  }

  const lines = Array.isArray(data.lines) ? data.lines.map(obj) : [];
  if (!refused) {
    if (data.pricedAt == null) out.push(problem(path, 'order-priced', 'not priced (no pricedAt)'));
    if (lines.length === 0) out.push(problem(path, 'order-lines', 'has no lines'));
    lines.forEach((line, i) => {
      if (!whole(line.price) || line.price < 0) out.push(problem(path, 'order-priced', `line ${i + 1} has no price in whole paise`));
    });
    const fix = orderTotalsRepair(data);
    if (fix) {
      const what = Object.keys(fix)
        .map((k) => (k === 'lines' ? 'line totals' : `${k} ${JSON.stringify(data[k])} (lines give ${JSON.stringify(fix[k])})`))
        .join(', ');
      out.push(problem(path, 'order-totals', `totals do not equal the lines plus shipping: ${what}`, 'order-totals'));
    }
  }
  out.push(...checkHistory(path, data));
  return out;
}

/** The history leads, step by allowed step, to the status the order holds. */
function checkHistory(path: string, data: Data): Problem[] {
  const history = Array.isArray(data.statusHistory) ? data.statusHistory.map(obj) : [];
  if (history.length === 0) return []; // orders from before the history was kept
  const out: Problem[] = [];
  const orderType = typeof data.orderType === 'string' ? data.orderType : 'custom';
  let status: unknown = history[0]!.status;
  if (status !== 'pending') out.push(problem(path, 'order-history', `history starts at ${JSON.stringify(status)}, not pending`));
  for (const entry of history.slice(1)) {
    const to = entry.status;
    if (to === status) continue; // a price, payment, date or approval-round entry keeps the status
    const legal =
      isOrderStatus(to) &&
      (orderMoveKind(orderType, String(status), to, 'admin') !== null ||
        orderMoveKind(orderType, String(status), to, 'owner') !== null ||
        (to === 'cancelled' && entry.by === 'system'));
    if (!legal) out.push(problem(path, 'order-history', `history moves from ${JSON.stringify(status)} to ${JSON.stringify(to)}, which the flow does not allow`));
    status = to;
  }
  if (status !== data.orderStatus) {
    out.push(problem(path, 'order-history', `history ends at ${JSON.stringify(status)} but the order is ${JSON.stringify(data.orderStatus)}`));
  }
  return out;
}

/**
 * The money fields trusted code keeps on an order (`money`, `moneyDue`, and
 * `moneyByDay` where the payments API wrote it) as its ledger gives them;
 * null when they already agree. An order stored before the ledger has none:
 * the repair writes them, which is the backfill for such orders.
 */
export function orderMoneyRepair(data: Data, payments: readonly { id: string; data: Data }[]): Data | null {
  const entries = orderLedger(data, payments);
  const money = orderMoney(data, entries);
  const out: Data = {};
  if (!isDeepStrictEqual(pickMoney(data.money), money)) out.money = money;
  if (data.moneyDue !== money.balancePaise > 0) out.moneyDue = money.balancePaise > 0;
  if ('moneyByDay' in data && !isDeepStrictEqual(data.moneyByDay, netByDay(entries))) out.moneyByDay = netByDay(entries);
  return Object.keys(out).length > 0 ? out : null;
}

function pickMoney(value: unknown): Data {
  const m = obj(value);
  return { duePaise: m.duePaise, paidPaise: m.paidPaise, refundedPaise: m.refundedPaise, balancePaise: m.balancePaise, state: m.state };
}

export function checkOrderMoney(id: string, data: Data, payments: readonly { id: string; data: Data }[]): Problem[] {
  if (isRefusedOrder(data)) return [];
  const fix = orderMoneyRepair(data, payments);
  if (!fix) return [];
  const what = data.money == null ? 'no money summary (stored before the payments ledger)' : `${Object.keys(fix).join(', ')} do not add up to its payments`;
  return [problem(`orders/${id}`, 'order-money', what, 'order-money')];
}
