/**
 * The owner's appointment settings (`settings/shop.appointments`) without the
 * schema: the shape, limits and defaults. Zod-free, so the storefront's
 * settings module (./shopDetails) can hold the defaults; the schema is in
 * ./appointmentSettings.
 */
import { VISIT_KINDS, type VisitKind } from './appointmentKinds';

/** Weekdays as the shop's hours write them, Monday first. */
export const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

export const MAX_SLOTS_PER_DAY = 24;
export const MAX_HOME_PINCODES = 50;
export const MAX_CLOSED_DATES = 60;
export const MIN_SLOT_MINUTES = 15;
export const MAX_SLOT_MINUTES = 240;
export const MAX_SLOT_CAPACITY = 20;
export const MAX_CUTOFF_HOURS = 168;

export interface AppointmentSettings {
  /** The kinds of visit the shop offers now; a kind left out cannot be booked. */
  visitKinds: VisitKind[];
  /** PIN codes a home measurement visit may be booked for. */
  homePincodes: string[];
  /** Slot start times (HH:MM, IST) per weekday; an empty list closes the day. */
  weeklySlots: Record<Weekday, string[]>;
  slotMinutes: number;
  /** Bookings one slot holds, all kinds together (one team serves the slot). */
  capacity: number;
  /** Days (YYYY-MM-DD) the shop takes no bookings: holidays, festivals. */
  closedDates: string[];
  /** Hours before the slot after which the customer can no longer move or cancel. */
  changeCutoffHours: number;
}

const workingDay = ['11:00', '12:00', '15:00', '16:00', '17:00'];

/** What an old `settings/shop` without `appointments` reads as: Mo–Sa, five hourly slots, two places each. */
export const DEFAULT_APPOINTMENT_SETTINGS: AppointmentSettings = {
  visitKinds: [...VISIT_KINDS],
  homePincodes: ['400053', '400058', '400061', '400047', '400049'],
  weeklySlots: { Mo: workingDay, Tu: workingDay, We: workingDay, Th: workingDay, Fr: workingDay, Sa: ['10:00', ...workingDay], Su: [] },
  slotMinutes: 60,
  capacity: 2,
  closedDates: [],
  changeCutoffHours: 24,
};

