/**
 * The customer's in-app notice and e-mail for each change of an order they
 * should hear about (domain noticeKindOf). Ids derive from the order id and
 * the history index, and documents are created in a transaction only when
 * missing, so a redelivered or late event sends nothing twice.
 */
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  legacyOrderNumber,
  noticeKindOf,
  noticeMail,
  noticeText,
  orderPageUrl,
  parseOrderNumber,
  type Language,
  type NoticeKind,
  type NoticeOrder,
} from '@tailor/domain';
import { shopSettings } from '../shopSettings';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function history(data: DocumentData | undefined): Record<string, unknown>[] {
  return Array.isArray(data?.statusHistory) ? (data.statusHistory as Record<string, unknown>[]) : [];
}

export function noticeOrder(data: DocumentData, orderNumber: string): NoticeOrder {
  return {
    orderNumber,
    // The name is text the customer typed: kept out of the mail's greeting and subject.
    customerName: '',
    agreedPrice: typeof data.agreedPrice === 'number' ? data.agreedPrice : null,
    agreedNote: str(data.agreedNote),
    deliveryDate: str(data.deliveryDate) || null,
    cancelReason: str(data.cancelReason),
    fitNote: str(data.fitNote),
  };
}

/** Which entries of `after`'s history are new since `before`, with their notice kind. */
export function newNotices(before: DocumentData | undefined, after: DocumentData): { index: number; kind: NoticeKind; at: unknown }[] {
  const from = history(before).length;
  const userId = str(after.userId);
  return history(after)
    .map((entry, index) => ({ index, entry }))
    .slice(from)
    .flatMap(({ index, entry }) => {
      const kind = noticeKindOf(entry, userId);
      return kind ? [{ index, kind, at: entry.at }] : [];
    });
}

export { verifiedAccountEmail } from '../accountEmail';
import { customerContact, languageOf, type CustomerContact } from '../accountEmail';

/**
 * Writes the missing notices and mails for the changes between `before` and
 * `after`, in the customer's language (their profile's, read once per event
 * with the e-mail; the order's own for a profile that names none). Returns how many were created.
 */
export async function writeOrderNotices(
  db: Firestore,
  orderId: string,
  before: DocumentData | undefined,
  after: DocumentData,
  contact: (uid: string, orderLanguage: Language) => Promise<Pick<CustomerContact, 'email' | 'language'>> = customerContact,
): Promise<number> {
  const changes = newNotices(before, after);
  const userId = str(after.userId);
  if (changes.length === 0 || !userId) return 0;
  const { email, language } = await contact(userId, languageOf(after));
  const orderRef = db.collection('orders').doc(orderId);
  // The owner's details from settings/shop (cached briefly), not the compiled demo shop.
  const shop = await shopSettings();
  return db.runTransaction(async (tx) => {
    // The number may have been assigned after this change was written.
    const current = (await tx.get(orderRef)).data();
    const number = [after.orderNumber, current?.orderNumber].find((n) => parseOrderNumber(n) !== null) ?? (str(after.orderNumber) || legacyOrderNumber(orderId));
    const refs = changes.map((c) => ({
      change: c,
      notice: db.collection('users').doc(userId).collection('notifications').doc(`${orderId}-${c.index}`),
      mail: db.collection('mail').doc(`${orderId}-${c.index}`),
    }));
    const snaps = await tx.getAll(...refs.flatMap((r) => [r.notice, r.mail]));
    const order = noticeOrder(after, number as string);
    let created = 0;
    refs.forEach((r, i) => {
      const createdAt = r.change.at instanceof Timestamp ? r.change.at : FieldValue.serverTimestamp();
      const { title, body } = noticeText(r.change.kind, order, shop, language);
      if (!snaps[2 * i]!.exists) {
        tx.create(r.notice, { orderId, orderNumber: number, kind: r.change.kind, title, body, read: false, createdAt });
        created++;
      }
      if (!snaps[2 * i + 1]!.exists && email) {
        tx.create(r.mail, { to: email, message: noticeMail(r.change.kind, order, orderPageUrl(shop, orderId), shop, language), orderId, createdAt });
        created++;
      }
    });
    return created;
  });
}
