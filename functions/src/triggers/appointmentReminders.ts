import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../config';
import { sendAppointmentReminders } from '../appointments/reminders';
import { shopSettings } from '../shopSettings';
import { customerContact } from '../accountEmail';

/** Every morning in the shop's time: tomorrow's visits are reminded once. */
export const appointmentReminders = onSchedule({ schedule: 'every day 09:00', timeZone: 'Asia/Kolkata', region: REGION }, async () => {
  const run = await sendAppointmentReminders(getFirestore(), new Date(), await shopSettings(), customerContact);
  logger.info(`Appointment reminders for ${run.day}: ${run.sent} sent`);
});
