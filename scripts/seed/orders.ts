/**
 * A small order history so the admin's orders screen and dashboard show real
 * figures on a fresh start. Prices are computed with the same domain rules the
 * order trigger uses; `pricedAt` is set so the trigger leaves them alone.
 * Meera has no seeded orders: her account is kept for an empty "My orders".
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { computeOrderPricing, emptyOrderDraft, orderNumber, type CartProductType, type OrderStatus } from '@tailor/domain';
import { DEMO_ACCOUNTS, FEEDBACK_AUTHORS } from './accounts';
import { CATALOGUE, SEED_BASE_DATE } from './catalogue';

const DAY_MS = 86_400_000;
const LIFECYCLE: OrderStatus[] = ['pending', 'confirmed', 'stitching', 'ready', 'shipped', 'delivered'];

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
}

const BLOUSE = { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8.5 };
const LEHENGA = { waist: 29, hip: 38, length: 41 };

export const SEED_ORDERS: readonly SeedOrder[] = [
  { id: 'seed-order-01', email: 'anjali@silaistudio.test', orderType: 'tailor', productId: 'p-maroon-floral-silk-blouse', quantity: 1, status: 'delivered', daysAgo: 41, phone: '9820011111', address: { street: '12 Juhu Tara Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400049' }, category: 'Blouse', measurements: BLOUSE },
  { id: 'seed-order-02', email: 'farah@silaistudio.test', orderType: 'readymade', productId: 'p-black-sequin-saree', quantity: 1, status: 'delivered', daysAgo: 33, phone: '9930022222', address: { street: '7 Hill Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' }, category: null, measurements: {} },
  { id: 'seed-order-03', email: 'kavya@silaistudio.test', orderType: 'tailor', productId: 'p-red-bridal-raw-silk-lehenga', quantity: 1, status: 'delivered', daysAgo: 26, phone: '9845033333', address: { street: '44 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' }, category: 'Lehenga', measurements: LEHENGA },
  { id: 'seed-order-04', email: 'ritu@silaistudio.test', orderType: 'readymade', productId: 'p-green-chanderi-suit', quantity: 2, status: 'shipped', daysAgo: 9, phone: '9811044444', address: { street: 'B-21 Lajpat Nagar', city: 'New Delhi', state: 'Delhi', pincode: '110024' }, category: null, measurements: {} },
  { id: 'seed-order-05', email: 'anjali@silaistudio.test', orderType: 'tailor', productId: 'p-golden-brocade-blouse', quantity: 1, status: 'stitching', daysAgo: 6, phone: '9820011111', address: { street: '12 Juhu Tara Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400049' }, category: 'Blouse', measurements: BLOUSE },
  { id: 'seed-order-06', email: DEMO_ACCOUNTS.customer.email, orderType: 'tailor', productId: 'p-pink-sequin-blouse', quantity: 1, status: 'confirmed', daysAgo: 3, phone: '9867055555', address: { street: '3 Versova Link Road, Andheri West', city: 'Mumbai', state: 'Maharashtra', pincode: '400053' }, category: 'Blouse', measurements: BLOUSE },
  { id: 'seed-order-07', email: 'farah@silaistudio.test', orderType: 'readymade', productId: 'p-white-chikankari-suit', quantity: 1, status: 'pending', daysAgo: 1, phone: '9930022222', address: { street: '7 Hill Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' }, category: null, measurements: {} },
  { id: 'seed-order-08', email: 'ritu@silaistudio.test', orderType: 'readymade', productId: 'p-yellow-linen-saree', quantity: 1, status: 'cancelled', daysAgo: 15, phone: '9811044444', address: { street: 'B-21 Lajpat Nagar', city: 'New Delhi', state: 'Delhi', pincode: '110024' }, category: null, measurements: {} },
];

/** The statuses an order passed through to reach `status`, a day apart. */
function history(status: OrderStatus, createdAt: number, by: string, adminUid: string) {
  const steps = status === 'cancelled' ? ['pending', 'cancelled'] : LIFECYCLE.slice(0, LIFECYCLE.indexOf(status) + 1);
  return steps.map((s, i) => ({ status: s, at: Timestamp.fromMillis(createdAt + i * DAY_MS), by: i === 0 ? by : adminUid }));
}

export async function writeOrders(db: Firestore, uids: Map<string, string>): Promise<number> {
  const names = new Map([DEMO_ACCOUNTS.customer, ...FEEDBACK_AUTHORS].map((a) => [a.email, a.name]));
  const products = new Map(CATALOGUE.map((p) => [p.id, p.input]));
  const adminUid = uids.get(DEMO_ACCOUNTS.admin.email) ?? '';
  const batch = db.batch();
  for (const o of SEED_ORDERS) {
    const userId = uids.get(o.email);
    const product = products.get(o.productId);
    if (!userId || !product) throw new Error(`Seed order ${o.id}: unknown customer or product`);
    const productType: CartProductType = o.orderType === 'tailor' ? 'tailor' : 'readymade';
    const pricing = computeOrderPricing([{ productId: o.productId, productType, quantity: o.quantity, product }]);
    const createdAt = SEED_BASE_DATE.getTime() - o.daysAgo * DAY_MS;
    const statusHistory = history(o.status, createdAt, userId, adminUid);
    const last = statusHistory[statusHistory.length - 1];
    batch.set(db.collection('orders').doc(o.id), {
      ...emptyOrderDraft(o.orderType),
      userId,
      customer: { name: names.get(o.email) ?? '', email: o.email, phone: o.phone, address: { ...o.address, country: 'India' } },
      lines: pricing.lines.map((l) => ({ ...l, image: product.images?.[0]?.url ?? '' })),
      category: o.category,
      measurements: o.measurements,
      paymentStatus: o.status === 'delivered' ? 'paid' : 'pending',
      orderStatus: o.status,
      orderDate: Timestamp.fromMillis(createdAt),
      createdAt: Timestamp.fromMillis(createdAt),
      updatedAt: last.at,
      updatedBy: last.by,
      totalPrice: pricing.totalPrice,
      orderNumber: orderNumber(o.id),
      statusHistory,
      pricedAt: Timestamp.fromMillis(createdAt),
      ...(o.status === 'delivered' ? { deliveredAt: last.at } : {}),
    });
  }
  await batch.commit();
  return SEED_ORDERS.length;
}
