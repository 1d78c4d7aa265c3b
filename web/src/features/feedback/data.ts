/**
 * Feedback data access: Firestore Lite reads and writes (the home page shows
 * feedback, so this stays out of the full SDK) (rules enforce ownership
 * and shape) and the public aggregate. Screenshots upload through the shared
 * ImageUploader to feedback/{uid}/… in Storage.
 */
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { feedbackDocId, type FeedbackInput, type FeedbackStats } from '@tailor/domain/feedback';
import { liteDb as db } from '../../firebase/firestoreLite';
import { str, toDate } from '../../lib/firestoreValues';

export interface Feedback {
  id: string;
  userId: string;
  name: string;
  profile_picture: string;
  rating: number;
  comments: string;
  screenshotUrl: string;
  productId?: string;
  createdAt: Date | null;
  updatedAt: Date | null;
}

export type FeedbackCursor = QueryDocumentSnapshot<DocumentData>;

export interface FeedbackPage {
  items: Feedback[];
  /** The last shown document: the next page starts after it. */
  cursor: FeedbackCursor | null;
  hasMore: boolean;
}

export interface FeedbackSummary extends FeedbackStats {
  updatedAt: Date | null;
}

export interface ProfileForFeedback {
  name: string;
  profilePicture: string;
}

export function feedbackFromSnapshot(snap: DocumentSnapshot): Feedback | null {
  const data = snap.data();
  if (!data) return null;
  const rating = Number(data.rating);
  return {
    id: snap.id,
    userId: str(data.userId),
    name: str(data.name),
    profile_picture: str(data.profile_picture),
    rating: Number.isFinite(rating) ? rating : 0,
    comments: str(data.comments),
    screenshotUrl: str(data.screenshotUrl),
    ...(typeof data.productId === 'string' && data.productId ? { productId: data.productId } : {}),
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}

const feedbackCol = () => collection(db, 'feedback');

/** Spec order: rating descending, then newest first (composite index in firestore.indexes.json). */
function ranked(base: Query = feedbackCol()): Query {
  return query(base, orderBy('rating', 'desc'), orderBy('updatedAt', 'desc'));
}

/**
 * One page of `size` items after `after`. Items that `skip` rejects are read
 * and dropped, batch after batch, until the page is full or the query ends:
 * Firestore cannot combine "userId != me" with this ordering on other fields.
 */
async function fetchRankedPage(base: Query, size: number, after: FeedbackCursor | null, skip?: (f: Feedback) => boolean): Promise<FeedbackPage> {
  const batch = skip ? size * 2 + 1 : size + 1;
  const found: { item: Feedback; snap: FeedbackCursor }[] = [];
  let cursor = after;
  for (;;) {
    const page = await getDocs(cursor ? query(base, startAfter(cursor), limit(batch)) : query(base, limit(batch)));
    for (const snap of page.docs) {
      const item = feedbackFromSnapshot(snap);
      if (item && !skip?.(item)) found.push({ item, snap });
      if (found.length > size) break;
    }
    if (found.length > size || page.docs.length < batch) break;
    cursor = page.docs[page.docs.length - 1]!;
  }
  const shown = found.slice(0, size);
  return { items: shown.map((f) => f.item), cursor: shown.at(-1)?.snap ?? after, hasMore: found.length > size };
}

export function fetchMyFeedback(uid: string, size: number, after: FeedbackCursor | null = null): Promise<FeedbackPage> {
  return fetchRankedPage(ranked(query(feedbackCol(), where('userId', '==', uid))), size, after);
}

export function fetchOthersFeedback(uid: string, size: number, after: FeedbackCursor | null = null): Promise<FeedbackPage> {
  return fetchRankedPage(ranked(), size, after, (f) => f.userId === uid);
}

export function fetchAllFeedback(size: number, after: FeedbackCursor | null = null): Promise<FeedbackPage> {
  return fetchRankedPage(ranked(), size, after);
}

export async function fetchFeedback(id: string): Promise<Feedback | null> {
  return feedbackFromSnapshot(await getDoc(doc(db, 'feedback', id)));
}

/** The public aggregate kept by the functions (stats/feedback); null until it exists. */
export async function fetchFeedbackSummary(): Promise<FeedbackSummary | null> {
  const data = (await getDoc(doc(db, 'stats', 'feedback'))).data();
  if (!data) return null;
  const counts = (data.counts ?? {}) as Partial<FeedbackStats['counts']>;
  return {
    count: Number(data.count) || 0,
    average: Number(data.average) || 0,
    counts: { '1': counts['1'] ?? 0, '2': counts['2'] ?? 0, '3': counts['3'] ?? 0, '4': counts['4'] ?? 0, '5': counts['5'] ?? 0 },
    updatedAt: toDate(data.updatedAt),
  };
}

export class MissingProfileError extends Error {
  constructor() {
    super('Your profile is not set up yet.');
  }
}

/** The author block copied into feedback; the rules check it against users/{uid}. */
export async function fetchProfileForFeedback(uid: string): Promise<ProfileForFeedback> {
  const snap = await getDoc(doc(db, 'users', uid));
  const data = snap.data();
  if (!data) throw new MissingProfileError();
  return { name: str(data.name), profilePicture: str(data.profilePicture) };
}

function authorFields(profile: ProfileForFeedback) {
  return { name: profile.name, profile_picture: profile.profilePicture };
}

/** The author's review of a design, or of the shop without one; null when they have not written it. */
export async function fetchOwnReview(uid: string, productId: string): Promise<Feedback | null> {
  const review = await fetchFeedback(feedbackDocId(uid, productId));
  return review && review.userId === uid ? review : null;
}

/** Under the one id the rules accept for this author and design: a second review is refused, not duplicated. */
export async function createFeedback(uid: string, input: FeedbackInput): Promise<string> {
  const profile = await fetchProfileForFeedback(uid);
  const ref = doc(feedbackCol(), feedbackDocId(uid, input.productId));
  await setDoc(ref, {
    userId: uid,
    ...authorFields(profile),
    rating: input.rating,
    comments: input.comments,
    screenshotUrl: input.screenshotUrl ?? '',
    ...(input.productId ? { productId: input.productId } : {}),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

export async function updateFeedback(uid: string, id: string, input: FeedbackInput): Promise<void> {
  const profile = await fetchProfileForFeedback(uid);
  await updateDoc(doc(db, 'feedback', id), {
    ...authorFields(profile),
    rating: input.rating,
    comments: input.comments,
    screenshotUrl: input.screenshotUrl ?? '',
    productId: input.productId ? input.productId : deleteField(),
    updatedAt: serverTimestamp(),
  });
}

export function deleteFeedback(id: string): Promise<void> {
  return deleteDoc(doc(db, 'feedback', id));
}

export interface ProductChoice {
  id: string;
  name: string;
}

const PRODUCT_CHOICES_LIMIT = 50;

/** A light list for the optional 'About a design' select, plus `extraId` if given and not listed. */
export async function fetchProductChoices(extraId?: string | null): Promise<ProductChoice[]> {
  // Designs shoppers can see (index: productStatus, productName); the one named by `extraId` is listed even when withdrawn.
  const snap = await getDocs(
    query(collection(db, 'products'), where('productStatus', '==', 'Active'), orderBy('productName'), limit(PRODUCT_CHOICES_LIMIT)),
  );
  const choices = snap.docs.map((d) => ({ id: d.id, name: str(d.data().productName) || d.id }));
  if (extraId && !choices.some((c) => c.id === extraId)) {
    const extra = await getDoc(doc(db, 'products', extraId)).catch(() => null);
    if (extra?.exists()) choices.unshift({ id: extra.id, name: str(extra.data().productName) || extra.id });
  }
  return choices;
}
