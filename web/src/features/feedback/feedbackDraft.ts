/**
 * A new review being written, kept for the tab (sessionStorage, per account)
 * so a reload, or a send refused while offline, loses nothing. Gone once the
 * review is sent or its comment is emptied.
 */
import { appKey } from '../../lib/appStorage';

export interface FeedbackDraft {
  rating: number;
  comments: string;
  productId: string;
}

const key = (uid: string) => appKey(`feedback-draft:${uid}`);

export function readFeedbackDraft(uid: string): FeedbackDraft | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(key(uid)) ?? 'null') as Partial<FeedbackDraft> | null;
    if (!raw || typeof raw.comments !== 'string' || !raw.comments) return null;
    const rating = Number.isInteger(raw.rating) && raw.rating! >= 1 && raw.rating! <= 5 ? raw.rating! : 5;
    return { rating, comments: raw.comments, productId: typeof raw.productId === 'string' ? raw.productId : '' };
  } catch {
    return null;
  }
}

export function writeFeedbackDraft(uid: string, draft: FeedbackDraft | null): void {
  try {
    if (draft && draft.comments) sessionStorage.setItem(key(uid), JSON.stringify(draft));
    else sessionStorage.removeItem(key(uid));
  } catch {
    // Storage unavailable: the draft lives only in the form.
  }
}
