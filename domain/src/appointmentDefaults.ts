/**
 * The owner's appointment settings (`settings/shop.appointments`) without the
 * schema: the shape, limits and defaults. Zod-free, so the storefront's
 * settings module (./shopDetails) can hold the defaults; the schema is in
 * ./appointmentSettings.
 */
import { VISIT_KINDS, type VisitKind } from './appointmentKinds';
import { DAY_NAMES } from './shop';

/** Weekdays as the shop's hours write them, Monday first. */
export const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Their names, from the shop's one table of day names (opening hours use it too). */
export const WEEKDAY_LABELS = Object.fromEntries(WEEKDAYS.map((d) => [d, DAY_NAMES[d]!])) as Readonly<Record<Weekday, string>>;

export const MAX_SLOTS_PER_DAY = 24;
export const MAX_WEEKLY_SLOTS = MAX_SLOTS_PER_DAY * 7;
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
  /**
   * The weekly opening slots, one entry per weekday and start time (IST):
   * `'Mo 11:00'`. A weekday without entries takes no visits. (A flat list of
   * texts, so the rules check it in one pattern; weekdaySlotTimes reads a day's times.)
   */
  weeklySlots: string[];
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
  weeklySlots: [
    ...(['Mo', 'Tu', 'We', 'Th', 'Fr'] as const).flatMap((d) => workingDay.map((t) => `${d} ${t}`)),
    ...['10:00', ...workingDay].map((t) => `Sa ${t}`),
  ],
  slotMinutes: 60,
  capacity: 2,
  closedDates: [],
  changeCutoffHours: 24,
};


/** A weekday's start times from the weekly slots, earliest first. */
export function weekdaySlotTimes(weeklySlots: readonly string[], weekday: Weekday): string[] {
  return weeklySlots
    .filter((s) => s.startsWith(`${weekday} `))
    .map((s) => s.slice(3))
    .sort();
}

/** The weekly slots from each weekday's start times, Monday first. */
export function weeklySlotsOf(byDay: Partial<Record<Weekday, readonly string[]>>): string[] {
  return WEEKDAYS.flatMap((d) => [...(byDay[d] ?? [])].sort().map((t) => `${d} ${t}`));
}
