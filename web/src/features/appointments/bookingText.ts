/**
 * The booking page's words built from domain's and the API's English: visit
 * kinds, slot days and times, and refusals, in the chosen language. domain
 * writes a few refusals around a value ("…to PIN code 400053 yet…"): they are
 * translated as one text with the value as a placeholder; every other
 * message is translated whole.
 */
import { slotLabel, slotLabelHi, timeLabel, timeLabelHi, VISIT_KIND_LABELS, WEEKDAY_LABELS, type OfferedDay, type VisitKind } from '@tailor/domain';
import { currentLanguage, t } from '../../lib/i18n/translate';

const REFUSALS_WITH_A_VALUE: readonly [RegExp, (value: string) => string][] = [
  [
    /^We are not booking "(.+)" at the moment\. Please choose another kind of visit or call the shop\.$/,
    (kind) => t('We are not booking "{kind}" at the moment. Please choose another kind of visit or call the shop.', { kind: t(kind) }),
  ],
  [
    /^We do not make home visits to PIN code (\S+) yet\. Please book a measurement at the shop instead\.$/,
    (pincode) => t('We do not make home visits to PIN code {pincode} yet. Please book a measurement at the shop instead.', { pincode }),
  ],
  [/^We take bookings up to (\d+) days ahead\. Please choose an earlier day\.$/, (days) => t('We take bookings up to {days} days ahead. Please choose an earlier day.', { days })],
  [
    /^Bookings can be moved or cancelled online until (\d+) hours before the visit\. Please call the shop to change this one\.$/,
    (hours) => t('Bookings can be moved or cancelled online until {hours} hours before the visit. Please call the shop to change this one.', { hours }),
  ],
];

/** A refusal or failure (domain's, the API's or the page's own English) in the chosen language. */
export function bookingProblemText(message: string): string {
  for (const [pattern, text] of REFUSALS_WITH_A_VALUE) {
    const m = pattern.exec(message);
    if (m) return text(m[1]!);
  }
  return t(message);
}

/** "Trial fitting for order SS-1024", or the kind alone. */
export function visitText(kind: VisitKind, orderNumber: string | null): string {
  const what = t(VISIT_KIND_LABELS[kind]);
  return kind === 'trial' && orderNumber ? t('{visit} for order {number}', { visit: what, number: orderNumber }) : what;
}

/** 'Friday 27 November, 11:00 AM'; in Hindi 'शुक्रवार, 27 नवंबर, सुबह 11:00' (the notices' words). */
export function slotText(day: string, time: string): string {
  return currentLanguage() === 'hi' ? slotLabelHi(day, time) : slotLabel(day, time);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// The month in full: Intl's short Hindi months ('नव॰') read less well than 'नवंबर'.
const hindiDay = new Intl.DateTimeFormat('hi-IN', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** A day's choice: 'Fri 27 Nov'; in Hindi as Intl writes it ('शुक्र, 27 नवंबर'). */
export function slotDayText(d: OfferedDay): string {
  const [y = 2000, m = 1, day = 1] = d.day.split('-').map(Number);
  if (currentLanguage() === 'hi') return hindiDay.format(new Date(Date.UTC(y, m - 1, day)));
  return `${WEEKDAY_LABELS[d.weekday].slice(0, 3)} ${day} ${MONTHS[m - 1]}`;
}

/** A slot's time: '11:00 AM' (domain's timeLabel); in Hindi with the part of the day, 'सुबह 11:00' (timeLabelHi). */
export function slotTimeText(time: string): string {
  return currentLanguage() === 'hi' ? timeLabelHi(time) : timeLabel(time);
}
