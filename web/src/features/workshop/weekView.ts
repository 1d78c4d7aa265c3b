/** The week view's grouping: pure, so it is tested without a screen. */
import { isOverdue, type OrderRecord } from '@tailor/domain';
import type { WeekAppointment } from './data';

export interface WeekDayView {
  day: string;
  appointments: WeekAppointment[];
  orders: (OrderRecord & { overdue: boolean })[];
}

/** Each day of `days` with its appointments (by time) and the orders due that day (overdue ones flagged). */
export function groupWeek(days: readonly string[], appointments: readonly WeekAppointment[], orders: readonly OrderRecord[], today: string): WeekDayView[] {
  return days.map((day) => ({
    day,
    appointments: appointments.filter((a) => a.day === day).sort((a, b) => a.time.localeCompare(b.time)),
    orders: orders.filter((o) => o.deliveryDate === day).map((o) => ({ ...o, overdue: isOverdue(o, today) })),
  }));
}
