import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/form/Field';
import type { SettingsFormInput } from '../settingsForm';

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
  const message = errors.billing?.[name]?.message;
  return (
    <TextField
      id={`settings-billing-${name}`}
      label={label}
      hint={hint}
      error={typeof message === 'string' ? message : undefined}
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
  const props = { errors, register };
  return (
    <fieldset>
      <legend>Billing and tax</legend>
      <p className="field-hint">Prices in the shop include GST; each bill shows the taxable value and the tax of every line.</p>
      <BillingField name="gstin" label="GSTIN (optional)" hint="15 characters, e.g. 27AAPFU0939F1ZV. Without one, bills are Bills of Supply, without tax." {...props} />
      <div className="settings-row">
        <BillingField name="tailoringRate" label="Tailoring service GST (%)" hint="Tailor-made and custom orders" number {...props} />
        <BillingField name="tailoringSac" label="Tailoring SAC" {...props} />
      </div>
      <div className="settings-row">
        <BillingField name="garmentRate" label="Ready-made GST up to the threshold (%)" number {...props} />
        <BillingField name="garmentHighRate" label="Ready-made GST above it (%)" number {...props} />
      </div>
      <div className="settings-row">
        <BillingField name="garmentThresholdRupees" label="Threshold per piece (₹)" hint="Sale value before tax" number {...props} />
        <BillingField name="garmentHsn" label="Ready-made HSN" {...props} />
      </div>
    </fieldset>
  );
}
