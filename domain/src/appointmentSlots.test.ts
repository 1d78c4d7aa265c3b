import { describe, expect, it } from 'vitest';
import {
  DEFAULT_APPOINTMENT_SETTINGS,
  appointmentSettingsSchema,
  canChangeAppointment,
  offeredDays,
  offersTrialFitting,
  readAppointmentSettings,
  readShopSettings,
  slotId,
  slotRefusal,
  slotStartMs,
  slotTimesOn,
  trialOrderRefusal,
  weekdayOf,
  weeklySlotsOf,
  type AppointmentSettings,
} from './index';

const settings: AppointmentSettings = {
  ...DEFAULT_APPOINTMENT_SETTINGS,
  weeklySlots: weeklySlotsOf({ Mo: ['11:00', '10:00'], Tu: ['10:00'], We: ['10:00'], Th: ['10:00'], Fr: ['10:00', '15:00'], Sa: ['10:00'] }),
  homePincodes: ['400058'],
  capacity: 2,
  closedDates: ['2026-12-25'],
  changeCutoffHours: 24,
};
// Thursday 26 November 2026, 09:00 IST (03:30 UTC).
const now = new Date('2026-11-26T03:30:00Z');

describe('calendar in IST', () => {
  it('starts a slot at its IST time whatever the server zone', () => {
    expect(new Date(slotStartMs('2026-11-27', '10:00')).toISOString()).toBe('2026-11-27T04:30:00.000Z');
    expect(weekdayOf('2026-11-26')).toBe('Th');
    expect(weekdayOf('2026-11-29')).toBe('Su');
    expect(slotId('2026-11-27', '09:30')).toBe('2026-11-27_0930');
  });

  it('offers no times on a closed date or a weekday without slots, and sorts the rest', () => {
    expect(slotTimesOn(settings, '2026-12-25')).toEqual([]);
    expect(slotTimesOn(settings, '2026-11-29')).toEqual([]);
    expect(slotTimesOn(settings, '2026-11-30')).toEqual(['10:00', '11:00']);
  });
});

describe('offeredDays', () => {
  it('marks started slots past and slots at capacity full, counting free places', () => {
    // 10:00 IST today is still ahead at 09:00; at 10:30 it is past.
    const taken = new Map([[slotId('2026-11-27', '10:00'), 2], [slotId('2026-11-27', '15:00'), 1]]);
    const days = offeredDays(settings, '2026-11-26', 4, now, taken);
    expect(days.map((d) => [d.day, d.closed])).toEqual([
      ['2026-11-26', false],
      ['2026-11-27', false],
      ['2026-11-28', false],
      ['2026-11-29', true],
    ]);
    expect(days[0]!.slots).toEqual([{ time: '10:00', startsAtMs: Date.parse('2026-11-26T04:30:00Z'), free: 2, state: 'free' }]);
    expect(days[1]!.slots.map((s) => [s.time, s.state, s.free])).toEqual([
      ['10:00', 'full', 0],
      ['15:00', 'free', 1],
    ]);
    const later = offeredDays(settings, '2026-11-26', 1, new Date('2026-11-26T05:00:00Z'), new Map());
    expect(later[0]!.slots[0]!.state).toBe('past');
  });

  it('skips days before today and stops at the booking window', () => {
    expect(offeredDays(settings, '2026-11-20', 7, now, new Map())[0]!.day).toBe('2026-11-26');
    expect(offeredDays(settings, '2027-06-01', 7, now, new Map())).toEqual([]);
  });
});

describe('slotRefusal', () => {
  const ok = { kind: 'measurement-shop' as const, day: '2026-11-27', time: '10:00', pincode: null };
  it('accepts a free opening slot', () => {
    expect(slotRefusal(settings, ok, now, 1)).toBeNull();
  });
  it.each([
    ['past', { ...ok, day: '2026-11-25' }, 0, 400],
    ['nothing later today', { ...ok, day: '2026-11-26', time: '10:00' }, 0, null],
    ['closed', { ...ok, day: '2026-12-25' }, 0, 400],
    ['closed', { ...ok, day: '2026-11-29' }, 0, 400],
    ['not-a-slot', { ...ok, time: '10:30' }, 0, 400],
    ['full', ok, 2, 409],
    ['pincode', { ...ok, kind: 'measurement-home' as const, pincode: '110001' }, 0, 400],
    ['pincode-missing', { ...ok, kind: 'measurement-home' as const }, 0, 400],
    ['too-far', { ...ok, day: '2027-03-01' }, 0, 400],
  ])('refuses %s', (code, request, taken, status) => {
    const r = slotRefusal(settings, request, now, taken);
    if (status === null) expect(r).toBeNull();
    else expect(r).toMatchObject({ code, status });
  });
  it('refuses a kind the shop no longer offers, and accepts a served PIN', () => {
    expect(slotRefusal({ ...settings, visitKinds: ['trial'] }, ok, now, 0)?.code).toBe('kind-not-offered');
    expect(slotRefusal(settings, { ...ok, kind: 'measurement-home', pincode: '400058' }, now, 0)).toBeNull();
  });
});

describe('cut-off', () => {
  const start = slotStartMs('2026-11-28', '10:00'); // 04:30 UTC on the 28th
  it('allows changes until cut-off hours before the slot, the deadline included', () => {
    expect(canChangeAppointment(start, 24, new Date('2026-11-27T04:30:00Z'))).toBe(true);
    expect(canChangeAppointment(start, 24, new Date('2026-11-27T04:30:00.001Z'))).toBe(false);
    expect(canChangeAppointment(start, 0, new Date('2026-11-28T04:29:00Z'))).toBe(true);
  });
});

describe('trial fittings', () => {
  it('need the customer’s own tailor-made order in stitching or approval', () => {
    expect(trialOrderRefusal({ userId: 'u1', orderType: 'tailor', orderStatus: 'stitching' }, 'u1')).toBeNull();
    expect(trialOrderRefusal({ userId: 'u1', orderType: undefined, orderStatus: 'approval' }, 'u1')).toBeNull();
    expect(trialOrderRefusal({ userId: 'u2', orderType: 'tailor', orderStatus: 'stitching' }, 'u1')?.status).toBe(404);
    expect(trialOrderRefusal(null, 'u1')?.status).toBe(404);
    expect(trialOrderRefusal({ userId: 'u1', orderType: 'readymade', orderStatus: 'stitching' }, 'u1')?.status).toBe(400);
    expect(trialOrderRefusal({ userId: 'u1', orderType: 'custom', orderStatus: 'ready' }, 'u1')?.status).toBe(409);
    expect(offersTrialFitting({ orderType: 'custom', orderStatus: 'approval' })).toBe(true);
    expect(offersTrialFitting({ orderType: 'tailor', orderStatus: 'confirmed' })).toBe(false);
  });
});

describe('settings', () => {
  it('reads an old settings document without appointments with the defaults', () => {
    expect(readShopSettings({ name: 'Old shop' }).appointments).toEqual(DEFAULT_APPOINTMENT_SETTINGS);
  });
  it('keeps the valid fields of a partly old appointments object', () => {
    const read = readAppointmentSettings({ capacity: 5, slotMinutes: 'x' });
    expect(read.capacity).toBe(5);
    expect(read.slotMinutes).toBe(DEFAULT_APPOINTMENT_SETTINGS.slotMinutes);
  });
  it('validates times, PIN codes, dates and ranges', () => {
    expect(appointmentSettingsSchema.safeParse(DEFAULT_APPOINTMENT_SETTINGS).success).toBe(true);
    const bad = (patch: Partial<AppointmentSettings>) => appointmentSettingsSchema.safeParse({ ...DEFAULT_APPOINTMENT_SETTINGS, ...patch }).success;
    expect(bad({ homePincodes: ['01234'] })).toBe(false);
    expect(bad({ closedDates: ['25-12-2026'] })).toBe(false);
    expect(bad({ capacity: 0 })).toBe(false);
    expect(bad({ weeklySlots: ['Mo 10:00', 'Mo 10:00'] })).toBe(false);
    expect(bad({ weeklySlots: ['Mo 25:00'] })).toBe(false);
    expect(bad({ weeklySlots: ['Xx 10:00'] })).toBe(false);
    expect(bad({ weeklySlots: [] })).toBe(true);
  });
});
