import { formatINR } from '@tailor/domain/money';

export interface OrderTotalsProps {
  /** Paise; null where the order does not record it (older orders) or is not priced yet. */
  subtotal: number | null;
  discountTotal: number | null;
  shippingCharge: number | null;
  totalPrice: number | null;
}

const money = (paise: number) => formatINR(paise, { decimals: 2 });

/** Subtotal, discount, shipping and total of an order (or of a checkout before sending). */
export function OrderTotals({ subtotal, discountTotal, shippingCharge, totalPrice }: OrderTotalsProps) {
  return (
    <dl className="summary-list order-totals" data-testid="order-totals">
      {subtotal !== null && (
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="order-subtotal">{money(subtotal)}</dd>
        </div>
      )}
      {discountTotal !== null && discountTotal > 0 && (
        <div>
          <dt>Discount</dt>
          <dd data-testid="order-discount">− {money(discountTotal)}</dd>
        </div>
      )}
      {shippingCharge !== null && (
        <div>
          <dt>Shipping</dt>
          <dd data-testid="order-shipping">{shippingCharge === 0 ? 'Free' : money(shippingCharge)}</dd>
        </div>
      )}
      <div className="order-totals-total">
        <dt>Total</dt>
        <dd data-testid="order-total">{totalPrice === null ? 'Being priced…' : money(totalPrice)}</dd>
      </div>
    </dl>
  );
}
