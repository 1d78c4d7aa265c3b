/**
 * DEMO DATA for the payments ledger (docs/money.md): the shop's advance policy
 * and a demo UPI ID, one order with its advance paid by UPI and the balance
 * due, and each seeded order's `money` summary as the payments transaction
 * and the order trigger keep it. Fixed ids and dates: running it again
 * changes nothing.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { advanceDue, DEFAULT_PAYMENT_SETTINGS, legacyPaymentStatus, netByDay, orderLedger, orderMoney, shopToday, type PaymentSettings, type PaymentRecord } from '@tailor/domain';
import { DEMO_ACCOUNTS } from './accounts';
import { SEED_ORDERS } from './orders';

/** A demo VPA and payee: not a real account. The owner sets theirs on /admin/settings. */
export const SEED_PAYMENT_SETTINGS: PaymentSettings = {
  ...DEFAULT_PAYMENT_SETTINGS,
  advancePercent: 30,
  workStartsBeforeAdvance: true,
  upiId: 'silaistudio@okaxis',
  upiPayeeName: 'Silai Studio',
};

/** The order with an advance paid and a balance due (the demo customer's tailor-made blouse). */
export const SEED_ADVANCE_ORDER = 'seed-order-06';
const ADVANCE_REFERENCE = '433012345678';

export async function writePayments(db: Firestore, uids: Map<string, string>): Promise<void> {
  const adminUid = uids.get(DEMO_ACCOUNTS.admin.email) ?? '';
  const batch = db.batch();
  for (const o of SEED_ORDERS) {
    const ref = db.collection('orders').doc(o.id);
    const order = (await ref.get()).data();
    if (!order) continue;
    let entries: PaymentRecord[] = orderLedger(order, []);
    if (o.id === SEED_ADVANCE_ORDER) {
      const confirmed = (order.statusHistory as { status: string; at: Timestamp }[]).find((h) => h.status === 'confirmed')?.at ?? order.createdAt;
      const amountPaise = advanceDue({ orderType: order.orderType, duePaise: order.agreedPrice ?? order.totalPrice }, SEED_PAYMENT_SETTINGS.advancePercent);
      const advance: PaymentRecord = { id: 'seed-advance', kind: 'advance', method: 'upi', amountPaise, receivedOn: shopToday(confirmed.toDate()), reference: ADVANCE_REFERENCE };
      const { id, ...stored } = advance;
      batch.set(ref.collection('payments').doc(id), { ...stored, recordedBy: adminUid, recordedAt: confirmed });
      entries = [advance];
    }
    const money = orderMoney(order, entries);
    batch.set(
      ref,
      {
        money,
        moneyDue: money.balancePaise > 0,
        ...(o.id === SEED_ADVANCE_ORDER ? { moneyByDay: netByDay(entries), paymentStatus: legacyPaymentStatus(money) } : {}),
      },
      { merge: true },
    );
  }
  await batch.commit();
}
