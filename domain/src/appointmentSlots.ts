/**
 * The slots a customer may book and why a slot is refused, all in the shop's
 * time (IST, UTC+5:30, no daylight saving) with "now" passed in. The API, the
 * booking screen and the reminders share these rules.
 */
import { VISIT_KIND_LABELS, type VisitKind } from './appointmentKinds';
import { WEEKDAYS, weekdaySlotTimes, type AppointmentSettings, type Weekday } from './appointmentDefaults';
import { orderTypeOf, SHOP_UTC_OFFSET_MS, shopDay } from './dashboardStats';
import type { OrderStatus, OrderType } from './options';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Bookings open this many shop days ahead (today counts as day 0). */
export const MAX_BOOKING_DAYS_AHEAD = 60;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

/** `day` plus `n` calendar days. */
export function addShopDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The shop's weekday of a calendar day. */
export function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** The instant a slot starts: `day` at `time` in IST. */
export function slotStartMs(day: string, time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return Date.parse(`${day}T00:00:00Z`) + (h * 60 + m) * 60_000 - SHOP_UTC_OFFSET_MS;
}

/** Id of a slot's counter document (`appointmentSlots/{id}`): `2026-11-27_1100`. */
export function slotId(day: string, time: string): string {
  return `${day}_${time.replace(':', '')}`;
}

/** The start times offered on a day, earliest first: none on a closed date or a weekday without slots. */
export function slotTimesOn(settings: AppointmentSettings, day: string): string[] {
  if (settings.closedDates.includes(day)) return [];
  return weekdaySlotTimes(settings.weeklySlots, weekdayOf(day));
}

export type SlotState = 'free' | 'full' | 'past';

export interface OfferedSlot {
  time: string;
  startsAtMs: number;
  /** Places left (0 when full or past). */
  free: number;
  state: SlotState;
}

export interface OfferedDay {
  day: string;
  weekday: Weekday;
  /** A closed date or a weekday without slots. */
  closed: boolean;
  slots: OfferedSlot[];
}

/**
 * The days from `fromDay` for `days` days (within the booking window) with
 * their slots; `taken` counts bookings per slot id. A slot that has started is past.
 */
export function offeredDays(
  settings: AppointmentSettings,
  fromDay: string,
  days: number,
  now: Date,
  taken: ReadonlyMap<string, number>,
): OfferedDay[] {
  const today = shopDay(now.getTime());
  const last = addShopDays(today, MAX_BOOKING_DAYS_AHEAD);
  const out: OfferedDay[] = [];
  for (let i = 0; i < days; i++) {
    const day = addShopDays(fromDay, i);
    if (day < today) continue;
    if (day > last) break;
    const times = slotTimesOn(settings, day);
    out.push({
      day,
      weekday: weekdayOf(day),
      closed: times.length === 0,
      slots: times.map((time) => {
        const startsAtMs = slotStartMs(day, time);
        const free = Math.max(0, settings.capacity - (taken.get(slotId(day, time)) ?? 0));
        const state: SlotState = startsAtMs <= now.getTime() ? 'past' : free === 0 ? 'full' : 'free';
        return { time, startsAtMs, free: state === 'free' ? free : 0, state };
      }),
    });
  }
  return out;
}

export type SlotRefusalCode = 'kind-not-offered' | 'pincode-missing' | 'pincode' | 'past' | 'too-far' | 'closed' | 'not-a-slot' | 'full';

export interface SlotRefusal {
  code: SlotRefusalCode;
  /** 409 for a slot that is full (another booking took the place), 400 for everything else. */
  status: 400 | 409;
  message: string;
}

function refusal(code: SlotRefusalCode, message: string): SlotRefusal {
  return { code, status: code === 'full' ? 409 : 400, message };
}

export interface SlotRequest {
  kind: VisitKind;
  day: string;
  time: string;
  /** The home visit's PIN code; ignored for the other kinds. */
  pincode: string | null;
}

/**
 * Why `request` cannot be booked now, or null when it can. `taken` is the
 * number of bookings the slot already holds (read in the booking's transaction).
 */
export function slotRefusal(settings: AppointmentSettings, request: SlotRequest, now: Date, taken: number): SlotRefusal | null {
  if (!settings.visitKinds.includes(request.kind)) {
    return refusal('kind-not-offered', `We are not booking "${VISIT_KIND_LABELS[request.kind]}" at the moment. Please choose another kind of visit or call the shop.`);
  }
  if (request.kind === 'measurement-home') {
    if (!request.pincode) return refusal('pincode-missing', 'Please enter the PIN code where we should visit you.');
    if (!settings.homePincodes.includes(request.pincode)) {
      return refusal('pincode', `We do not make home visits to PIN code ${request.pincode} yet. Please book a measurement at the shop instead.`);
    }
  }
  const timeSlot = slotRefusalOfTime(settings, request.day, request.time, now);
  if (timeSlot) return timeSlot;
  if (taken >= settings.capacity) return refusal('full', 'This slot is full. Please choose another time.');
  return null;
}

/** The checks of a slot's day and time alone (a move keeps the kind and PIN code). */
export function slotRefusalOfTime(settings: AppointmentSettings, day: string, time: string, now: Date): SlotRefusal | null {
  if (slotStartMs(day, time) <= now.getTime()) return refusal('past', 'This time has already passed. Please choose a later slot.');
  if (day > addShopDays(shopDay(now.getTime()), MAX_BOOKING_DAYS_AHEAD)) {
    return refusal('too-far', `We take bookings up to ${MAX_BOOKING_DAYS_AHEAD} days ahead. Please choose an earlier day.`);
  }
  const times = slotTimesOn(settings, day);
  if (times.length === 0) return refusal('closed', 'The shop takes no visits on this day. Please choose another day.');
  if (!times.includes(time)) {
    return refusal('not-a-slot', 'We do not take visits at this time. Please choose one of the times offered.');
  }
  return null;
}

/** The last instant the customer may move or cancel a booking starting at `startsAtMs`. */
export function changeDeadlineMs(startsAtMs: number, cutoffHours: number): number {
  return startsAtMs - cutoffHours * HOUR_MS;
}

/** Whether the customer may still move or cancel (the deadline itself still counts). */
export function canChangeAppointment(startsAtMs: number, cutoffHours: number, now: Date): boolean {
  return now.getTime() <= changeDeadlineMs(startsAtMs, cutoffHours);
}

export function changeTooLateMessage(cutoffHours: number): string {
  return cutoffHours === 0
    ? 'This visit has started. It can no longer be moved or cancelled online; please call the shop.'
    : `Bookings can be moved or cancelled online until ${cutoffHours} hours before the visit. Please call the shop to change this one.`;
}

/** Orders a trial fitting may be booked for: made to measure, and being stitched or awaiting the customer's approval. */
export const TRIAL_ORDER_STATUSES: readonly OrderStatus[] = ['stitching', 'approval'];
export const TRIAL_ORDER_TYPES: readonly OrderType[] = ['tailor', 'custom'];

export type TrialOrderFacts = {
  userId: unknown;
  orderType: unknown;
  orderStatus: unknown;
};

/**
 * Why the order named by a trial fitting cannot have one, or null. Another
 * customer's order reads as missing, so a booking never reveals it exists.
 */
export function trialOrderRefusal(order: TrialOrderFacts | null, uid: string): { status: 400 | 404 | 409; message: string } | null {
  if (!order || order.userId !== uid) return { status: 404, message: 'We could not find this order among yours.' };
  if (!TRIAL_ORDER_TYPES.includes(orderTypeOf(order))) return { status: 400, message: 'A trial fitting is for tailor-made orders only.' };
  if (!TRIAL_ORDER_STATUSES.includes(order.orderStatus as OrderStatus)) {
    return { status: 409, message: 'A trial fitting can be booked while your order is being stitched or awaits your approval.' };
  }
  return null;
}

/** Whether an order offers "Book a trial fitting" on its page. */
export function offersTrialFitting(order: { orderType?: unknown; orderStatus?: unknown }): boolean {
  return TRIAL_ORDER_TYPES.includes(orderTypeOf(order)) && TRIAL_ORDER_STATUSES.includes(order.orderStatus as OrderStatus);
}
