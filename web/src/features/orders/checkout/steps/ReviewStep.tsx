import { MEASUREMENT_FIELDS, orderCategoryFor, type OrderCustomer, type OrderReview } from '@tailor/domain';
import { OrderTotals } from '../../components/OrderTotals';
import { addressLine, measurementLabel, money } from '../checkoutModel';

/** Step 3: the priced lines, where it goes, cash on delivery, notes, and the send button. */
export function ReviewStep({
  review,
  customer,
  specialInstructions,
  onInstructionsChange,
  onSend,
  sending,
  uploading,
}: {
  review: OrderReview | null;
  customer: OrderCustomer;
  specialInstructions: string;
  onInstructionsChange: (text: string) => void;
  onSend: () => void;
  sending: boolean;
  uploading: boolean;
}) {
  return (
    <div className="stack">
      <div className="wizard-card stack">
        <h3 className="wizard-card-title">Your order</h3>
        <ul className="checkout-review-lines" data-testid="checkout-review-lines">
          {(review?.lines ?? []).map((l, i) => (
            <li key={i}>
              <span>
                <strong>{l.productName || 'Design'}</strong> × {l.quantity}
                <span className="muted">
                  {' · '}
                  {l.size
                    ? `Ready-made, size ${l.size}`
                    : l.measurements
                      ? `Tailor-made, ${l.measurements.profileName ? `“${l.measurements.profileName}”` : orderCategoryFor(l.measurements.category)}: ${MEASUREMENT_FIELDS[l.measurements.category]
                          .map((f) => `${measurementLabel(f.label)} ${l.measurements!.values[f.key] ?? 0}″`)
                          .join(', ')}`
                      : ''}
                </span>
              </span>
              <span>{money(l.totalPrice)}</span>
            </li>
          ))}
        </ul>
        {review && <OrderTotals subtotal={review.subtotal} discountTotal={review.discountTotal} shippingCharge={review.shippingCharge} totalPrice={review.totalPrice} />}
        <p className="field-hint">
          Deliver to {addressLine(customer)} · {customer.phone}
        </p>
      </div>
      <div className="wizard-card stack">
        <fieldset className="payment-method">
          <legend className="wizard-card-title">Payment method</legend>
          <label className="payment-option">
            <input type="radio" name="checkout-payment" value="COD" checked readOnly />
            <span>
              <strong>Cash on Delivery (COD)</strong>
              <span className="field-hint">No online payment. We confirm the price on a call, and you pay when you receive your order.</span>
            </span>
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor="checkout-notes">Special instructions</label>
          <textarea
            id="checkout-notes"
            maxLength={2000}
            placeholder="Optional: best time to call, delivery notes…"
            value={specialInstructions}
            onChange={(e) => onInstructionsChange(e.target.value)}
          />
        </div>
        <button type="button" className="btn btn-primary btn-block send-order" onClick={onSend} disabled={sending || uploading}>
          {sending ? 'Sending…' : uploading ? 'Waiting for uploads…' : 'Send order request'}
        </button>
        <p className="field-hint center-text">Nothing is charged now. We will call you to confirm.</p>
      </div>
    </div>
  );
}
