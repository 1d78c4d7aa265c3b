/**
 * The demo shop's billing: a demo GSTIN (an invented one, with a valid check
 * character) and one delivered, paid order billed as a Tax Invoice. The bill is
 * issued by the same code as `POST /api/v1/admin/orders/:id/bill`, so its number
 * is in the financial year's series. Idempotent: a second run keeps the order's
 * number and its bill (the bill is never issued twice).
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  DEFAULT_BILLING_SETTINGS,
  emptyOrderDraft,
  flowFor,
  FIRST_ORDER_NUMBER,
  formatOrderNumber,
  parseOrderNumber,
  priceLine,
  priceTotals,
  type BillingSettings,
  type CartProductType,
} from '@tailor/domain';
import { issueBill } from '../../functions/src/bills/issueBill';
import { DEMO_ACCOUNTS } from './accounts';
import { CATALOGUE, SEED_BASE_DATE } from './catalogue';

/** DEMO DATA: not a real registration. The owner enters the shop's own GSTIN on /admin/settings. */
export const SEED_GSTIN = '27AAPFS4321K1ZU';
export const SEED_BILLING: BillingSettings = { ...DEFAULT_BILLING_SETTINGS, gstin: SEED_GSTIN };

export const SEED_BILLED_ORDER_ID = 'seed-order-billed';
const DAY_MS = 86_400_000;

/** Priya's delivered order: a tailor-made blouse (5 %), a saree above ₹2,500 a piece (18 %) and a suit below it (5 %). */
const LINES: { productId: string; productType: CartProductType; quantity: number; size?: string }[] = [
  { productId: 'p-yellow-kalamkari-blouse', productType: 'tailor', quantity: 1 },
  { productId: 'p-royal-blue-satin-saree', productType: 'readymade', quantity: 1, size: 'Free Size' },
  { productId: 'p-pink-polka-cotton-suit', productType: 'readymade', quantity: 1, size: 'M' },
];
const PLACED = SEED_BASE_DATE.getTime() - 12 * DAY_MS;
const DELIVERED = PLACED + 8 * DAY_MS;

/** The order's number: the one it has, else the next of the orders' counter. */
async function orderNumber(db: Firestore): Promise<string> {
  return db.runTransaction(async (tx) => {
    const ref = db.collection('orders').doc(SEED_BILLED_ORDER_ID);
    const counterRef = db.collection('counters').doc('orders');
    const [snap, counter] = await tx.getAll(ref, counterRef);
    const stored = snap!.get('orderNumber');
    if (parseOrderNumber(stored) !== null) return stored as string;
    const next = counter!.get('next');
    const n = typeof next === 'number' && next >= FIRST_ORDER_NUMBER ? next : FIRST_ORDER_NUMBER;
    tx.set(counterRef, { next: n + 1 }, { merge: true });
    return formatOrderNumber(n);
  });
}

export async function writeBilledOrder(db: Firestore, uids: Map<string, string>): Promise<string> {
  const customer = DEMO_ACCOUNTS.customer;
  const userId = uids.get(customer.email);
  const adminUid = uids.get(DEMO_ACCOUNTS.admin.email) ?? '';
  if (!userId) throw new Error('Billed seed order: unknown customer');
  const products = new Map(CATALOGUE.map((p) => [p.id, p.input]));
  const lines = LINES.map((l) => {
    const product = products.get(l.productId);
    if (!product) throw new Error(`Billed seed order: unknown product ${l.productId}`);
    return {
      productId: l.productId,
      productType: l.productType,
      quantity: l.quantity,
      productName: product.productName,
      image: product.images?.[0]?.url ?? '',
      ...(l.size ? { size: l.size } : {}),
      ...priceLine(product, l.productType, l.quantity),
      shippingCost: product.shippingCost,
    };
  });
  const pricing = priceTotals(lines);
  const number = await orderNumber(db);
  const at = (ms: number) => Timestamp.fromMillis(ms);
  // Every step of the made-to-measure flow, the customer approving the fit.
  const statusHistory: Record<string, unknown>[] = flowFor('tailor').map((status, i) => ({
    status,
    at: at(PLACED + i * DAY_MS),
    by: i === 0 || status === 'ready' ? userId : adminUid,
    ...(status === 'approval' ? { event: 'approval', photos: [] } : status === 'ready' ? { event: 'approve' } : {}),
  }));
  statusHistory.push({ status: 'delivered', at: at(DELIVERED), by: adminUid, event: 'payment', payment: 'collected', amount: pricing.totalPrice });
  const delivered = at(DELIVERED);
  // merge: a bill issued by an earlier run stays on the order.
  await db
    .collection('orders')
    .doc(SEED_BILLED_ORDER_ID)
    .set(
      {
        ...emptyOrderDraft('tailor'),
        userId,
        customer: {
          name: customer.name,
          email: customer.email,
          phone: '9867055555',
          address: { street: '3 Versova Link Road, Andheri West', city: 'Mumbai', state: 'Maharashtra', pincode: '400053', country: 'India' },
        },
        lines: lines.map(({ shippingCost: _s, ...line }) => line),
        category: null,
        orderStatus: 'delivered',
        orderDate: at(PLACED),
        createdAt: at(PLACED),
        updatedAt: delivered,
        updatedBy: adminUid,
        ...pricing,
        orderNumber: number,
        statusHistory,
        pricedAt: at(PLACED),
        deliveredAt: delivered,
        deliveryDate: new Date(DELIVERED + 5.5 * 3_600_000).toISOString().slice(0, 10),
        // Paid in full, in the fields orders kept before the payments ledger (read as one entry).
        paymentStatus: 'collected',
        collectedAmount: pricing.totalPrice,
        collectedAt: delivered,
        collectedOn: new Date(DELIVERED + 5.5 * 3_600_000).toISOString().slice(0, 10),
        revenue: pricing.totalPrice,
        revenueAt: delivered,
      },
      { merge: true },
    );
  const { bill } = await issueBill(db, SEED_BILLED_ORDER_ID);
  return bill.number;
}
