import type { ReactNode } from 'react';
import { INDIAN_STATES } from '@tailor/domain';
import { SelectField, TextField } from '../../../components/form/Field';
import { useT } from '../../../lib/i18n/useT';

export type CustomerPath = 'name' | 'email' | 'phone' | 'address.street' | 'address.city' | 'address.state' | 'address.pincode';

/** What ties one input to the form holding it: a registration, or value and onChange. */
type Binding = Record<string, unknown>;

/**
 * Name, e-mail, phone and the shipping address, each with its message under it. Both the
 * order form and checkout ask them; each form binds the inputs its own way.
 */
export function CustomerFields({
  idPrefix,
  bind,
  errorOf,
  children,
}: {
  idPrefix: string;
  bind: (path: CustomerPath) => Binding;
  errorOf: (path: CustomerPath) => string | undefined;
  /** More inputs at the end of the address (a hidden country). */
  children?: ReactNode;
}) {
  const { t } = useT();
  const id = (path: CustomerPath) => `${idPrefix}-${path.replace('address.', '')}`;
  const common = (path: CustomerPath) => ({ id: id(path), error: errorOf(path), required: true, ...bind(path) });
  return (
    <>
      <div className="wizard-card form-grid two">
        <TextField label={t('Full Name')} autoComplete="name" maxLength={80} {...common('name')} />
        <TextField label={t('Email Address')} type="email" inputMode="email" autoComplete="email" maxLength={254} {...common('email')} />
        <TextField
          label={t('Phone Number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('10-digit mobile number')} maxLength={16} {...common('phone')} />
      </div>
      <fieldset className="wizard-card">
        <legend className="wizard-card-title">{t('Shipping Address')}</legend>
        <div className="form-grid two">
          <TextField label={t('Street address')} className="span-2" autoComplete="street-address" maxLength={200} {...common('address.street')} />
          <TextField label={t('City')} autoComplete="address-level2" maxLength={80} {...common('address.city')} />
          <SelectField
            label={t('State')}
            autoComplete="address-level1"
            placeholder={t('Select state')}
            options={INDIAN_STATES.map((state) => ({ value: state, label: t(state) }))} {...common('address.state')} />
          <TextField
            label={t('Pincode')}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={t('6-digit pincode')} maxLength={7} {...common('address.pincode')} />
          {children}
        </div>
      </fieldset>
    </>
  );
}
