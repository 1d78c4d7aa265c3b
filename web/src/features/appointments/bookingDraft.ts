/** What the customer chose on /book, kept for the tab so a reload or a sign-in detour loses nothing. */
import type { VisitKind } from '@tailor/domain';
import { appKey } from '../../lib/appStorage';

export interface BookingDraft {
  kind: VisitKind | '';
  pincode: string;
  day: string;
  time: string;
}

const KEY = appKey('booking-draft');
export const EMPTY_DRAFT: BookingDraft = { kind: '', pincode: '', day: '', time: '' };

export function readBookingDraft(): BookingDraft {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...EMPTY_DRAFT, ...(JSON.parse(raw) as Partial<BookingDraft>) } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeBookingDraft(draft: BookingDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: the choice lives only on the page */
  }
}

/** Where "Back" goes: only a path of this shop (never another site). */
export function safeReturnPath(raw: string | null): string | null {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\') ? raw : null;
}
