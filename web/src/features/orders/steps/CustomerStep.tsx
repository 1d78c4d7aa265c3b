import { get, useFormContext, useFormState } from 'react-hook-form';
import type { OrderDraft } from '@tailor/domain';
import { CustomerFields } from '../components/CustomerFields';
import { problemText } from '../problemText';

export function CustomerStep() {
  const { register } = useFormContext<OrderDraft>();
  const { errors } = useFormState<OrderDraft>();
  return (
    <div className="stack">
      <CustomerFields
        idPrefix="customer"
        bind={(path) => register(`customer.${path}`)}
        errorOf={(path) => {
          const message = (get(errors, `customer.${path}`) as { message?: string } | undefined)?.message;
          return message && problemText(message);
        }}
      >
        <input type="hidden" {...register('customer.address.country')} />
      </CustomerFields>
    </div>
  );
}
