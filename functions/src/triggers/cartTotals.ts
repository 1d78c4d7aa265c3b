import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  CART_PRODUCT_TYPES,
  MAX_CART_QUANTITY,
  computeCartLine,
  computeCartTotals,
  isOneOf,
  parseCartItemId,
  type CartLine,
  type CartProduct,
  type CartProductType,
  type CartTotals,
} from '@tailor/domain';

/** The fields trusted code writes on a cart line. */
export interface LineDerived {
  ProductName: string;
  productName: string;
  image: string[];
  category: string;
  price: number;
  discount: number;
  totalPrice: number;
  available: boolean;
  /** The quantity these totals were computed for: clients show 'updating' while it differs. */
  pricedQuantity: number;
}

const LINE_DERIVED_KEYS: readonly (keyof LineDerived)[] = [
  'ProductName',
  'productName',
  'image',
  'category',
  'price',
  'discount',
  'totalPrice',
  'available',
  'pricedQuantity',
];

/** carts/{uid}: the totals plus the number of lines. */
export interface CartSummaryDoc extends CartTotals {
  lineCount: number;
}

const SUMMARY_KEYS: readonly (keyof CartSummaryDoc)[] = ['totalCartValue', 'discount', 'finalTotal', 'itemCount', 'lineCount'];

/** Product fields a cart line depends on. */
const PRODUCT_CART_FIELDS = [
  'productName',
  'category',
  'images',
  'tailorPrice',
  'readyMadePrice',
  'discount',
  'availabilityStatus',
  'productStatus',
] as const;

export interface StoredItem {
  productId: string;
  productType: CartProductType;
  quantity: number;
}

/** The line a stored item document stands for; null when the document cannot be a cart line. */
export function storedItem(id: string, data: DocumentData | undefined): StoredItem | null {
  const fromId = parseCartItemId(id);
  const productId = typeof data?.productId === 'string' ? data.productId : fromId?.productId;
  const productType = isOneOf(CART_PRODUCT_TYPES, data?.productType) ? data.productType : fromId?.productType;
  if (!productId || !productType) return null;
  const q = data?.quantity;
  const quantity = typeof q === 'number' && Number.isInteger(q) && q > 0 ? Math.min(q, MAX_CART_QUANTITY) : 0;
  return { productId, productType, quantity };
}

export function lineDerived(line: CartLine): LineDerived {
  return {
    ProductName: line.ProductName,
    productName: line.productName,
    image: line.image,
    category: line.category,
    price: line.price,
    discount: line.discount,
    totalPrice: line.totalPrice,
    available: line.available,
    pricedQuantity: line.quantity,
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => v === b[i]);
  }
  return a === b;
}

/** The derived fields that differ from what is stored (empty: nothing to write). */
export function lineChanges(stored: DocumentData | undefined, derived: LineDerived): Partial<LineDerived> {
  const out: Partial<LineDerived> = {};
  for (const key of LINE_DERIVED_KEYS) {
    if (!sameValue(stored?.[key], derived[key])) (out as Record<string, unknown>)[key] = derived[key];
  }
  return out;
}

export function summaryChanged(stored: DocumentData | undefined, summary: CartSummaryDoc): boolean {
  if (!stored) return true;
  return SUMMARY_KEYS.some((key) => stored[key] !== summary[key]);
}

/** Whether a product write can change any cart line (price, discount, name, images, availability, existence). */
export function productChangeAffectsCarts(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  if (!before || !after) return before !== after;
  return PRODUCT_CART_FIELDS.some((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
}

export interface RecomputeResult {
  lines: CartLine[];
  totals: CartTotals;
  linesWritten: number;
  cartWritten: boolean;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 10 || code === 'aborted' || code === 4 || /contention|aborted|deadline/i.test(String(error));
}

type ProductSnap = { exists: boolean; data(): DocumentData | undefined };

function productMap(ids: string[], snaps: ProductSnap[]): Map<string, CartProduct | null> {
  const products = new Map<string, CartProduct | null>();
  snaps.forEach((snap, i) => products.set(ids[i], snap.exists ? (snap.data() as CartProduct) : null));
  return products;
}

function addedMillis(data: DocumentData | undefined): number {
  const at = data?.addedAt as { toMillis?: () => number } | undefined;
  return typeof at?.toMillis === 'function' ? at.toMillis() : Number.MAX_SAFE_INTEGER;
}

export interface PricedCart {
  lines: CartLine[];
  totals: CartTotals;
}

/** The cart as it stands now, priced from the current item and product documents (no writes). */
export async function readCart(db: Firestore, uid: string): Promise<PricedCart> {
  const itemsSnap = await db.collection('carts').doc(uid).collection('items').get();
  const docs = [...itemsSnap.docs].sort((a, b) => addedMillis(a.data()) - addedMillis(b.data()) || a.id.localeCompare(b.id));
  const items = docs.flatMap((doc) => storedItem(doc.id, doc.data()) ?? []);
  const ids = [...new Set(items.map((item) => item.productId))];
  const snaps = ids.length > 0 ? await db.getAll(...ids.map((id) => db.collection('products').doc(id))) : [];
  const products = productMap(ids, snaps);
  const lines = items.map((item) => computeCartLine(products.get(item.productId) ?? null, item));
  return { lines, totals: computeCartTotals(lines) };
}

/**
 * Recomputes every line of a user's cart and the cart totals from the item and
 * product documents, inside one transaction. Writes only what changed, so a
 * line write that re-triggers this finds nothing to do, and a duplicate or late
 * event just recomputes the same values.
 */
export async function recomputeCart(db: Firestore, uid: string): Promise<RecomputeResult> {
  const cartRef = db.collection('carts').doc(uid);
  const run = () =>
    db.runTransaction(
      async (tx) => {
        const [itemsSnap, cartSnap] = await Promise.all([tx.get(cartRef.collection('items')), tx.get(cartRef)]);
        const items = itemsSnap.docs.map((doc) => ({ doc, item: storedItem(doc.id, doc.data()) }));
        const productIds = [...new Set(items.flatMap(({ item }) => (item ? [item.productId] : [])))];
        const snaps =
          productIds.length > 0 ? await tx.getAll(...productIds.map((id) => db.collection('products').doc(id))) : [];
        const products = productMap(productIds, snaps);

        const lines: CartLine[] = [];
        let linesWritten = 0;
        for (const { doc, item } of items) {
          if (!item) continue;
          const line = computeCartLine(products.get(item.productId) ?? null, item);
          lines.push(line);
          const changes = lineChanges(doc.data(), lineDerived(line));
          if (Object.keys(changes).length > 0) {
            tx.update(doc.ref, { ...changes, pricedAt: FieldValue.serverTimestamp() });
            linesWritten += 1;
          }
        }
        const totals = computeCartTotals(lines);
        const summary: CartSummaryDoc = { ...totals, lineCount: lines.length };
        const cartWritten = summaryChanged(cartSnap.data(), summary);
        if (cartWritten) tx.set(cartRef, { ...summary, updatedAt: FieldValue.serverTimestamp() });
        return { lines, totals, linesWritten, cartWritten };
      },
      { maxAttempts: 10 },
    );

  // Many writes to one cart at once (a burst of API calls) make transactions
  // contend; a short, jittered pause and a new attempt settle it.
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 5 || !isContention(error)) throw error;
      await sleep(200 * attempt + Math.random() * 300);
    }
  }
}
