/**
 * The Settings page's Appointments section as text fields (a list typed with
 * commas or spaces), turned into `settings/shop.appointments` and checked
 * with the shared schema; saved on its own by an update of that one field.
 */
import { doc, updateDoc, type Firestore } from 'firebase/firestore';
import {
  appointmentSettingsSchema,
  SHOP_SETTINGS_PATH,
  WEEKDAYS,
  weekdaySlotTimes,
  weeklySlotsOf,
  type AppointmentSettings,
  type VisitKind,
  type Weekday,
} from '@tailor/domain';

export interface AppointmentsFormValues {
  visitKinds: VisitKind[];
  slots: Record<Weekday, string>;
  slotMinutes: string;
  capacity: string;
  changeCutoffHours: string;
  homePincodes: string;
  closedDates: string;
}

export type AppointmentsFormErrors = Partial<Record<keyof AppointmentsFormValues, string>>;

const words = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

export function toAppointmentsForm(s: AppointmentSettings): AppointmentsFormValues {
  return {
    visitKinds: [...s.visitKinds],
    slots: Object.fromEntries(WEEKDAYS.map((d) => [d, weekdaySlotTimes(s.weeklySlots, d).join(', ')])) as Record<Weekday, string>,
    slotMinutes: String(s.slotMinutes),
    capacity: String(s.capacity),
    changeCutoffHours: String(s.changeCutoffHours),
    homePincodes: s.homePincodes.join(', '),
    closedDates: s.closedDates.join(', '),
  };
}

const FIELD_OF: Record<keyof AppointmentSettings, keyof AppointmentsFormValues> = {
  visitKinds: 'visitKinds',
  weeklySlots: 'slots',
  slotMinutes: 'slotMinutes',
  capacity: 'capacity',
  changeCutoffHours: 'changeCutoffHours',
  homePincodes: 'homePincodes',
  closedDates: 'closedDates',
};

/** The settings, or the first message of each field that is wrong. */
export function fromAppointmentsForm(v: AppointmentsFormValues): { ok: true; value: AppointmentSettings } | { ok: false; errors: AppointmentsFormErrors } {
  const num = (t: string) => (t.trim() === '' ? NaN : Number(t));
  const raw = {
    visitKinds: v.visitKinds,
    weeklySlots: weeklySlotsOf(Object.fromEntries(WEEKDAYS.map((d) => [d, words(v.slots[d])])) as Record<Weekday, string[]>),
    slotMinutes: num(v.slotMinutes),
    capacity: num(v.capacity),
    changeCutoffHours: num(v.changeCutoffHours),
    homePincodes: words(v.homePincodes),
    closedDates: words(v.closedDates),
  };
  const parsed = appointmentSettingsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: AppointmentsFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[issue.path[0] as keyof AppointmentSettings];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

export async function saveAppointmentSettings(db: Firestore, value: AppointmentSettings): Promise<void> {
  await updateDoc(doc(db, SHOP_SETTINGS_PATH), { appointments: appointmentSettingsSchema.parse(value) });
}
