import type { Dispatch, SetStateAction } from 'react';
import { withoutFixedCustomerErrors, type Errors } from '../checkoutModel';
import type { SavedAddress } from '../data';
import type { CheckoutDraft } from '../draft';
import { AddressPicker } from './AddressPicker';
import { CustomerFields } from './CustomerFields';

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
  return (
    <div className="stack">
      <AddressPicker
        addresses={addresses}
        choice={draft.addressChoice}
        onPick={(a) => update((d) => ({ ...d, addressChoice: a.id, customer: { name: a.name, email: a.email, phone: a.phone, address: a.address } }))}
        onNew={() => update((d) => ({ ...d, addressChoice: 'new' }))}
      />
      <CustomerFields
        customer={draft.customer}
        errors={errors}
        onChange={(c) => {
          update((d) => ({ ...d, customer: c, addressChoice: 'new' }));
          setErrors((e) => withoutFixedCustomerErrors(e, c));
        }}
      />
      {draft.addressChoice === 'new' && (
        <label className="checkbox-row">
          <input type="checkbox" checked={draft.saveAddress} onChange={(e) => update((d) => ({ ...d, saveAddress: e.target.checked }))} />
          <span>Save this address</span>
        </label>
      )}
    </div>
  );
}
