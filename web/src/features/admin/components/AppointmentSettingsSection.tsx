import { useEffect, useState, type FormEvent } from 'react';
import { DEFAULT_APPOINTMENT_SETTINGS, VISIT_KIND_LABELS, VISIT_KINDS, WEEKDAY_LABELS, WEEKDAYS } from '@tailor/domain';
import { db } from '../../../firebase/firestore';
import { toast } from '../../../lib/toast';
import { reportError } from '../../../lib/reportError';
import { TextField } from '../../../components/form/Field';
import { fetchShopSettings } from '../../shop-info';
import { reportAdminAccessError } from '../../auth';
import { fromAppointmentsForm, saveAppointmentSettings, toAppointmentsForm, type AppointmentsFormErrors, type AppointmentsFormValues } from '../appointmentSettingsForm';
import { useT } from '../../../lib/i18n/useT';

/** The Settings page's "Appointments" section: kinds of visit, weekly slots, capacity, cut-off, home-visit PIN codes and closed dates. */
export function AppointmentSettingsSection() {
  const { t } = useT();
  const [values, setValues] = useState<AppointmentsFormValues | null>(null);
  const [errors, setErrors] = useState<AppointmentsFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchShopSettings().then(
      (s) => live && setValues(toAppointmentsForm(s?.appointments ?? DEFAULT_APPOINTMENT_SETTINGS)),
      (e: unknown) => {
        reportError('Loading the appointment settings failed', e);
        if (live) setValues(toAppointmentsForm(DEFAULT_APPOINTMENT_SETTINGS));
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (!values) return null;
  const set = (patch: Partial<AppointmentsFormValues>) => setValues({ ...values, ...patch });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    setSaveError(null);
    const checked = fromAppointmentsForm(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSaving(true);
    try {
      await saveAppointmentSettings(db, checked.value);
      setValues(toAppointmentsForm(checked.value));
      toast.success(t('Appointment settings saved'));
    } catch (error) {
      reportError('Saving the appointment settings failed', error);
      reportAdminAccessError(error);
      setSaveError(t('The appointment settings could not be saved. Please save the shop details first, check your connection and try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="card settings-form" onSubmit={onSubmit} noValidate aria-label={t('Appointments')}>
      <fieldset>
        <legend>{t('Appointments')}</legend>
        <fieldset>
          <legend className="field-hint">{t('Kinds of visit offered')}</legend>
          {VISIT_KINDS.map((k) => (
            <label key={k} className="checkbox-row">
              <input
                type="checkbox"
                checked={values.visitKinds.includes(k)}
                onChange={(e) => set({ visitKinds: e.target.checked ? [...values.visitKinds, k] : values.visitKinds.filter((x) => x !== k) })}
              />{' '}
              {t(VISIT_KIND_LABELS[k])}
            </label>
          ))}
          {errors.visitKinds && <p className="field-error">{t(errors.visitKinds)}</p>}
        </fieldset>
        <p className="field-hint">{t('Start times of the slots per weekday, e.g. 11:00, 12:00, 15:00. Leave a day empty to close it.')}</p>
        <div className="settings-row">
          {WEEKDAYS.map((d) => (
            <TextField key={d} id={`appt-slots-${d}`} label={t(WEEKDAY_LABELS[d])} value={values.slots[d]} onChange={(e) => set({ slots: { ...values.slots, [d]: e.target.value } })} />
          ))}
        </div>
        {errors.slots && <p className="field-error" role="alert">{t(errors.slots)}</p>}
        <div className="settings-row">
          <TextField id="appt-slot-minutes" label={t('Slot length (minutes)')} inputMode="numeric" value={values.slotMinutes} error={errors.slotMinutes && t(errors.slotMinutes)} onChange={(e) => set({ slotMinutes: e.target.value })} />
          <TextField id="appt-capacity" label={t('Visits per slot')} inputMode="numeric" value={values.capacity} error={errors.capacity && t(errors.capacity)} onChange={(e) => set({ capacity: e.target.value })} />
          <TextField
            id="appt-cutoff"
            label={t('Changes close (hours before)')}
            hint={t('Customers move or cancel online until then')}
            inputMode="numeric"
            value={values.changeCutoffHours}
            error={errors.changeCutoffHours && t(errors.changeCutoffHours)}
            onChange={(e) => set({ changeCutoffHours: e.target.value })}
          />
        </div>
        <TextField id="appt-pincodes" label={t('PIN codes served for home visits')} hint={t('Separated by commas')} value={values.homePincodes} error={errors.homePincodes && t(errors.homePincodes)} onChange={(e) => set({ homePincodes: e.target.value })} />
        <TextField id="appt-closed" label={t('Closed dates')} hint={t('e.g. 2026-12-25, 2027-01-01')} value={values.closedDates} error={errors.closedDates && t(errors.closedDates)} onChange={(e) => set({ closedDates: e.target.value })} />
      </fieldset>
      {saveError && (
        <p className="notice notice-error" role="alert">
          {saveError}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? t('Saving…') : t('Save appointment settings')}
      </button>
    </form>
  );
}
