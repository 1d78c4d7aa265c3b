/**
 * The words of the workshop's appointments, shared by booking, reminders and
 * the owner's week view. Stored shape (written only by trusted code through
 * `POST /api/v1/appointments`): `appointments/{appointmentId}`, see
 * {@link AppointmentRecord}.
 */
export const VISIT_KINDS = ['measurement-shop', 'measurement-home', 'trial'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

export const VISIT_KIND_LABELS: Readonly<Record<VisitKind, string>> = {
  'measurement-shop': 'Measurement at the shop',
  'measurement-home': 'Measurement at home',
  trial: 'Trial fitting',
};

export const APPOINTMENT_STATUSES = ['booked', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export interface AppointmentRecord {
  id: string;
  userId: string;
  kind: VisitKind;
  status: AppointmentStatus;
  /** The slot's start in the shop's time (IST): day YYYY-MM-DD and time HH:MM. */
  day: string;
  time: string;
  /** Start instant, for ordering and the reminder's query. */
  startsAt: Date;
  /** The order a trial fitting (or a measurement visit for a sent order) belongs to. */
  orderId: string | null;
  orderNumber: string | null;
  /** The customer's name and phone for the shop's list; a home visit's PIN code. */
  customerName: string;
  pincode: string | null;
}
