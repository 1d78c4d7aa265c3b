import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/form/Field';
import type { SettingsFormInput } from '../settingsForm';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

type Errors = FieldErrors<SettingsFormInput>;
type BillingKey = keyof SettingsFormInput['billing'];

function BillingField({
  name,
  label,
  hint,
  errors,
  register,
  number,
}: {
  name: BillingKey;
  label: string;
  hint?: string;
  errors: Errors;
  register: UseFormRegister<SettingsFormInput>;
  number?: boolean;
}) {
  const { t } = useT();
  const message = errors.billing?.[name]?.message;
  return (
    <TextField
      id={`settings-billing-${name}`}
      label={t(label)}
      hint={hint && t(hint)}
      error={typeof message === 'string' ? t(message) : undefined}
      type={number ? 'number' : 'text'}
      step={number ? 'any' : undefined}
      inputMode={number ? 'decimal' : name === 'gstin' ? undefined : 'numeric'}
      {...register(`billing.${name}`, number ? { valueAsNumber: true } : undefined)}
    />
  );
}

/**
 * "Billing and tax" of the shop's details (settings/shop.billing): the GSTIN
 * (none: bills are Bills of Supply), the GST rate of each kind of line and the
 * HSN/SAC codes the bills print. Rules and rounding: docs/bills.md.
 */
export function BillingSettingsSection({ errors, register }: { errors: Errors; register: UseFormRegister<SettingsFormInput> }) {
  const { t } = useT();
  const props = { errors, register };
  return (
    <fieldset>
      <legend>{t('Billing and tax')}</legend>
      <p className="field-hint">{t('Prices in the shop include GST; each bill shows the taxable value and the tax of every line.')}</p>
      <BillingField name="gstin" label={msg('GSTIN (optional)')} hint={msg('15 characters, e.g. 27AAPFU0939F1ZV. Without one, bills are Bills of Supply, without tax.')} {...props} />
      <div className="settings-row">
        <BillingField name="tailoringRate" label={msg('Tailoring service GST (%)')} hint={msg('Tailor-made and custom orders')} number {...props} />
        <BillingField name="tailoringSac" label={msg('Tailoring SAC')} {...props} />
      </div>
      <div className="settings-row">
        <BillingField name="garmentRate" label={msg('Ready-made GST up to the threshold (%)')} number {...props} />
        <BillingField name="garmentHighRate" label={msg('Ready-made GST above it (%)')} number {...props} />
      </div>
      <div className="settings-row">
        <BillingField name="garmentThresholdRupees" label={msg('Threshold per piece (₹)')} hint={msg('Sale value before tax')} number {...props} />
        <BillingField name="garmentHsn" label={msg('Ready-made HSN')} {...props} />
      </div>
    </fieldset>
  );
}
