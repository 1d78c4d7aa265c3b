/**
 * Bookings: the slots and every change go through `/api/v1/appointments`
 * (trusted code holds the capacity); the customer's own bookings are read from
 * Firestore under the rules (their own only).
 */
import { collection, onSnapshot, query, where } from 'firebase/firestore';
import { timestampToMillis } from '@tailor/domain/sort';
import { VISIT_KINDS, type ApiAppointment, type ApiSlotDays, type VisitKind } from '@tailor/domain';
import { db } from '../../firebase/firestore';
import { apiFetch, SignedOutError } from '../../lib/apiFetch';
import { msg } from '../../lib/i18n/translate';

const API = '/api/v1/appointments';

/** A refusal or failure, in words for the customer (English: the page shows it with bookingProblemText). */
export class BookingError extends Error {}

const FAILED = msg('We could not reach the shop. Please check your connection and try again.');

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await apiFetch(API + path, { method, body });
  } catch (error) {
    throw new BookingError(error instanceof SignedOutError ? msg('Please sign in again to book.') : FAILED);
  }
  const answer = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!res.ok || !answer) throw new BookingError(res.status < 500 && answer?.message ? answer.message : FAILED);
  return answer;
}

export const fetchSlots = (from: string, days: number) => call<ApiSlotDays>('GET', `/slots?from=${from}&days=${days}`);

export const bookVisit = (body: { kind: VisitKind; day: string; time: string; pincode?: string | null; orderId?: string | null }) =>
  call<{ appointment: ApiAppointment }>('POST', '', body).then((a) => a.appointment);

export const moveVisit = (id: string, day: string, time: string) =>
  call<{ appointment: ApiAppointment }>('PATCH', `/${encodeURIComponent(id)}`, { day, time }).then((a) => a.appointment);

export const cancelVisit = (id: string) => call<{ appointment: ApiAppointment }>('POST', `/${encodeURIComponent(id)}/cancel`).then((a) => a.appointment);

/** A stored booking as the screens show it. */
export interface Booking {
  id: string;
  kind: VisitKind;
  status: 'booked' | 'cancelled';
  day: string;
  time: string;
  startsAtMs: number;
  orderId: string | null;
  orderNumber: string | null;
  pincode: string | null;
}

function bookingOf(id: string, data: Record<string, unknown>): Booking {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id,
    kind: (VISIT_KINDS as readonly string[]).includes(str(data.kind)) ? (data.kind as VisitKind) : 'measurement-shop',
    status: data.status === 'cancelled' ? 'cancelled' : 'booked',
    day: str(data.day),
    time: str(data.time),
    startsAtMs: timestampToMillis(data.startsAt) ?? 0,
    orderId: str(data.orderId) || null,
    orderNumber: str(data.orderNumber) || null,
    pincode: str(data.pincode) || null,
  };
}

/** The customer's bookings, earliest first, live. */
export function watchMyBookings(uid: string, onData: (list: Booking[]) => void, onError: (e: Error) => void): () => void {
  return onSnapshot(
    query(collection(db, 'appointments'), where('userId', '==', uid)),
    (snap) => onData(snap.docs.map((d) => bookingOf(d.id, d.data())).sort((a, b) => a.startsAtMs - b.startsAtMs)),
    onError,
  );
}

/** The bookings of one order (admin's order page), earliest first. */
export function watchOrderBookings(orderId: string, onData: (list: Booking[]) => void, onError: (e: Error) => void): () => void {
  return onSnapshot(
    query(collection(db, 'appointments'), where('orderId', '==', orderId)),
    (snap) => onData(snap.docs.map((d) => bookingOf(d.id, d.data())).sort((a, b) => a.startsAtMs - b.startsAtMs)),
    onError,
  );
}
