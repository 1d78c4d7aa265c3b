import { shopSettings } from '../shopSettings';
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  CART_PRODUCT_TYPES,
  MAX_CART_QUANTITY,
  computeCartLine,
  computeCartTotals,
  isOneOf,
  isSize,
  parseCartItemId,
  type CartLine,
  type CartLineBlocker,
  type CartProduct,
  type CartProductType,
  type CartTotals,
  type Size,
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
  /** Why the line is outside the totals and the checkout (CART_LINE_BLOCKER_MESSAGES), or null. */
  blocker: CartLineBlocker | null;
  /** Ready-made: the sizes the design comes in, for the cart's size choice. */
  sizes: Size[];
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
  'blocker',
  'sizes',
  'pricedQuantity',
];

/**
 * carts/{uid}: the totals of the available lines (shipping included:
 * `finalTotal = totalCartValue − discount + shippingCharge`, shipping by
 * shippingChargeFor over those lines' designs and their discounted subtotal),
 * the number of lines, and `allItemCount`, the quantity of every line,
 * unavailable ones included: the navigation badge shows it, so a cart whose
 * only design was withdrawn still shows that something waits there.
 */
export interface CartSummaryDoc extends CartTotals {
  lineCount: number;
  allItemCount: number;
}

const SUMMARY_KEYS: readonly (keyof CartSummaryDoc)[] = [
  'totalCartValue',
  'discount',
  'shippingCharge',
  'finalTotal',
  'itemCount',
  'lineCount',
  'allItemCount',
];

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
  'quantityInStock',
  'shippingCost',
  'sizes',
] as const;

export interface StoredItem {
  productId: string;
  productType: CartProductType;
  quantity: number;
  /** Ready-made size; null on tailor-made lines and ready-made lines from before sizes. */
  size: Size | null;
}

/** The line a stored item document stands for; null when the document cannot be a cart line. */
export function storedItem(id: string, data: DocumentData | undefined): StoredItem | null {
  const fromId = parseCartItemId(id);
  const productId = typeof data?.productId === 'string' ? data.productId : fromId?.productId;
  const productType = isOneOf(CART_PRODUCT_TYPES, data?.productType) ? data.productType : fromId?.productType;
  if (!productId || !productType) return null;
  const q = data?.quantity;
  const quantity = typeof q === 'number' && Number.isInteger(q) && q > 0 ? Math.min(q, MAX_CART_QUANTITY) : 0;
  const size = productType === 'readymade' ? (isSize(data?.size) ? data.size : (fromId?.size ?? null)) : null;
  return { productId, productType, quantity, size };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The line's derived fields. A deleted design leaves no document to read its
 * name from: the line keeps the name, pictures and category it last showed,
 * so the cart can say which design is no longer available.
 */
export function lineDerived(line: CartLine, stored?: DocumentData): LineDerived {
  const gone = line.blocker === 'deleted';
  const name = (gone ? str(stored?.productName) : undefined) ?? line.productName;
  const image =
    gone && Array.isArray(stored?.image) && line.image.length === 0
      ? (stored.image as unknown[]).filter((u): u is string => typeof u === 'string')
      : line.image;
  return {
    ProductName: gone ? (str(stored?.ProductName) ?? name) : line.ProductName,
    productName: name,
    image,
    category: (gone ? str(stored?.category) : undefined) ?? line.category,
    price: line.price,
    discount: line.discount,
    totalPrice: line.totalPrice,
    available: line.available,
    blocker: line.blocker,
    sizes: line.sizes,
    pricedQuantity: line.quantity,
  };
}

/** A priced line with the details a deleted design left behind (see lineDerived). */
export function withKnownDetails(line: CartLine, stored: DocumentData | undefined): CartLine {
  if (line.blocker !== 'deleted') return line;
  const d = lineDerived(line, stored);
  return { ...line, ProductName: d.ProductName, productName: d.productName, image: d.image, category: d.category };
}

/** The cart document's totals; shipping is free from `freeAbove` (settings/shop). */
export function cartSummary(lines: readonly CartLine[], freeAbove: number): CartSummaryDoc {
  return {
    ...computeCartTotals(lines, freeAbove),
    lineCount: lines.length,
    allItemCount: lines.reduce((n, line) => n + line.quantity, 0),
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
  /** With each line's document id. */
  lines: (CartLine & { id: string })[];
  totals: CartSummaryDoc;
  /** The line documents as stored, by id (what a check compares the derived fields with). */
  stored: Map<string, DocumentData>;
}

/** The cart as it stands now, priced from the current item and product documents (no writes). */
export async function readCart(db: Firestore, uid: string): Promise<PricedCart> {
  const itemsSnap = await db.collection('carts').doc(uid).collection('items').get();
  const docs = [...itemsSnap.docs].sort((a, b) => addedMillis(a.data()) - addedMillis(b.data()) || a.id.localeCompare(b.id));
  const items = docs.flatMap((doc) => {
    const item = storedItem(doc.id, doc.data());
    return item ? [{ doc, item }] : [];
  });
  const ids = [...new Set(items.map(({ item }) => item.productId))];
  const snaps = ids.length > 0 ? await db.getAll(...ids.map((id) => db.collection('products').doc(id))) : [];
  const products = productMap(ids, snaps);
  const { freeShippingThresholdPaise } = await shopSettings();
  const lines = items.map(({ doc, item }) => ({
    id: doc.id,
    ...withKnownDetails(computeCartLine(products.get(item.productId) ?? null, item), doc.data()),
  }));
  return { lines, totals: cartSummary(lines, freeShippingThresholdPaise), stored: new Map(docs.map((d) => [d.id, d.data()])) };
}

/**
 * Recomputes every line of a user's cart and the cart totals from the item and
 * product documents, inside one transaction. Writes only what changed, so a
 * line write that re-triggers this finds nothing to do, and a duplicate or late
 * event just recomputes the same values.
 */
export async function recomputeCart(db: Firestore, uid: string): Promise<RecomputeResult> {
  const cartRef = db.collection('carts').doc(uid);
  // Read outside the transaction (cached): the threshold is the shop's, not the cart's.
  const { freeShippingThresholdPaise } = await shopSettings();
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
          const changes = lineChanges(doc.data(), lineDerived(line, doc.data()));
          if (Object.keys(changes).length > 0) {
            tx.update(doc.ref, { ...changes, pricedAt: FieldValue.serverTimestamp() });
            linesWritten += 1;
          }
        }
        const summary = cartSummary(lines, freeShippingThresholdPaise);
        const totals: CartTotals = summary;
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
