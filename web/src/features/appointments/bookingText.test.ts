import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_APPOINTMENT_SETTINGS } from '@tailor/domain/appointmentDefaults';
import { changeTooLateMessage, MAX_BOOKING_DAYS_AHEAD, slotRefusal, slotRefusalOfTime } from '@tailor/domain/appointmentSlots';
import { slotLabel } from '@tailor/domain/appointmentNotices';
import { addEntries, resetI18nState, setLanguage } from '../../lib/i18n/translate';
import { bookingProblemText, slotDayText, slotText, slotTimeText, visitText } from './bookingText';
import hindi from './hi';

afterEach(() => resetI18nState());

const ENGLISH_WORD = /[A-Za-z]{3}/;
const FAR_DAY = '2099-03-02';

/** domain's refusals that carry a value (a kind's name, a PIN code, a number of days or hours). */
function refusalsWithAValue(): string[] {
  const noHomeVisits = { ...DEFAULT_APPOINTMENT_SETTINGS, visitKinds: DEFAULT_APPOINTMENT_SETTINGS.visitKinds.filter((k) => k !== 'measurement-home') };
  return [
    slotRefusal(noHomeVisits, { kind: 'measurement-home', day: FAR_DAY, time: '11:00', pincode: '400053' }, new Date(), 0)!.message,
    slotRefusal(DEFAULT_APPOINTMENT_SETTINGS, { kind: 'measurement-home', day: FAR_DAY, time: '11:00', pincode: '110001' }, new Date(), 0)!.message,
    slotRefusalOfTime(DEFAULT_APPOINTMENT_SETTINGS, FAR_DAY, '11:00', new Date())!.message,
    changeTooLateMessage(24),
  ];
}

describe("the booking page's words", () => {
  it('in English are exactly what domain and the API wrote', () => {
    for (const message of refusalsWithAValue()) expect(bookingProblemText(message)).toBe(message);
    expect(visitText('trial', 'SS-1024')).toBe('Trial fitting for order SS-1024');
    expect(visitText('measurement-home', null)).toBe('Measurement at home');
    expect(slotText('2026-11-27', '11:00')).toBe(slotLabel('2026-11-27', '11:00'));
    expect(slotDayText({ day: '2026-11-27', weekday: 'Fr', closed: false, slots: [] })).toBe('Fri 27 Nov');
    expect(slotTimeText('19:30')).toBe('7:30 PM');
  });

  it('in Hindi put every refusal that carries a value in Hindi, the value kept', () => {
    addEntries(hindi);
    setLanguage('hi');
    const texts = refusalsWithAValue().map(bookingProblemText);
    expect(texts[0]).toBe('अभी हम "घर पर नाप" की बुकिंग नहीं ले रहे हैं। कृपया कोई दूसरी विज़िट चुनें या दुकान पर कॉल करें।');
    expect(texts[1]).toContain('पिन कोड 110001');
    expect(texts[2]).toContain(`${MAX_BOOKING_DAYS_AHEAD} दिन`);
    expect(texts[3]).toContain('24 घंटे');
    for (const text of texts) expect(text).not.toMatch(ENGLISH_WORD);
  });

  it('in Hindi write visits, days and times in Hindi', () => {
    addEntries(hindi);
    setLanguage('hi');
    expect(visitText('trial', 'SS-1024')).toBe('ऑर्डर SS-1024 के लिए ट्रायल');
    expect(slotText('2026-11-27', '11:00')).toBe('शुक्रवार, 27 नवंबर, सुबह 11:00');
    expect(slotDayText({ day: '2026-11-27', weekday: 'Fr', closed: false, slots: [] })).toMatch(/^शुक्र, 27 नवंबर$/);
    expect(slotTimeText('19:30')).toBe('शाम 7:30');
    expect(slotTimeText('14:00')).toBe('दोपहर 2:00');
    expect(slotText('2026-11-27', '16:30')).not.toMatch(/\b(am|pm)\b/i);
    expect(bookingProblemText('This slot is full. Please choose another time.')).toBe('यह समय भर चुका है। कृपया कोई दूसरा समय चुनें।');
  });
});
