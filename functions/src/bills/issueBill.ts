/**
 * Issuing an order's final bill: one transaction reads the order, the shop's
 * settings and the financial year's counter, takes the next number and stores
 * the bill on the order (`orders/{id}.bill`). An order billed before answers
 * with its bill: a number is given once and never reused. Shared by the admin
 * API and the seed, so the demo bill is numbered in the same series.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  BILL_REFUSAL_MESSAGES,
  billCounterName,
  billFromData,
  billRefusal,
  buildBill,
  financialYearOf,
  FIRST_BILL_NUMBER,
  formatBillNumber,
  istDate,
  orderFromData,
  readShopSettings,
  SHOP_SETTINGS_PATH,
  type Bill,
} from '@tailor/domain';

export class BillRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export function billCounterRef(db: Firestore, at: Date) {
  return db.collection('counters').doc(billCounterName(financialYearOf(at)));
}

/** The bill of `orderId`, issued now (`now`: the clock, for tests) or earlier. */
export async function issueBill(db: Firestore, orderId: string, now: Date = new Date()): Promise<{ created: boolean; bill: Bill }> {
  const orderRef = db.collection('orders').doc(orderId);
  const counterRef = billCounterRef(db, now);
  return db.runTransaction(async (tx) => {
    // Every read before the first write, as transactions require.
    const [orderSnap, settingsSnap, counterSnap] = await tx.getAll(orderRef, db.doc(SHOP_SETTINGS_PATH), counterRef);
    if (!orderSnap!.exists) throw new BillRefused(404, 'Order not found', 'not-found');
    const stored = billFromData(orderSnap!.get('bill'));
    if (stored) return { created: false, bill: stored };

    const order = orderFromData(orderSnap!.id, orderSnap!.data()!);
    const refusal = billRefusal(order);
    if (refusal) throw new BillRefused(409, BILL_REFUSAL_MESSAGES[refusal], refusal);

    const settings = readShopSettings(settingsSnap!.exists ? settingsSnap!.data() : undefined);
    const year = financialYearOf(now);
    const next = counterSnap!.get('next');
    const n = typeof next === 'number' && Number.isSafeInteger(next) && next >= FIRST_BILL_NUMBER ? next : FIRST_BILL_NUMBER;
    const number = formatBillNumber(settings.orderNumberPrefix, year, n);
    if (!number) throw new BillRefused(409, `The bill numbers of ${year.id} are used up: change the order-number prefix to a shorter one.`, 'series-full');

    const bill = buildBill(order, settings, { number, financialYear: year.id, issuedOn: istDate(now) });
    tx.set(counterRef, { next: n + 1 }, { merge: true });
    tx.update(orderRef, { bill: { ...bill, issuedAt: FieldValue.serverTimestamp() } });
    return { created: true, bill };
  });
}
