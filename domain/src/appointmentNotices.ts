/** What the customer hears about a booking: the in-app notice and the e-mail on booking, move, cancel and the day before. */
import { VISIT_KIND_LABELS, type VisitKind } from './appointmentKinds';
import { WEEKDAY_LABELS } from './appointmentDefaults';
import { weekdayOf } from './appointmentSlots';
import { fullAddress, timeLabel, type ShopSettings } from './shopDetails';
import type { NoticeShop } from './orderNotices';

export type AppointmentNoticeKind = 'booked' | 'moved' | 'cancelled' | 'reminder';

export interface NoticeAppointment {
  kind: VisitKind;
  day: string;
  time: string;
  orderNumber: string | null;
  pincode: string | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Friday 27 November, 11:00 AM' (the slot's own IST day and time, whatever the server's zone). */
export function slotLabel(day: string, time: string): string {
  const [, m = 1, d = 1] = day.split('-').map(Number);
  return `${WEEKDAY_LABELS[weekdayOf(day)]} ${d} ${MONTHS[m - 1]}, ${timeLabel(time)}`;
}

function what(a: NoticeAppointment): string {
  const label = VISIT_KIND_LABELS[a.kind];
  return a.kind === 'trial' && a.orderNumber ? `${label} for order ${a.orderNumber}` : label;
}

function where(a: NoticeAppointment, shop: Pick<ShopSettings, 'address'>): string {
  return a.kind === 'measurement-home' ? `We will visit you at PIN code ${a.pincode ?? ''}.` : `At the shop: ${fullAddress(shop)}.`;
}

/** The in-app notice's title and text. `before` is the slot a move left. */
export function appointmentNoticeText(
  kind: AppointmentNoticeKind,
  a: NoticeAppointment,
  shop: Pick<ShopSettings, 'address' | 'name'>,
  before?: { day: string; time: string },
): { title: string; body: string } {
  const when = slotLabel(a.day, a.time);
  switch (kind) {
    case 'booked':
      return { title: `${what(a)} booked`, body: `See you on ${when}. ${where(a, shop)}` };
    case 'moved':
      return { title: `${what(a)} moved`, body: `Your visit${before ? ` of ${slotLabel(before.day, before.time)}` : ''} is now on ${when}. ${where(a, shop)}` };
    case 'cancelled':
      return { title: `${what(a)} cancelled`, body: `Your visit of ${when} is cancelled. You can book another time whenever you like.` };
    case 'reminder':
      return { title: `Reminder: ${what(a)} tomorrow`, body: `${shop.name} expects you on ${when}. ${where(a, shop)}` };
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The booking screen on the shop's own address. */
export function bookingPageUrl(shop: Pick<ShopSettings, 'publicUrl'>): string {
  return `${shop.publicUrl.replace(/\/+$/, '')}/book`;
}

/** The e-mail, as the Trigger Email extension reads it (`message: {subject, text, html}`). */
export function appointmentNoticeMail(
  kind: AppointmentNoticeKind,
  a: NoticeAppointment,
  shop: NoticeShop & Pick<ShopSettings, 'address'>,
  before?: { day: string; time: string },
): { subject: string; text: string; html: string } {
  const { title, body } = appointmentNoticeText(kind, a, shop, before);
  const url = bookingPageUrl(shop);
  const sign = `${shop.name} · ${shop.phone} · ${shop.email}`;
  return {
    subject: `${title} – ${shop.name}`,
    text: `Hello there,\n\n${body}\n\nYour bookings: ${url}\n\n${sign}`,
    html: `<p>Hello there,</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">Your bookings</a></p><p>${escapeHtml(sign)}</p>`,
  };
}
