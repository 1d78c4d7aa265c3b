/**
 * The owner's appointment settings (`settings/shop.appointments`): the kinds of
 * visit offered, the PIN codes served for home visits, the weekly opening
 * slots, slot length, capacity per slot, closed dates and the cut-off after
 * which a booking can no longer be moved or cancelled.
 * firestore.rules (settings/{name}, appointmentsOk) checks the same keys, sizes and patterns.
 */
import { z } from 'zod';
import { VISIT_KINDS } from './appointmentKinds';
import {
  DEFAULT_APPOINTMENT_SETTINGS,
  MAX_CLOSED_DATES,
  MAX_CUTOFF_HOURS,
  MAX_HOME_PINCODES,
  MAX_SLOT_CAPACITY,
  MAX_SLOT_MINUTES,
  MAX_SLOTS_PER_DAY,
  MAX_WEEKLY_SLOTS,
  WEEKDAYS,
  MIN_SLOT_MINUTES,
  type AppointmentSettings,
} from './appointmentDefaults';

export * from './appointmentDefaults';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
const PIN = /^[1-9][0-9]{5}$/;

const unique = (list: readonly string[]) => new Set(list).size === list.length;

const WEEKLY_SLOT = /^(Mo|Tu|We|Th|Fr|Sa|Su) ([01][0-9]|2[0-3]):[0-5][0-9]$/;

const weeklySlots = z
  .array(z.string().regex(WEEKLY_SLOT, 'A weekday and a time, like Mo 10:30'))
  .max(MAX_WEEKLY_SLOTS, `At most ${MAX_WEEKLY_SLOTS} slots a week`)
  .refine(unique, 'Each time once a day')
  .refine((list) => WEEKDAYS.every((d) => list.filter((s) => s.startsWith(d)).length <= MAX_SLOTS_PER_DAY), `At most ${MAX_SLOTS_PER_DAY} slots a day`);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ message: `Please enter the ${label}` })
    .int(`Please enter whole ${label}`)
    .min(min, `At least ${min}`)
    .max(max, `At most ${max}`);

export const appointmentSettingsSchema = z
  .object({
    visitKinds: z
      .array(z.enum(VISIT_KINDS))
      .max(VISIT_KINDS.length)
      .refine(unique, 'Each kind once'),
    homePincodes: z
      .array(z.string().trim().regex(PIN, 'PIN codes are 6 digits, e.g. 400058'))
      .max(MAX_HOME_PINCODES, `At most ${MAX_HOME_PINCODES} PIN codes`)
      .refine(unique, 'Each PIN code once'),
    weeklySlots,
    slotMinutes: wholeNumber('minutes', MIN_SLOT_MINUTES, MAX_SLOT_MINUTES),
    capacity: wholeNumber('places', 1, MAX_SLOT_CAPACITY),
    closedDates: z
      .array(z.string().regex(DATE, 'Dates like 2026-12-25'))
      .max(MAX_CLOSED_DATES, `At most ${MAX_CLOSED_DATES} closed dates`)
      .refine(unique, 'Each date once'),
    changeCutoffHours: wholeNumber('hours', 0, MAX_CUTOFF_HOURS),
  })
  .strict();

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameShape: Same<z.infer<typeof appointmentSettingsSchema>, AppointmentSettings> = true;
void _sameShape;

/**
 * A stored `appointments` object as settings: each field missing or no longer
 * valid falls back to its default, so a document written before a field existed still reads.
 */
export function readAppointmentSettings(data: unknown): AppointmentSettings {
  if (typeof data !== 'object' || data === null) return DEFAULT_APPOINTMENT_SETTINGS;
  const whole = appointmentSettingsSchema.safeParse(data);
  if (whole.success) return whole.data;
  const shape = appointmentSettingsSchema.shape;
  const raw = data as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as (keyof AppointmentSettings)[]) {
    const field = shape[key].safeParse(raw[key]);
    out[key] = field.success ? field.data : DEFAULT_APPOINTMENT_SETTINGS[key];
  }
  return out as unknown as AppointmentSettings;
}
