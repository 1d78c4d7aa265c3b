import { useState } from 'react';
import {
  MEASUREMENT_CATEGORIES,
  MEASUREMENT_FIELDS,
  measurementProfileSchema,
  measurementFromInput,
  orderCategoryFor,
} from '@tailor/domain';
import { toast } from '../../../../lib/toast';
import { MeasurementField } from '../../components/MeasurementField';
import { useSaveProfile } from '../../components/useSaveProfile';
import type { SavedProfile } from '../../data';
import { lineCategory, lineValues, type Errors } from '../checkoutModel';
import type { CheckoutLine } from '../data';
import type { LineDraft } from '../draft';
import { useT } from '../../../../lib/i18n/useT';
import { problemText } from '../../problemText';

/** A tailor-made line's garment, its measurements (typed or from a saved profile), and saving them as a profile. */
export function LineMeasurements({
  uid,
  line,
  draft,
  profiles,
  errors,
  onChange,
}: {
  uid: string;
  line: CheckoutLine;
  draft: LineDraft | undefined;
  profiles: SavedProfile[];
  errors: Errors;
  onChange: (d: LineDraft) => void;
}) {
  const { t } = useT();
  const cat = lineCategory(line, draft);
  const current: LineDraft = draft ?? { category: cat, values: {}, profileId: '', profileName: '' };
  const [saveName, setSaveName] = useState('');
  const { saving, save: saveProfile } = useSaveProfile(uid);
  const prefix = `line-${line.id}`;
  const ofCategory = profiles.filter((p) => p.category === cat);

  async function save() {
    if (!cat) return;
    const parsed = measurementProfileSchema.safeParse({ name: saveName, category: cat, values: lineValues(cat, current) });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0] ? problemText(parsed.error.issues[0].message) : t('Please check the measurements.'));
      return;
    }
    const id = await saveProfile(parsed.data);
    if (id === null) return;
    onChange({ ...current, profileId: id, profileName: parsed.data.name });
    setSaveName('');
  }

  return (
    <div className="stack">
      <fieldset className="category-choice">
        <legend>{t('Garment')}</legend>
        <div className="segmented">
          {MEASUREMENT_CATEGORIES.map((c) => (
            <label key={c}>
              <input
                type="radio"
                name={`${prefix}-category`}
                value={c}
                checked={cat === c}
                onChange={() => onChange({ ...current, category: c, profileId: '', profileName: '' })}
              />
              <span>{t(orderCategoryFor(c))}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {ofCategory.length > 0 && (
        <div className="field saved-profiles">
          <label htmlFor={`${prefix}-profile`}>{t('Use saved measurements')}</label>
          <select
            id={`${prefix}-profile`}
            value={current.profileId}
            onChange={(e) => {
              const p = ofCategory.find((x) => x.id === e.target.value);
              if (!p) return onChange({ ...current, profileId: '', profileName: '' });
              onChange({ category: p.category, values: { ...p.values }, profileId: p.id, profileName: p.name });
            }}
          >
            <option value="">{t('Enter measurements below…')}</option>
            {ofCategory.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {cat ? (
        <div className="measurement-grid">
          {MEASUREMENT_FIELDS[cat].map((f) => {
            return (
              <MeasurementField
                key={f.key}
                id={`${prefix}-${f.key}`}
                label={t(f.label)}
                error={errors[`${line.id}.${f.key}`] && problemText(errors[`${line.id}.${f.key}`]!)}
                placeholder="0"
                // A typed 0 shows as 0 (and is refused as such); only a box never filled or emptied is blank.
                value={current.values[f.key] === undefined ? '' : String(current.values[f.key])}
                onChange={(e) => {
                  const { [f.key]: _old, ...rest } = current.values;
                  const value = measurementFromInput(e.target.value);
                  onChange({ ...current, category: cat, profileId: '', profileName: '', values: value === undefined ? rest : { ...rest, [f.key]: value } });
                }}
              />
            );
          })}
        </div>
      ) : (
        <p className="muted">{t('Choose the garment to see its measurements.')}</p>
      )}
      {cat && !current.profileId && (
        <div className="save-profile-row">
          <label className="sr-only" htmlFor={`${prefix}-save-name`}>
            {t('Name these measurements')}
          </label>
          <input
            id={`${prefix}-save-name`}
            type="text"
            maxLength={60}
            placeholder={t('Name to save these measurements, e.g. My blouse size')}
            value={saveName}
            onChange={(e) => setSaveName(e.target.value)}
          />
          <button type="button" className="btn btn-outline" onClick={() => void save()} disabled={saving || !saveName.trim()}>
            {saving ? t('Saving…') : t('Save these measurements')}
          </button>
        </div>
      )}
    </div>
  );
}
