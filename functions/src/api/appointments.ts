import { Router, type Request } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import {
  addShopDays,
  bookAppointmentSchema,
  isCalendarDay,
  MAX_SLOT_LIST_DAYS,
  moveAppointmentSchema,
  offeredDays,
  shopDay,
  type ApiSlotDays,
} from '@tailor/domain';
import { authedUser, HttpError, parseWith, requireAuth, route, singleQueryValue } from './http';
import { shopSettings } from '../shopSettings';
import { customerContact } from '../accountEmail';
import {
  APPOINTMENT_SLOTS,
  AppointmentRefusal,
  bookAppointment,
  cancelAppointment,
  moveAppointment,
  type AppointmentContext,
} from '../appointments/appointmentStore';

export const appointmentsRouter = Router();

async function context(req: Request): Promise<AppointmentContext> {
  const uid = authedUser(req).uid;
  // The e-mail, language and name for the notices, read once per request.
  const [settings, contact] = await Promise.all([shopSettings(), customerContact(uid)]);
  return { uid, settings, now: new Date(), email: contact.email, language: contact.language, profileName: contact.name };
}

/** Runs a booking change; its refusals become 4xx answers. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppointmentRefusal) throw new HttpError(error.status, error.message, error.extra);
    throw error;
  }
}

function appointmentId(req: Request): string {
  const id = String(req.params.id ?? '');
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new HttpError(404, 'We could not find this booking among yours.');
  return id;
}

/**
 * GET /appointments/slots?from=YYYY-MM-DD&days=N: the slots of N days (at most
 * MAX_SLOT_LIST_DAYS, within the booking window) with their free places.
 */
appointmentsRouter.get(
  '/appointments/slots',
  requireAuth,
  route(async (req, res) => {
    const now = new Date();
    const today = shopDay(now.getTime());
    const from = singleQueryValue(req, 'from') ?? today;
    if (!isCalendarDay(from)) throw new HttpError(400, 'from: a day written YYYY-MM-DD');
    const daysRaw = singleQueryValue(req, 'days') ?? '14';
    const days = /^\d+$/.test(daysRaw) ? Number(daysRaw) : NaN;
    if (!(days >= 1 && days <= MAX_SLOT_LIST_DAYS)) throw new HttpError(400, `days: a whole number from 1 to ${MAX_SLOT_LIST_DAYS}`);
    const settings = (await shopSettings()).appointments;
    const start = from < today ? today : from;
    const snap = await getFirestore()
      .collection(APPOINTMENT_SLOTS)
      .where('day', '>=', start)
      .where('day', '<=', addShopDays(from, days - 1))
      .get();
    const taken = new Map(snap.docs.map((d) => [d.id, Number(d.get('taken')) || 0]));
    const answer: ApiSlotDays = {
      success: true,
      slotMinutes: settings.slotMinutes,
      changeCutoffHours: settings.changeCutoffHours,
      visitKinds: settings.visitKinds,
      days: offeredDays(settings, from, days, now, taken),
    };
    res.json(answer);
  }),
);

/** POST /appointments: a signed-in customer books a visit. 201 with the booking; 400/404/409 refusals store nothing. */
appointmentsRouter.post(
  '/appointments',
  requireAuth,
  route(async (req, res) => {
    const body = parseWith(bookAppointmentSchema, req.body ?? {});
    const ctx = await context(req);
    const appointment = await refusing(() => bookAppointment(getFirestore(), ctx, body));
    res.status(201).json({ success: true, appointment });
  }),
);

/** PATCH /appointments/:id {day, time}: moves the customer's booking to another slot, until the cut-off. */
appointmentsRouter.patch(
  '/appointments/:id',
  requireAuth,
  route(async (req, res) => {
    const id = appointmentId(req);
    const body = parseWith(moveAppointmentSchema, req.body ?? {});
    const ctx = await context(req);
    const appointment = await refusing(() => moveAppointment(getFirestore(), ctx, id, body));
    res.json({ success: true, appointment });
  }),
);

/** POST /appointments/:id/cancel: cancels the customer's booking, until the cut-off. */
appointmentsRouter.post(
  '/appointments/:id/cancel',
  requireAuth,
  route(async (req, res) => {
    const id = appointmentId(req);
    const ctx = await context(req);
    const appointment = await refusing(() => cancelAppointment(getFirestore(), ctx, id));
    res.json({ success: true, appointment });
  }),
);
