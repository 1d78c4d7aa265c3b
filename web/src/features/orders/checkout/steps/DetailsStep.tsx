import type { ChangeEvent, Dispatch, SetStateAction } from 'react';
import type { OrderCustomer } from '@tailor/domain';
import { withoutFixedCustomerErrors, type Errors } from '../checkoutModel';
import type { SavedAddress } from '../data';
import type { CheckoutDraft } from '../draft';
import { useT } from '../../../../lib/i18n/useT';
import { problemText } from '../../problemText';
import { AddressPicker } from './AddressPicker';
import { CustomerFields, type CustomerPath } from '../../components/CustomerFields';

/** Step 1: who orders and where it goes. */
export function DetailsStep({
  draft,
  addresses,
  errors,
  setErrors,
  update,
}: {
  draft: CheckoutDraft;
  addresses: SavedAddress[];
  errors: Errors;
  setErrors: Dispatch<SetStateAction<Errors>>;
  update: (fn: (d: CheckoutDraft) => CheckoutDraft) => void;
}) {
  const { t } = useT();
  const change = (c: OrderCustomer) => {
    update((d) => ({ ...d, customer: c, addressChoice: 'new' }));
    setErrors((e) => withoutFixedCustomerErrors(e, c));
  };
  const c = draft.customer;
  const bind = (path: CustomerPath) => {
    const [head, key] = path.split('.') as ['name' | 'email' | 'phone' | 'address', 'street' | 'city' | 'state' | 'pincode' | undefined];
    return key
      ? { value: c.address[key], onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => change({ ...c, address: { ...c.address, [key]: e.target.value } }) }
      : { value: c[head as 'name'], onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => change({ ...c, [head]: e.target.value }) };
  };
  return (
    <div className="stack">
      <AddressPicker
        addresses={addresses}
        choice={draft.addressChoice}
        onPick={(a) => update((d) => ({ ...d, addressChoice: a.id, customer: { name: a.name, email: a.email, phone: a.phone, address: a.address } }))}
        onNew={() => update((d) => ({ ...d, addressChoice: 'new' }))}
      />
      <CustomerFields idPrefix="checkout" bind={bind} errorOf={(path) => errors[`customer.${path}`] && problemText(errors[`customer.${path}`]!)} />
      {draft.addressChoice === 'new' && (
        <label className="checkbox-row">
          <input type="checkbox" checked={draft.saveAddress} onChange={(e) => update((d) => ({ ...d, saveAddress: e.target.checked }))} />
          <span>{t('Save this address')}</span>
        </label>
      )}
    </div>
  );
}
