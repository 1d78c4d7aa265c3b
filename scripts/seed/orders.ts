/**
 * A small order history so the admin's orders screen and dashboard show real
 * figures on a fresh start. Prices come from the domain's one pricing rule
 * (pricing.ts), as the orders API computes them: lines, discount, shipping and total.
 * Meera has no seeded orders: her account is kept for an empty "My orders".
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  FIRST_ORDER_NUMBER,
  defaultDeliveryDate,
  emptyOrderDraft,
  flowFor,
  formatOrderNumber,
  parseOrderNumber,
  priceLine,
  priceTotals,
  type CartProductType,
  type OrderStatus,
} from '@tailor/domain';
import { DEMO_ACCOUNTS, FEEDBACK_AUTHORS } from './accounts';
import { CATALOGUE, SEED_BASE_DATE } from './catalogue';

const DAY_MS = 86_400_000;
const ORDER_COUNTER = 'orders';

interface SeedOrder {
  id: string;
  email: string;
  orderType: 'tailor' | 'readymade';
  productId: string;
  quantity: number;
  status: OrderStatus;
  daysAgo: number;
  phone: string;
  address: { street: string; city: string; state: string; pincode: string };
  category: 'Blouse' | 'Dress' | 'Lehenga' | null;
  measurements: Record<string, number>;
  /** Delivered orders: whether the cash was recorded as collected. */
  collected?: boolean;
}

const BLOUSE = { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8.5 };
const LEHENGA = { waist: 29, hip: 38, length: 41 };

export const SEED_ORDERS: readonly SeedOrder[] = [
  { id: 'seed-order-01', email: 'anjali@silaistudio.test', orderType: 'tailor', productId: 'p-maroon-floral-silk-blouse', quantity: 1, status: 'delivered', daysAgo: 41, phone: '9820011111', address: { street: '12 Juhu Tara Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400049' }, category: 'Blouse', measurements: BLOUSE, collected: true },
  { id: 'seed-order-02', email: 'farah@silaistudio.test', orderType: 'readymade', productId: 'p-black-sequin-saree', quantity: 1, status: 'delivered', daysAgo: 33, phone: '9930022222', address: { street: '7 Hill Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' }, category: null, measurements: {}, collected: true },
  { id: 'seed-order-03', email: 'kavya@silaistudio.test', orderType: 'tailor', productId: 'p-red-bridal-raw-silk-lehenga', quantity: 1, status: 'delivered', daysAgo: 26, phone: '9845033333', address: { street: '44 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' }, category: 'Lehenga', measurements: LEHENGA },
  { id: 'seed-order-04', email: 'ritu@silaistudio.test', orderType: 'readymade', productId: 'p-green-chanderi-suit', quantity: 2, status: 'shipped', daysAgo: 9, phone: '9811044444', address: { street: 'B-21 Lajpat Nagar', city: 'New Delhi', state: 'Delhi', pincode: '110024' }, category: null, measurements: {} },
  { id: 'seed-order-05', email: 'anjali@silaistudio.test', orderType: 'tailor', productId: 'p-golden-brocade-blouse', quantity: 1, status: 'approval', daysAgo: 6, phone: '9820011111', address: { street: '12 Juhu Tara Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400049' }, category: 'Blouse', measurements: BLOUSE },
  { id: 'seed-order-06', email: DEMO_ACCOUNTS.customer.email, orderType: 'tailor', productId: 'p-pink-sequin-blouse', quantity: 1, status: 'confirmed', daysAgo: 3, phone: '9867055555', address: { street: '3 Versova Link Road, Andheri West', city: 'Mumbai', state: 'Maharashtra', pincode: '400053' }, category: 'Blouse', measurements: BLOUSE },
  { id: 'seed-order-07', email: 'farah@silaistudio.test', orderType: 'readymade', productId: 'p-white-chikankari-suit', quantity: 1, status: 'pending', daysAgo: 1, phone: '9930022222', address: { street: '7 Hill Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' }, category: null, measurements: {} },
  { id: 'seed-order-08', email: 'ritu@silaistudio.test', orderType: 'readymade', productId: 'p-yellow-linen-saree', quantity: 1, status: 'cancelled', daysAgo: 15, phone: '9811044444', address: { street: 'B-21 Lajpat Nagar', city: 'New Delhi', state: 'Delhi', pincode: '110024' }, category: null, measurements: {} },
  // Made-to-measure work in the workshop (scripts/seed/workshop.ts assigns them and sets this week's due dates).
  { id: 'seed-order-09', email: 'kavya@silaistudio.test', orderType: 'tailor', productId: 'p-red-bridal-raw-silk-lehenga', quantity: 1, status: 'stitching', daysAgo: 5, phone: '9845033333', address: { street: '44 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' }, category: 'Lehenga', measurements: LEHENGA },
  { id: 'seed-order-10', email: 'farah@silaistudio.test', orderType: 'tailor', productId: 'p-maroon-floral-silk-blouse', quantity: 1, status: 'confirmed', daysAgo: 2, phone: '9930022222', address: { street: '7 Hill Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' }, category: 'Blouse', measurements: BLOUSE },
  { id: 'seed-order-11', email: 'ritu@silaistudio.test', orderType: 'tailor', productId: 'p-golden-brocade-blouse', quantity: 1, status: 'stitching', daysAgo: 12, phone: '9811044444', address: { street: 'B-21 Lajpat Nagar', city: 'New Delhi', state: 'Delhi', pincode: '110024' }, category: 'Blouse', measurements: BLOUSE },
];

const CANCEL_REASON = 'Customer chose another colour on the confirmation call';
const FIT_NOTE = 'Front and back of the finished blouse; the sleeves are as you asked.';

/** The history of an order that reached `status` along its type's flow, a day apart, with the approval round, cancellation and payment entries. */
function history(o: SeedOrder, createdAt: number, by: string, adminUid: string, photo: string, amount: number) {
  const flow = flowFor(o.orderType);
  const steps = o.status === 'cancelled' ? ['pending', 'cancelled'] : flow.slice(0, flow.indexOf(o.status) + 1);
  const entries: Record<string, unknown>[] = steps.map((s, i) => {
    const entry: Record<string, unknown> = { status: s, at: Timestamp.fromMillis(createdAt + i * DAY_MS), by: i === 0 ? by : adminUid };
    if (s === 'approval') Object.assign(entry, { event: 'approval', photos: [photo], note: FIT_NOTE });
    if (s === 'cancelled') Object.assign(entry, { event: 'cancel', reason: CANCEL_REASON });
    // The customer approved the photos herself.
    if (s === 'ready' && steps.includes('approval')) Object.assign(entry, { by, event: 'approve' });
    return entry;
  });
  if (o.collected) {
    const last = entries[entries.length - 1]!;
    entries.push({ status: o.status, at: last.at, by: adminUid, event: 'payment', payment: 'collected', amount });
  }
  return entries;
}

/**
 * Sequential numbers for the seeded orders, oldest first, from the same counter
 * trusted code uses; orders seeded before keep theirs, so a second run changes nothing
 * and the counter continues after them.
 */
async function seedOrderNumbers(db: Firestore): Promise<Map<string, string>> {
  return db.runTransaction(async (tx) => {
    const counterRef = db.collection('counters').doc(ORDER_COUNTER);
    const [counter, ...snaps] = await tx.getAll(counterRef, ...SEED_ORDERS.map((o) => db.collection('orders').doc(o.id)));
    const stored = counter!.get('next');
    let next = typeof stored === 'number' && stored >= FIRST_ORDER_NUMBER ? stored : FIRST_ORDER_NUMBER;
    const numbers = new Map<string, string>();
    snaps.forEach((snap, i) => {
      const n = snap.get('orderNumber');
      if (parseOrderNumber(n) !== null) numbers.set(SEED_ORDERS[i]!.id, n as string);
    });
    for (const o of [...SEED_ORDERS].sort((a, b) => b.daysAgo - a.daysAgo)) {
      if (!numbers.has(o.id)) numbers.set(o.id, formatOrderNumber(next++));
    }
    if (next !== stored) tx.set(counterRef, { next }, { merge: true });
    return numbers;
  });
}

export async function writeOrders(db: Firestore, uids: Map<string, string>): Promise<number> {
  const names = new Map([DEMO_ACCOUNTS.customer, ...FEEDBACK_AUTHORS].map((a) => [a.email, a.name]));
  const products = new Map(CATALOGUE.map((p) => [p.id, p.input]));
  const adminUid = uids.get(DEMO_ACCOUNTS.admin.email) ?? '';
  const numbers = await seedOrderNumbers(db);
  const batch = db.batch();
  for (const o of SEED_ORDERS) {
    const userId = uids.get(o.email);
    const product = products.get(o.productId);
    if (!userId || !product) throw new Error(`Seed order ${o.id}: unknown customer or product`);
    const productType: CartProductType = o.orderType === 'tailor' ? 'tailor' : 'readymade';
    const line = { productId: o.productId, productType, quantity: o.quantity, productName: product.productName, ...priceLine(product, productType, o.quantity) };
    const pricing = priceTotals([{ ...line, shippingCost: product.shippingCost }]);
    const createdAt = SEED_BASE_DATE.getTime() - o.daysAgo * DAY_MS;
    const photo = product.images?.[0]?.url ?? '/garments/blouse-1.svg';
    const statusHistory = history(o, createdAt, userId, adminUid, photo, pricing.totalPrice);
    const last = statusHistory[statusHistory.length - 1] as { at: Timestamp; by: string };
    const delivered = statusHistory.find((h) => h.status === 'delivered')?.at as Timestamp | undefined;
    const confirmedAt = statusHistory.find((h) => h.status === 'confirmed')?.at as Timestamp | undefined;
    batch.set(db.collection('orders').doc(o.id), {
      ...emptyOrderDraft(o.orderType),
      userId,
      customer: { name: names.get(o.email) ?? '', email: o.email, phone: o.phone, address: { ...o.address, country: 'India' } },
      lines: [{ ...line, image: product.images?.[0]?.url ?? '' }],
      category: o.category,
      measurements: o.measurements,
      paymentStatus: o.collected ? 'collected' : 'pending',
      orderStatus: o.status,
      orderDate: Timestamp.fromMillis(createdAt),
      createdAt: Timestamp.fromMillis(createdAt),
      updatedAt: last.at,
      updatedBy: last.by,
      ...pricing,
      orderNumber: numbers.get(o.id)!,
      statusHistory,
      pricedAt: Timestamp.fromMillis(createdAt),
      ...(delivered ? { deliveredAt: delivered } : {}),
      // What the dashboard trigger derives: revenue is the cash collected, on its day.
      ...(o.collected && delivered ? { collectedAmount: pricing.totalPrice, collectedAt: delivered, revenue: pricing.totalPrice, revenueAt: delivered } : {}),
      ...(confirmedAt ? { deliveryDate: defaultDeliveryDate(o.orderType, o.category, confirmedAt.toDate()) } : {}),
      ...(o.status === 'approval' ? { fitPhotos: [photo], fitNote: FIT_NOTE } : {}),
      ...(o.status === 'cancelled' ? { cancelReason: CANCEL_REASON } : {}),
    });
  }
  await batch.commit();
  return SEED_ORDERS.length;
}
