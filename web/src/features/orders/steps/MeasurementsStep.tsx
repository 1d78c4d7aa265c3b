import { useId, useState } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import {
  MEASUREMENT_FIELDS,
  MEASUREMENT_KEYS,
  measurementCategoryKey,
  measurementProfileSchema,
  orderCategoryFor,
  ORDER_CATEGORIES,
  measurementFromInput,
  toMeasurementNumber,
  type OrderDraft,
  type OrderType,
} from '@tailor/domain';
import { FieldError, useFieldA11y } from '../components/FieldError';
import { MeasurementField } from '../components/MeasurementField';
import { useSaveProfile } from '../components/useSaveProfile';
import { useMeasurementProfiles } from '../hooks';
import { problemText } from '../problemText';
import { useT } from '../../../lib/i18n/useT';
import { msg } from '../../../lib/i18n/translate';

function MeasurementInput({ fieldKey, label, help }: { fieldKey: string; label: string; help: string }) {
  const { t } = useT();
  const { register } = useFormContext<OrderDraft>();
  const { errors } = useFormState<OrderDraft>();
  const error = (get(errors, `measurements.${fieldKey}`) as { message?: string } | undefined)?.message;
  return (
    <MeasurementField
      id={`measure-${fieldKey}`}
      label={t(label)}
      hint={t(help)}
      error={error && problemText(error)}
      {...register(`measurements.${fieldKey}`, { setValueAs: measurementFromInput })}
    />
  );
}

function SavedProfiles({ uid }: { uid: string }) {
  const { t } = useT();
  const { setValue, getValues, control } = useFormContext<OrderDraft>();
  const { isSubmitted } = useFormState({ control });
  const loaded = useMeasurementProfiles(uid);
  // Without the saved profiles (they failed to load) the form still works: measurements are typed.
  const profiles = loaded.status === 'error' ? [] : (loaded.data ?? null);
  const [picked, setPicked] = useState('');
  const selectId = useId();

  if (!profiles || profiles.length === 0) return null;

  function fill(profileId: string) {
    setPicked(profileId);
    const profile = profiles?.find((p) => p.id === profileId);
    if (!profile) return;
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    if (getValues('category') !== orderCategoryFor(profile.category)) setValue('category', orderCategoryFor(profile.category), options);
    for (const key of MEASUREMENT_KEYS[profile.category]) setValue(`measurements.${key}`, profile.values[key] as number, options);
    toast.success(t('Filled in "{name}".', { name: profile.name }));
  }

  return (
    <div className="field saved-profiles">
      <label htmlFor={selectId}>{t('Fill from saved measurements')}</label>
      <select id={selectId} value={picked} onChange={(e) => fill(e.target.value)}>
        <option value="">{t('Choose a saved profile…')}</option>
        {profiles.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} ({t(orderCategoryFor(p.category))})
          </option>
        ))}
      </select>
    </div>
  );
}

function SaveProfile({ uid, category }: { uid: string; category: NonNullable<ReturnType<typeof measurementCategoryKey>> }) {
  const { t } = useT();
  const { getValues } = useFormContext<OrderDraft>();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const { saving, save: saveProfile } = useSaveProfile(uid);

  async function save() {
    const all = getValues('measurements') ?? {};
    const values: Record<string, number> = {};
    for (const key of MEASUREMENT_KEYS[category]) {
      const v = toMeasurementNumber(all[key]);
      if (v > 0) values[key] = v;
    }
    if (Object.keys(values).length === 0) {
      setError(msg('Enter your measurements first.'));
      return;
    }
    const parsed = measurementProfileSchema.safeParse({ name, category, values });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? msg('Please check the measurements.'));
      return;
    }
    if ((await saveProfile(parsed.data)) !== null) {
      setName('');
      setError('');
    }
  }

  return (
    <div className="save-profile">
      <div className="field">
        <label htmlFor="measure-profile-name">{t('Name these measurements')}</label>
        <div className="save-profile-row">
          <input
            id="measure-profile-name"
            type="text"
            maxLength={60}
            placeholder={t('e.g. My blouse size')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError('');
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void save();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'measure-profile-error' : 'measure-profile-hint'}
          />
          <button type="button" className="btn btn-outline" onClick={() => void save()} disabled={saving}>
            {saving ? t('Saving…') : t('Save these measurements')}
          </button>
        </div>
        {error ? (
          <p className="field-error" id="measure-profile-error" role="alert">
            {problemText(error)}
          </p>
        ) : (
          <p className="field-hint" id="measure-profile-hint">
            {t('Saved to your account so your next order is quicker.')}
          </p>
        )}
      </div>
    </div>
  );
}

export function MeasurementsStep({ orderType, uid, onEditCategory }: { orderType: OrderType; uid: string; onEditCategory: () => void }) {
  const { t } = useT();
  const { register, control } = useFormContext<OrderDraft>();
  const category = useWatch({ control, name: 'category' });
  const cat = measurementCategoryKey(category);
  const categoryA11y = useFieldA11y('category', 'measure-category-error');

  return (
    <div className="stack">
      <p className="notice">
        {orderType === 'readymade'
          ? t('Measurements are optional for ready-made orders: share them if you would like us to check the size.')
          : t('All measurements are required, in inches. Measure over light clothing with a soft tape, snug but not tight.')}
      </p>

      <SavedProfiles uid={uid} />

      <div className="wizard-card stack">
        {orderType === 'custom' ? (
          <div className="category-readout">
            <p>
              {t('Category:')} <strong>{category ? t(category) : t('not selected yet')}</strong>
            </p>
            <button type="button" className="btn btn-ghost btn-sm" onClick={onEditCategory}>
              {category ? t('Change category') : t('Select a category')}
            </button>
          </div>
        ) : (
          <fieldset className="category-choice" {...categoryA11y}>
            <legend>{t('Garment')}</legend>
            <div className="segmented">
              {ORDER_CATEGORIES.map((c) => (
                <label key={c}>
                  <input type="radio" value={c} {...register('category')} />
                  <span>{t(c)}</span>
                </label>
              ))}
            </div>
            <FieldError name="category" id="measure-category-error" />
          </fieldset>
        )}

        {cat ? (
          <div className="measurement-grid">
            {MEASUREMENT_FIELDS[cat].map((f) => (
              <MeasurementInput key={`${cat}-${f.key}`} fieldKey={f.key} label={f.label} help={f.help} />
            ))}
          </div>
        ) : (
          <p className="muted">{t('Choose the garment to see its measurements.')}</p>
        )}
      </div>

      {cat && (
        <div className="wizard-card">
          <SaveProfile uid={uid} category={cat} />
        </div>
      )}
    </div>
  );
}
