import { useFormContext } from 'react-hook-form';
import { INDIAN_STATES, type OrderDraft } from '@tailor/domain';
import { FieldError, useFieldA11y } from '../components/FieldError';

type Name = 'customer.name' | 'customer.email' | 'customer.phone' | 'customer.address.street' | 'customer.address.city' | 'customer.address.pincode';

function TextField({
  name,
  id,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  maxLength,
}: {
  name: Name;
  id: string;
  label: string;
  type?: string;
  autoComplete: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength: number;
}) {
  const { register } = useFormContext<OrderDraft>();
  const a11y = useFieldA11y(name, `${id}-error`);
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        required
        {...register(name)}
        {...a11y}
      />
      <FieldError name={name} id={`${id}-error`} />
    </div>
  );
}

export function CustomerStep() {
  const { register } = useFormContext<OrderDraft>();
  const stateA11y = useFieldA11y('customer.address.state', 'customer-state-error');
  return (
    <div className="stack">
      <div className="wizard-card form-grid two">
        <TextField name="customer.name" id="customer-name" label="Full Name" autoComplete="name" maxLength={80} />
        <TextField name="customer.email" id="customer-email" label="Email Address" type="email" inputMode="email" autoComplete="email" maxLength={254} />
        <TextField
          name="customer.phone"
          id="customer-phone"
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          maxLength={16}
        />
      </div>
      <fieldset className="wizard-card">
        <legend className="wizard-card-title">Shipping Address</legend>
        <div className="form-grid two">
          <div className="span-2">
            <TextField name="customer.address.street" id="customer-street" label="Street address" autoComplete="street-address" maxLength={200} />
          </div>
          <TextField name="customer.address.city" id="customer-city" label="City" autoComplete="address-level2" maxLength={80} />
          <div className="field">
            <label htmlFor="customer-state">
              State <span aria-hidden="true">*</span>
            </label>
            <select id="customer-state" autoComplete="address-level1" required {...register('customer.address.state')} {...stateA11y}>
              <option value="">Select state</option>
              {INDIAN_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            <FieldError name="customer.address.state" id="customer-state-error" />
          </div>
          <TextField
            name="customer.address.pincode"
            id="customer-pincode"
            label="Pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="6-digit pincode"
            maxLength={7}
          />
          <input type="hidden" {...register('customer.address.country')} />
        </div>
      </fieldset>
    </div>
  );
}
