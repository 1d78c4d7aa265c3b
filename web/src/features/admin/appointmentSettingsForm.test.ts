import { describe, expect, it } from 'vitest';
import { DEFAULT_APPOINTMENT_SETTINGS } from '@tailor/domain';
import { fromAppointmentsForm, toAppointmentsForm } from './appointmentSettingsForm';

describe('the Appointments section form', () => {
  it('reads the stored settings back unchanged', () => {
    const back = fromAppointmentsForm(toAppointmentsForm(DEFAULT_APPOINTMENT_SETTINGS));
    expect(back).toEqual({ ok: true, value: DEFAULT_APPOINTMENT_SETTINGS });
  });

  it('takes lists typed with commas or spaces and sorts each day', () => {
    const v = toAppointmentsForm(DEFAULT_APPOINTMENT_SETTINGS);
    const out = fromAppointmentsForm({ ...v, slots: { ...v.slots, Su: '12:00 10:00', Mo: '' }, homePincodes: '400058,400061  400049', capacity: '3' });
    expect(out.ok && out.value.weeklySlots.filter((s) => s.startsWith('Su'))).toEqual(['Su 10:00', 'Su 12:00']);
    expect(out.ok && out.value.weeklySlots.some((s) => s.startsWith('Mo'))).toBe(false);
    expect(out.ok && out.value.homePincodes).toEqual(['400058', '400061', '400049']);
    expect(out.ok && out.value.capacity).toBe(3);
  });

  it('names the field that is wrong', () => {
    const v = toAppointmentsForm(DEFAULT_APPOINTMENT_SETTINGS);
    const out = fromAppointmentsForm({ ...v, slots: { ...v.slots, Tu: '9:00' }, homePincodes: '4000', capacity: '' });
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.errors.slots).toBe('A weekday and a time, like Mo 10:30');
      expect(out.errors.homePincodes).toBe('PIN codes are 6 digits, e.g. 400058');
      expect(out.errors.capacity).toBe('Please enter the places');
    }
  });
});
