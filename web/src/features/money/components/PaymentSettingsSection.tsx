import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/form/Field';

type PaymentsErrors = { payments?: Partial<Record<'advancePercent' | 'workStartsBeforeAdvance' | 'upiId' | 'upiPayeeName', { message?: string }>> };

/**
 * The Settings page's "Payments" section (settings/shop `payments`): the
 * advance policy and the shop's UPI ID, validated by paymentSettingsSchema
 * with the rest of the form.
 */
export function PaymentSettingsSection<T extends FieldValues>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<T> }) {
  const e = (errors as PaymentsErrors).payments ?? {};
  const name = (key: string) => `payments.${key}` as Path<T>;
  return (
    <fieldset>
      <legend>Payments</legend>
      <div className="settings-row">
        <TextField
          id="settings-payments-advancePercent"
          label="Advance (%)"
          hint="Asked on tailor-made and custom orders; 0 means none. Rounded up to the rupee."
          type="number"
          step="1"
          inputMode="numeric"
          error={e.advancePercent?.message}
          {...register(name('advancePercent'), { valueAsNumber: true })}
        />
        <label className="row gap settings-check">
          <input type="checkbox" {...register(name('workStartsBeforeAdvance'))} /> Stitching may start before the advance is in
        </label>
      </div>
      <div className="settings-row">
        <TextField
          id="settings-payments-upiId"
          label="UPI ID"
          hint="Your business UPI ID, e.g. silaistudio@okaxis. Leave empty to hide UPI payments."
          autoComplete="off"
          error={e.upiId?.message}
          {...register(name('upiId'))}
        />
        <TextField id="settings-payments-upiPayeeName" label="Payee name in UPI apps" error={e.upiPayeeName?.message} {...register(name('upiPayeeName'))} />
      </div>
    </fieldset>
  );
}
