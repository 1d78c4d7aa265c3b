import { useEffect, useState } from 'react';
import { Link } from '../../../components/links';
import { useFieldArray, useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_SHOP_SETTINGS, MAX_SOCIAL_LINKS, TURNAROUND_ROWS, type ShopSettings } from '@tailor/domain';
import { db } from '../../../firebase/firestore';
import { toast } from '../../../lib/toast';
import { Footer, ContactCards } from '../../shop-info/ui';
import { reportAdminAccessError } from '../../auth';
import { appKey } from '../../../lib/appStorage';
import { fetchShopSettings, setShopSettings } from '../../shop-info';
import { saveShopSettings, settingsFormSchema, toFormValues, type SettingsFormInput } from '../settingsForm';
import { TextField } from '../../../components/form/Field';
import { PaymentSettingsSection } from '../../money/ui';
import { BillingSettingsSection } from '../components/BillingSettingsSection';
import '../admin.css';
import { reportError } from '../../../lib/reportError';
import { AppointmentSettingsSection } from '../components/AppointmentSettingsSection';
import { msg, t } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import { useAdminCatalogue } from '../adminCatalogue';

type Errors = FieldErrors<SettingsFormInput>;

/** The message at a dotted path ('address.city', 'hours.0.opens'). */
function errorAt(errors: Errors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  // Domain's and the form's messages are English source text.
  return typeof message === 'string' ? t(message) : undefined;
}

function Field({
  name,
  label,
  errors,
  register,
  hint,
  type = 'text',
  number,
  step,
}: {
  name: string;
  label: string;
  errors: Errors;
  register: UseFormRegister<SettingsFormInput>;
  hint?: string;
  type?: string;
  number?: boolean;
  step?: string;
}) {
  useT();
  return (
    <TextField
      id={`settings-${name.replace(/\./g, '-')}`}
      label={t(label)}
      hint={hint && t(hint)}
      error={errorAt(errors, name)}
      type={type}
      step={step}
      inputMode={number ? 'decimal' : undefined}
      {...register(name as keyof SettingsFormInput, number ? { valueAsNumber: true } : undefined)}
    />
  );
}

/** What was typed and not saved yet survives a reload of the tab (cleared on logout with the app's keys). */
const DRAFT_KEY = appKey('shop-settings-draft');

function readDraft(): SettingsFormInput | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as SettingsFormInput) : null;
  } catch {
    return null;
  }
}

function writeDraft(value: SettingsFormInput | null): void {
  try {
    if (value) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    /* storage unavailable: the draft lives only in the form */
  }
}

type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'error' };

export default function SettingsPage() {
  useAdminCatalogue();
  const { t } = useT();
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SettingsFormInput, unknown, ShopSettings>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toFormValues(DEFAULT_SHOP_SETTINGS),
    mode: 'onBlur',
  });
  const hours = useFieldArray({ control, name: 'hours' });
  const social = useFieldArray({ control, name: 'social' });
  const watched = useWatch({ control }) as SettingsFormInput;

  useEffect(() => {
    let live = true;
    fetchShopSettings().then(
      (stored) => {
        if (!live) return;
        const values = toFormValues(stored ?? DEFAULT_SHOP_SETTINGS);
        reset(values);
        // A draft from before a reload goes over the stored values, as unsaved changes.
        const draft = readDraft();
        if (draft) reset({ ...values, ...draft }, { keepDefaultValues: true });
        setLoad({ status: 'ready' });
      },
      (error: unknown) => {
        reportError('Loading the shop details failed', error);
        if (live) setLoad({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [reset]);

  const onSubmit = handleSubmit(async (value) => {
    setSaveError(null);
    try {
      await saveShopSettings(db, value);
      setShopSettings(value);
      writeDraft(null);
      reset(toFormValues(value));
      toast.success(t('Shop details saved'));
    } catch (error) {
      reportError('Saving the shop details failed', error);
      reportAdminAccessError(error);
      setSaveError(t('The shop details could not be saved. Please check your connection and try again.'));
    }
  });

  useEffect(() => {
    if (load.status === 'ready' && isDirty) writeDraft(watched);
  }, [load.status, isDirty, watched]);

  // The preview draws what is typed, even before it is valid.
  const { freeShippingRupees, billing: _billing, ...rest } = watched;
  const preview = { ...DEFAULT_SHOP_SETTINGS, ...rest, freeShippingThresholdPaise: (freeShippingRupees || 0) * 100 } as ShopSettings;

  const fieldProps = { errors, register };
  return (
    <section className="container page admin-page settings-page">
      <title>{t('Shop Details · Admin')}</title>
      <div className="admin-heading">
        <h1 className="page-title">{t('Shop Details')}</h1>
        <Link className="btn btn-ghost btn-sm" to="/admin">
          {t('Back to dashboard')}
        </Link>
      </div>
      {load.status === 'loading' && <p role="status">{t('Loading the shop details…')}</p>}
      {load.status === 'error' && (
        <div className="notice notice-error" role="alert">
          {t('The shop details could not be loaded. Please reload the page.')}
        </div>
      )}
      {load.status === 'ready' && (
        <div className="settings-layout">
          <form className="card settings-form" onSubmit={onSubmit} noValidate aria-label={t('Shop details')}>
            <fieldset>
              <legend>{t('Contact')}</legend>
              <Field name="name" label={msg('Shop name')} {...fieldProps} />
              <Field name="phone" label={msg('Phone number')} type="tel" hint={msg('As customers should dial it, e.g. +91 98200 12345')} {...fieldProps} />
              <Field name="whatsapp" label={msg('WhatsApp number')} type="tel" hint={msg('Country code and digits only, e.g. 919820012345')} {...fieldProps} />
              <Field name="email" label={msg('E-mail address')} type="email" {...fieldProps} />
              <Field
                name="publicUrl"
                label={msg("Shop's web address")}
                type="url"
                hint={msg('Order links in e-mails and shared pages point here, e.g. https://silaistudio.in')}
                {...fieldProps}
              />
            </fieldset>
            <fieldset>
              <legend>{t('Address')}</legend>
              <Field name="address.street" label={msg('Street')} {...fieldProps} />
              <Field name="address.locality" label={msg('Locality')} {...fieldProps} />
              <div className="settings-row">
                <Field name="address.city" label={msg('City')} {...fieldProps} />
                <Field name="address.state" label={msg('State')} {...fieldProps} />
                <Field name="address.pincode" label={msg('Pincode')} {...fieldProps} />
              </div>
              <div className="settings-row">
                <Field name="geo.lat" label={msg('Map latitude')} number step="any" type="number" {...fieldProps} />
                <Field name="geo.lng" label={msg('Map longitude')} number step="any" type="number" {...fieldProps} />
              </div>
            </fieldset>
            <fieldset>
              <legend>{t('Opening hours')}</legend>
              {hours.fields.map((f, i) => (
                <div className="settings-row" key={f.id}>
                  <Field name={`hours.${i}.days`} label={msg('Days')} hint={msg('Mo-Sa, Su …')} {...fieldProps} />
                  <Field name={`hours.${i}.opens`} label={msg('Opens')} type="time" {...fieldProps} />
                  <Field name={`hours.${i}.closes`} label={msg('Closes')} type="time" {...fieldProps} />
                  {hours.fields.length > 1 && (
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => hours.remove(i)}>
                      {t('Remove')}
                      <span className="sr-only"> {t('hours row {number}', { number: i + 1 })}</span>
                    </button>
                  )}
                </div>
              ))}
              {hours.fields.length < 7 && (
                <button type="button" className="btn btn-outline btn-sm" onClick={() => hours.append({ days: 'Su', opens: '10:00', closes: '14:00' })}>
                  {t('Add hours')}
                </button>
              )}
              <Field name="hoursText" label={msg('Hours as shown to customers')} hint={msg('e.g. Mon–Sat, 9:00 AM – 7:00 PM')} {...fieldProps} />
            </fieldset>
            <fieldset>
              <legend>{t('Social links')}</legend>
              {social.fields.map((f, i) => (
                <div className="settings-row" key={f.id}>
                  <Field name={`social.${i}.name`} label={msg('Name')} {...fieldProps} />
                  <Field name={`social.${i}.url`} label={msg('Link')} type="url" {...fieldProps} />
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => social.remove(i)}>
                    {t('Remove')}
                    <span className="sr-only"> {t('link {number}', { number: i + 1 })}</span>
                  </button>
                </div>
              ))}
              {social.fields.length < MAX_SOCIAL_LINKS && (
                <button type="button" className="btn btn-outline btn-sm" onClick={() => social.append({ name: '', url: 'https://' })}>
                  {t('Add link')}
                </button>
              )}
            </fieldset>
            <fieldset>
              <legend>{t('Orders')}</legend>
              <div className="settings-row">
                <Field name="freeShippingRupees" label={msg('Free delivery above (₹)')} number type="number" {...fieldProps} />
                <Field name="orderNumberPrefix" label={msg('Order number prefix')} hint={msg('2 to 4 capital letters, e.g. SS')} {...fieldProps} />
              </div>
            </fieldset>
            <fieldset>
              <legend>{t('Turnaround (days)')}</legend>
              <p className="field-hint">{t('Suggests the promised delivery date when you confirm an order.')}</p>
              <div className="settings-row settings-turnaround">
                {TURNAROUND_ROWS.map((row) => (
                  <Field
                    key={`${row.kind}.${row.key}`}
                    name={`turnaroundDays.${row.kind}.${row.key}`}
                    label={row.label}
                    number
                    type="number"
                    step="1"
                    {...fieldProps}
                  />
                ))}
              </div>
            </fieldset>
            <PaymentSettingsSection register={register} errors={errors} />
            <BillingSettingsSection errors={errors} register={register} />
            {saveError && (
              <p className="notice notice-error" role="alert">
                {saveError}
              </p>
            )}
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? t('Saving…') : t('Save shop details')}
            </button>
          </form>
          <AppointmentSettingsSection />
          <aside className="settings-preview" aria-label={t('Preview')}>
            <h2 className="admin-panel-title">{t('Preview')}</h2>
            <div className="shop-info settings-preview-cards" inert>
              <ContactCards shop={preview} />
              <Footer preview={preview} />
            </div>
          </aside>
        </div>
      )}
    </section>
  );
}
