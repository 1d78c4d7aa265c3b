/**
 * The `/api/v1/appointments` contract: what a customer sends to book, move or
 * cancel a visit, and what the API answers. The booking screen validates with
 * the same schemas before it sends.
 */
import { z } from 'zod';
import { VISIT_KINDS, type AppointmentStatus, type VisitKind } from './appointmentKinds';
import { isCalendarDay } from './appointmentSlots';
import type { OfferedDay } from './appointmentSlots';

const day = z.string({ message: 'Please choose a day' }).refine(isCalendarDay, 'Please choose a day');
const time = z.string({ message: 'Please choose a time' }).regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Please choose a time');

export const bookAppointmentSchema = z
  .object({
    kind: z.enum(VISIT_KINDS, { message: 'Please choose the kind of visit' }),
    day,
    time,
    /** Only for a home visit. */
    pincode: z
      .string()
      .trim()
      .regex(/^[1-9][0-9]{5}$/, 'Please enter a 6-digit PIN code')
      .nullish()
      .transform((v) => v ?? null),
    /** Only for a trial fitting: the customer's own order. */
    orderId: z
      .string()
      .trim()
      .min(1)
      .max(128)
      .regex(/^[^/]+$/, 'Please choose an order')
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.kind === 'measurement-home' && !b.pincode) ctx.addIssue({ code: 'custom', path: ['pincode'], message: 'Please enter the PIN code where we should visit you' });
    if (b.kind === 'trial' && !b.orderId) ctx.addIssue({ code: 'custom', path: ['orderId'], message: 'Please choose the order to try on' });
  });
export type BookAppointmentBody = z.output<typeof bookAppointmentSchema>;

export const moveAppointmentSchema = z.object({ day, time }).strict();
export type MoveAppointmentBody = z.output<typeof moveAppointmentSchema>;

/** An appointment as the API answers it (instants as ISO text). */
export interface ApiAppointment {
  id: string;
  kind: VisitKind;
  status: AppointmentStatus;
  day: string;
  time: string;
  startsAt: string;
  /** The last instant the customer may move or cancel. */
  changeUntil: string;
  orderId: string | null;
  orderNumber: string | null;
  pincode: string | null;
}

/** `GET /api/v1/appointments/slots` answer. */
export interface ApiSlotDays {
  success: true;
  slotMinutes: number;
  changeCutoffHours: number;
  visitKinds: VisitKind[];
  days: OfferedDay[];
}

/** Days the slot list covers at most per request. */
export const MAX_SLOT_LIST_DAYS = 31;
