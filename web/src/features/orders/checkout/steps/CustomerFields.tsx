import { INDIAN_STATES, type OrderCustomer } from '@tailor/domain';
import type { Errors } from '../checkoutModel';

/** Name, email, phone and the shipping address, each with its message under it. */
export function CustomerFields({ customer, errors, onChange }: { customer: OrderCustomer; errors: Errors; onChange: (c: OrderCustomer) => void }) {
  const field = (name: keyof Omit<OrderCustomer, 'address'>, label: string, props: Record<string, unknown>) => (
    <div className="field">
      <label htmlFor={`checkout-${name}`}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`checkout-${name}`}
        value={customer[name]}
        onChange={(e) => onChange({ ...customer, [name]: e.target.value })}
        aria-invalid={errors[`customer.${name}`] ? true : undefined}
        aria-describedby={errors[`customer.${name}`] ? `checkout-${name}-error` : undefined}
        required
        {...props}
      />
      {errors[`customer.${name}`] && (
        <p className="field-error" id={`checkout-${name}-error`}>
          {errors[`customer.${name}`]}
        </p>
      )}
    </div>
  );
  const addr = (name: 'street' | 'city' | 'pincode', label: string, props: Record<string, unknown>) => (
    <div className={name === 'street' ? 'field span-2' : 'field'}>
      <label htmlFor={`checkout-${name}`}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`checkout-${name}`}
        value={customer.address[name]}
        onChange={(e) => onChange({ ...customer, address: { ...customer.address, [name]: e.target.value } })}
        aria-invalid={errors[`customer.address.${name}`] ? true : undefined}
        aria-describedby={errors[`customer.address.${name}`] ? `checkout-${name}-error` : undefined}
        required
        {...props}
      />
      {errors[`customer.address.${name}`] && (
        <p className="field-error" id={`checkout-${name}-error`}>
          {errors[`customer.address.${name}`]}
        </p>
      )}
    </div>
  );
  return (
    <>
      <div className="wizard-card form-grid two">
        {field('name', 'Full Name', { autoComplete: 'name', maxLength: 80 })}
        {field('email', 'Email Address', { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 })}
        {field('phone', 'Phone Number', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', placeholder: '10-digit mobile number', maxLength: 16 })}
      </div>
      <fieldset className="wizard-card">
        <legend className="wizard-card-title">Shipping Address</legend>
        <div className="form-grid two">
          {addr('street', 'Street address', { autoComplete: 'street-address', maxLength: 200 })}
          {addr('city', 'City', { autoComplete: 'address-level2', maxLength: 80 })}
          <div className="field">
            <label htmlFor="checkout-state">
              State <span aria-hidden="true">*</span>
            </label>
            <select
              id="checkout-state"
              autoComplete="address-level1"
              value={customer.address.state}
              onChange={(e) => onChange({ ...customer, address: { ...customer.address, state: e.target.value } })}
              aria-invalid={errors['customer.address.state'] ? true : undefined}
              aria-describedby={errors['customer.address.state'] ? 'checkout-state-error' : undefined}
            >
              <option value="">Select state</option>
              {INDIAN_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {errors['customer.address.state'] && (
              <p className="field-error" id="checkout-state-error">
                {errors['customer.address.state']}
              </p>
            )}
          </div>
          {addr('pincode', 'Pincode', { inputMode: 'numeric', autoComplete: 'postal-code', placeholder: '6-digit pincode', maxLength: 7 })}
        </div>
      </fieldset>
    </>
  );
}
