/** What the customer hears about a booking: the in-app notice and the e-mail on booking, move, cancel and the day before. */
import { VISIT_KIND_LABELS, type VisitKind } from './appointmentKinds';
import { WEEKDAY_LABELS } from './appointmentDefaults';
import { weekdayOf } from './appointmentSlots';
import { LOCALES, type Language } from './language';
import { fullAddress, timeLabel, type ShopSettings } from './shopDetails';
import { timeLabelHi } from './hindiClock';
import type { NoticeShop, NoticeText } from './orderNotices';

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

// Made on first use, so a bundle that takes this module for its English texts builds no Hindi formatter.
let hindiDate: Intl.DateTimeFormat | undefined;

/** 'शुक्रवार, 27 नवंबर, सुबह 11:00': the same IST day and time as slotLabel, in Hindi. */
export function slotLabelHi(day: string, time: string): string {
  const [y = 2000, m = 1, d = 1] = day.split('-').map(Number);
  hindiDate ??= new Intl.DateTimeFormat(LOCALES.hi, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return `${hindiDate.format(new Date(Date.UTC(y, m - 1, d)))}, ${timeLabelHi(time)}`;
}

/** The kinds of visit in Hindi (VISIT_KIND_LABELS in English). */
export const VISIT_KIND_LABELS_HI: Readonly<Record<VisitKind, string>> = {
  'measurement-shop': 'दुकान पर नाप',
  'measurement-home': 'घर पर नाप',
  trial: 'ट्रायल फ़िटिंग',
};

function whatHi(a: NoticeAppointment): string {
  const label = VISIT_KIND_LABELS_HI[a.kind];
  return a.kind === 'trial' && a.orderNumber ? `ऑर्डर ${a.orderNumber} की ${label}` : label;
}

function whereHi(a: NoticeAppointment, shop: Pick<ShopSettings, 'address'>): string {
  return a.kind === 'measurement-home' ? `हम पिन कोड ${a.pincode ?? ''} पर आपके पास आएँगे।` : `दुकान का पता: ${fullAddress(shop)}।`;
}

function what(a: NoticeAppointment): string {
  const label = VISIT_KIND_LABELS[a.kind];
  return a.kind === 'trial' && a.orderNumber ? `${label} for order ${a.orderNumber}` : label;
}

function where(a: NoticeAppointment, shop: Pick<ShopSettings, 'address'>): string {
  return a.kind === 'measurement-home' ? `We will visit you at PIN code ${a.pincode ?? ''}.` : `At the shop: ${fullAddress(shop)}.`;
}

function appointmentNoticeTextEn(
  kind: AppointmentNoticeKind,
  a: NoticeAppointment,
  shop: Pick<ShopSettings, 'address' | 'name'>,
  before?: { day: string; time: string },
): NoticeText {
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

function appointmentNoticeTextHi(
  kind: AppointmentNoticeKind,
  a: NoticeAppointment,
  shop: Pick<ShopSettings, 'address' | 'name'>,
  before?: { day: string; time: string },
): NoticeText {
  const when = slotLabelHi(a.day, a.time);
  switch (kind) {
    case 'booked':
      return { title: `बुकिंग पक्की: ${whatHi(a)}`, body: `${when} को मिलते हैं। ${whereHi(a, shop)}` };
    case 'moved':
      return {
        title: `समय बदला: ${whatHi(a)}`,
        body: `आपकी विज़िट${before ? ` (${slotLabelHi(before.day, before.time)})` : ''} अब ${when} को है। ${whereHi(a, shop)}`,
      };
    case 'cancelled':
      return { title: `बुकिंग रद्द: ${whatHi(a)}`, body: `${when} की आपकी विज़िट रद्द हो गई है। आप जब चाहें, दूसरा समय बुक कर सकते हैं।` };
    case 'reminder':
      return { title: `याद दिला दें: कल ${whatHi(a)}`, body: `${when} को ${shop.name} को आपका इंतज़ार रहेगा। ${whereHi(a, shop)}` };
  }
}

/** The in-app notice's title and text, in the customer's language. `before` is the slot a move left. */
export function appointmentNoticeText(
  kind: AppointmentNoticeKind,
  a: NoticeAppointment,
  shop: Pick<ShopSettings, 'address' | 'name'>,
  before?: { day: string; time: string },
  language: Language = 'en',
): NoticeText {
  return language === 'hi' ? appointmentNoticeTextHi(kind, a, shop, before) : appointmentNoticeTextEn(kind, a, shop, before);
}

/** The words around an appointment notice in a mail, per language. */
const BOOKING_MAIL_WORDS: Readonly<Record<Language, { hello: string; bookings: string }>> = {
  en: { hello: 'Hello there,', bookings: 'Your bookings' },
  hi: { hello: 'नमस्ते,', bookings: 'आपकी बुकिंग' },
};

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
  language: Language = 'en',
): { subject: string; text: string; html: string } {
  const { title, body } = appointmentNoticeText(kind, a, shop, before, language);
  const words = BOOKING_MAIL_WORDS[language];
  const url = bookingPageUrl(shop);
  const sign = `${shop.name} · ${shop.phone} · ${shop.email}`;
  return {
    subject: `${title} – ${shop.name}`,
    text: `${words.hello}\n\n${body}\n\n${words.bookings}: ${url}\n\n${sign}`,
    html: `<p>${escapeHtml(words.hello)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(words.bookings)}</a></p><p>${escapeHtml(sign)}</p>`,
  };
}
