/**
 * The one money path: every payment of an order (recorded by the admin, or a
 * customer's UPI report the admin confirms) is written here, in one
 * transaction with the order's `money` summary, its revenue by day, the
 * `paymentStatus` older readers use, and the customer's notice and mail.
 */
import { FieldValue, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  duplicateReference,
  kindForAmount,
  legacyOrderNumber,
  legacyPaymentStatus,
  netByDay,
  orderLedger,
  orderMoney,
  orderPageUrl,
  parseOrderNumber,
  paymentNoticeMail,
  paymentNoticeText,
  paymentRefusal,
  shopToday,
  type Language,
  type MoneySummary,
  type PaymentKind,
  type PaymentMethod,
  type PaymentNoticeKind,
  type PaymentRecord,
  type PaymentReport,
  type ShopSettings,
} from '@tailor/domain';
import { languageOf, type CustomerContact } from '../accountEmail';

/** No customer to mail (an order without an owner): the notice only, in English. */
const NO_CONTACT: Pick<CustomerContact, 'email' | 'language'> = { email: '', language: 'en' };

/** A refusal with the HTTP status the API answers it with (nothing was written). */
export class LedgerRefusal extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export interface NewPayment {
  kind: PaymentKind;
  method: PaymentMethod;
  amountPaise: number;
  receivedOn: string;
  reference: string | null;
}

/** Who is acting and what the customer's mail needs, read before the transaction. */
export interface LedgerContext {
  uid: string;
  shop: ShopSettings;
  /**
   * The order owner's verified e-mail ('' sends no mail) and language (`orderLanguage`
   * for a profile that names none), read once per request.
   */
  contact: (userId: string, orderLanguage: Language) => Promise<Pick<CustomerContact, 'email' | 'language'>>;
}

const orders = (db: Firestore) => db.collection('orders');

function orderNumberOf(orderId: string, data: DocumentData): string {
  return parseOrderNumber(data.orderNumber) !== null ? String(data.orderNumber) : legacyOrderNumber(orderId);
}

async function readLedger(db: Firestore, tx: Transaction, orderId: string) {
  const ref = orders(db).doc(orderId);
  const snap = await tx.get(ref);
  if (!snap.exists) throw new LedgerRefusal(404, 'Order not found');
  const order = snap.data()!;
  const stored = await tx.get(ref.collection('payments'));
  const entries = orderLedger(
    order,
    stored.docs.map((d) => ({ id: d.id, data: d.data() })),
  );
  return { ref, order, storedCount: stored.size, entries };
}

function writeNotice(
  db: Firestore,
  tx: Transaction,
  p: { orderId: string; order: DocumentData; noticeId: string; kind: PaymentNoticeKind; facts: Parameters<typeof paymentNoticeText>[1]; contact: Pick<CustomerContact, 'email' | 'language'>; shop: ShopSettings },
): void {
  const userId = typeof p.order.userId === 'string' ? p.order.userId : '';
  if (!userId) return;
  const { title, body } = paymentNoticeText(p.kind, p.facts, p.contact.language);
  const createdAt = FieldValue.serverTimestamp();
  tx.set(db.collection('users').doc(userId).collection('notifications').doc(p.noticeId), {
    orderId: p.orderId,
    orderNumber: p.facts.orderNumber,
    kind: p.kind,
    title,
    body,
    read: false,
    createdAt,
  });
  if (p.contact.email) {
    tx.set(db.collection('mail').doc(p.noticeId), {
      to: p.contact.email,
      message: paymentNoticeMail(p.kind, p.facts, orderPageUrl(p.shop, p.orderId), p.shop, p.contact.language),
      orderId: p.orderId,
      createdAt,
    });
  }
}

/**
 * Records one payment, or refuses it (HttpError 404/409, nothing written):
 * a payment on a cancelled order, a refund above what was paid (net), more
 * than the balance due, a reference already in the ledger. An order stored
 * before the ledger gets its legacy entry copied in first, so it counts once.
 */
export async function recordPayment(
  db: Firestore,
  orderId: string,
  payment: NewPayment,
  ctx: LedgerContext,
  options: { report?: { id: string }; notice?: PaymentNoticeKind } = {},
): Promise<{ payment: PaymentRecord; money: MoneySummary }> {
  const preview = (await orders(db).doc(orderId).get()).data();
  const contact = preview && typeof preview.userId === 'string' ? await ctx.contact(preview.userId, languageOf(preview)) : NO_CONTACT;
  return db.runTransaction(async (tx) => {
    const { ref, order, storedCount, entries } = await readLedger(db, tx, orderId);
    let reportRef = null;
    if (options.report) {
      reportRef = ref.collection('paymentReports').doc(options.report.id);
      const report = await tx.get(reportRef);
      if (!report.exists) throw new LedgerRefusal(404, 'Payment report not found');
      if (report.get('status') !== 'waiting') throw new LedgerRefusal(409, `This report was already ${String(report.get('status'))}`);
    }
    const refusal = paymentRefusal(order, entries, payment);
    if (refusal) throw new LedgerRefusal(409, refusal);
    if (duplicateReference(entries, payment.reference, payment.kind)) throw new LedgerRefusal(409, 'This reference is already in the ledger of this order');

    if (storedCount === 0) {
      for (const legacy of entries) tx.create(ref.collection('payments').doc(legacy.id), { ...legacy, recordedBy: 'legacy', recordedAt: FieldValue.serverTimestamp() });
    }
    const paymentRef = ref.collection('payments').doc();
    const record: PaymentRecord = { id: paymentRef.id, ...payment };
    tx.create(paymentRef, {
      ...payment,
      recordedBy: ctx.uid,
      recordedAt: FieldValue.serverTimestamp(),
      ...(options.report ? { reportId: options.report.id } : {}),
    });
    const all = [...entries, record];
    const money = orderMoney(order, all);
    tx.update(ref, {
      money,
      moneyDue: money.balancePaise > 0,
      moneyByDay: netByDay(all),
      paymentStatus: legacyPaymentStatus(money),
      updatedAt: FieldValue.serverTimestamp(),
      updatedBy: ctx.uid,
    });
    if (reportRef) {
      tx.update(reportRef, { status: 'confirmed', paymentId: paymentRef.id, decidedBy: ctx.uid, decidedAt: FieldValue.serverTimestamp() });
    }
    if (payment.kind !== 'refund') {
      writeNotice(db, tx, {
        orderId,
        order,
        noticeId: `${orderId}-pay-${paymentRef.id}`,
        kind: options.notice ?? 'payment',
        facts: { orderNumber: orderNumberOf(orderId, order), kind: payment.kind, amountPaise: payment.amountPaise, balancePaise: money.balancePaise, reference: payment.reference },
        contact,
        shop: ctx.shop,
      });
    }
    return { payment: record, money };
  });
}

function reportOf(id: string, data: DocumentData): PaymentReport {
  return {
    id,
    amountPaise: data.amountPaise,
    reference: data.reference,
    status: data.status,
    reportedOn: data.reportedOn,
    reason: typeof data.reason === 'string' ? data.reason : null,
    paymentId: typeof data.paymentId === 'string' ? data.paymentId : null,
  };
}

/**
 * The owner says they paid by UPI: stored as waiting for the shop, never as
 * paid. Refused (nothing stored) on someone else's order (404), a cancelled
 * one, nothing due, more than the balance, a report already waiting, or a
 * reference already reported or in the ledger (409).
 */
export async function reportPayment(db: Firestore, orderId: string, uid: string, body: { amountPaise: number; reference: string }, now: Date): Promise<PaymentReport> {
  return db.runTransaction(async (tx) => {
    const { ref, order, entries } = await readLedger(db, tx, orderId);
    if (order.userId !== uid) throw new LedgerRefusal(404, 'Order not found');
    if (order.orderStatus === 'cancelled') throw new LedgerRefusal(409, 'This order is cancelled: nothing is due');
    const money = orderMoney(order, entries);
    if (money.balancePaise === 0) throw new LedgerRefusal(409, 'Nothing is due on this order');
    if (body.amountPaise > money.balancePaise) throw new LedgerRefusal(409, `The amount is more than the balance due (₹${(money.balancePaise / 100).toFixed(2)})`);
    const reports = await tx.get(ref.collection('paymentReports'));
    if (reports.docs.some((r) => r.get('status') === 'waiting')) throw new LedgerRefusal(409, 'A payment you reported is still waiting for the shop to check it');
    if (reports.docs.some((r) => r.get('reference') === body.reference && r.get('status') !== 'rejected') || duplicateReference(entries, body.reference, 'balance')) {
      throw new LedgerRefusal(409, 'This UPI reference was already reported');
    }
    const reportRef = ref.collection('paymentReports').doc();
    const data = { ...body, status: 'waiting', reportedBy: uid, reportedAt: FieldValue.serverTimestamp(), reportedOn: shopToday(now), reason: null, paymentId: null };
    tx.create(reportRef, data);
    return reportOf(reportRef.id, data);
  });
}

/** The admin confirms a waiting report: a UPI ledger entry with its reference, dated the day it was reported. */
export async function confirmReport(db: Firestore, orderId: string, reportId: string, kind: 'advance' | 'balance' | undefined, ctx: LedgerContext) {
  const reportSnap = await orders(db).doc(orderId).collection('paymentReports').doc(reportId).get();
  if (!reportSnap.exists) throw new LedgerRefusal(404, 'Payment report not found');
  const report = reportOf(reportSnap.id, reportSnap.data()!);
  if (report.status !== 'waiting') throw new LedgerRefusal(409, `This report was already ${report.status}`);
  const orderSnap = await orders(db).doc(orderId).get();
  const entries = orderLedger(orderSnap.data() ?? {}, (await orderSnap.ref.collection('payments').get()).docs.map((d) => ({ id: d.id, data: d.data() })));
  const chosen = kind ?? kindForAmount(orderMoney(orderSnap.data() ?? {}, entries), report.amountPaise);
  return recordPayment(
    db,
    orderId,
    { kind: chosen, method: 'upi', amountPaise: report.amountPaise, receivedOn: report.reportedOn, reference: report.reference },
    ctx,
    { report: { id: reportId }, notice: 'report-confirmed' },
  );
}

/** The admin rejects a waiting report with a reason the customer reads; nothing reaches the ledger. */
export async function rejectReport(db: Firestore, orderId: string, reportId: string, reason: string, ctx: LedgerContext): Promise<PaymentReport> {
  const preview = (await orders(db).doc(orderId).get()).data();
  const contact = preview && typeof preview.userId === 'string' ? await ctx.contact(preview.userId, languageOf(preview)) : NO_CONTACT;
  return db.runTransaction(async (tx) => {
    const orderRef = orders(db).doc(orderId);
    const order = (await tx.get(orderRef)).data();
    if (!order) throw new LedgerRefusal(404, 'Order not found');
    const reportRef = orderRef.collection('paymentReports').doc(reportId);
    const snap = await tx.get(reportRef);
    if (!snap.exists) throw new LedgerRefusal(404, 'Payment report not found');
    const report = reportOf(snap.id, snap.data()!);
    if (report.status !== 'waiting') throw new LedgerRefusal(409, `This report was already ${report.status}`);
    tx.update(reportRef, { status: 'rejected', reason, decidedBy: ctx.uid, decidedAt: FieldValue.serverTimestamp() });
    const money = orderMoney(order, []);
    writeNotice(db, tx, {
      orderId,
      order,
      noticeId: `${orderId}-report-${reportId}`,
      kind: 'report-rejected',
      facts: { orderNumber: orderNumberOf(orderId, order), kind: 'balance', amountPaise: report.amountPaise, balancePaise: money.balancePaise, reference: report.reference, reason },
      contact,
      shop: ctx.shop,
    });
    return { ...report, status: 'rejected', reason };
  });
}
