import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/form/Field';
import { useT } from '../../../lib/i18n/useT';

type PaymentsErrors = { payments?: Partial<Record<'advancePercent' | 'workStartsBeforeAdvance' | 'upiId' | 'upiPayeeName', { message?: string }>> };

/**
 * The Settings page's "Payments" section (settings/shop `payments`): the
 * advance policy and the shop's UPI ID, validated by paymentSettingsSchema
 * with the rest of the form.
 */
export function PaymentSettingsSection<T extends FieldValues>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<T> }) {
  const { t } = useT();
  const e = (errors as PaymentsErrors).payments ?? {};
  // Domain's messages are English source text.
  const message = (m?: string) => (m ? t(m) : undefined);
  const name = (key: string) => `payments.${key}` as Path<T>;
  return (
    <fieldset>
      <legend>{t('Payments')}</legend>
      <div className="settings-row">
        <TextField
          id="settings-payments-advancePercent"
          label={t('Advance (%)')}
          hint={t('Asked on tailor-made and custom orders; 0 means none. Rounded up to the rupee.')}
          type="number"
          step="1"
          inputMode="numeric"
          error={message(e.advancePercent?.message)}
          {...register(name('advancePercent'), { valueAsNumber: true })}
        />
        <label className="row gap settings-check">
          <input type="checkbox" {...register(name('workStartsBeforeAdvance'))} /> {t('Stitching may start before the advance is in')}
        </label>
      </div>
      <div className="settings-row">
        <TextField
          id="settings-payments-upiId"
          label={t('UPI ID')}
          hint={t('Your business UPI ID, e.g. silaistudio@okaxis. Leave empty to hide UPI payments.')}
          autoComplete="off"
          error={message(e.upiId?.message)}
          {...register(name('upiId'))}
        />
        <TextField id="settings-payments-upiPayeeName" label={t('Payee name in UPI apps')} error={message(e.upiPayeeName?.message)} {...register(name('upiPayeeName'))} />
      </div>
    </fieldset>
  );
}
