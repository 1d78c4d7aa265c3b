import { MEASUREMENT_FIELDS, orderCategoryFor, type OrderCustomer, type OrderReview } from '@tailor/domain';
import type { ChangeEvent, ReactNode } from 'react';
import { OrderTotals } from '../../components/OrderTotals';
import { PaymentAndNotes, SendOrderButton } from '../../components/CashOnDelivery';
import { addressLine, measurementLabel, money } from '../checkoutModel';
import { useT } from '../../../../lib/i18n/useT';
import { problemText } from '../../problemText';

/** Step 3: the priced lines, where it goes, cash on delivery, notes, and the send button. */
export function ReviewStep({
  review,
  customer,
  specialInstructions,
  onInstructionsChange,
  onSend,
  sending,
  uploading,
  lineProblems,
  messages,
  notice,
}: {
  review: OrderReview | null;
  customer: OrderCustomer;
  specialInstructions: string;
  onInstructionsChange: (text: string) => void;
  onSend: () => void;
  sending: boolean;
  uploading: boolean;
  /** The shop's refusal of each line when it was sent, by position. */
  lineProblems: (string | undefined)[];
  /** Field messages no other step shows. */
  messages: string[];
  /** What happened to the last send (offline, no answer…), beside the button. */
  notice: ReactNode;
}) {
  const { t } = useT();
  return (
    <div className="stack">
      <div className="wizard-card stack">
        <h3 className="wizard-card-title">{t('Your order')}</h3>
        <ul className="checkout-review-lines" data-testid="checkout-review-lines">
          {(review?.lines ?? []).map((l, i) => (
            <li key={i}>
              <span>
                <strong>{l.productName || t('Design')}</strong> × {l.quantity}
                <span className="muted">
                  {' · '}
                  {l.size
                    ? t('Ready-made, size {size}', { size: l.size })
                    : l.measurements
                      ? t('Tailor-made, {measured}: {values}', {
                          measured: l.measurements.profileName ? `“${l.measurements.profileName}”` : t(orderCategoryFor(l.measurements.category)),
                          values: MEASUREMENT_FIELDS[l.measurements.category]
                            .map((f) => `${measurementLabel(t(f.label))} ${l.measurements!.values[f.key] ?? 0}″`)
                            .join(', '),
                        })
                      : ''}
                </span>
              </span>
              <span>{money(l.totalPrice)}</span>
              {lineProblems[i] && (
                <span className="field-error checkout-review-problem" role="alert">
                  {problemText(lineProblems[i])}
                </span>
              )}
            </li>
          ))}
        </ul>
        {review && <OrderTotals subtotal={review.subtotal} discountTotal={review.discountTotal} shippingCharge={review.shippingCharge} totalPrice={review.totalPrice} />}
        <p className="field-hint">
          {t('Deliver to {address} · {phone}', { address: addressLine(customer), phone: customer.phone })}
        </p>
      </div>
      <div className="wizard-card stack">
        <PaymentAndNotes
          radioName="checkout-payment"
          notesId="checkout-notes"
          notes={{ value: specialInstructions, onChange: (e: ChangeEvent<HTMLTextAreaElement>) => onInstructionsChange(e.target.value) }}
        />
        {messages.length > 0 && (
          <ul className="notice notice-error" role="alert">
            {messages.map((m) => (
              <li key={m}>{problemText(m)}</li>
            ))}
          </ul>
        )}
        {notice}
        <SendOrderButton type="button" onClick={onSend} sending={sending} uploading={uploading} />
      </div>
    </div>
  );
}
