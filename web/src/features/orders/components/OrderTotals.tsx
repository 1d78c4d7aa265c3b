import { formatINR } from '@tailor/domain/money';
import { SummaryList, SummaryRow } from '../../../components/SummaryList';

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
    <SummaryList className="order-totals" data-testid="order-totals">
      {subtotal !== null && (
        <SummaryRow label="Subtotal" valueTestId="order-subtotal">
          {money(subtotal)}
        </SummaryRow>
      )}
      {discountTotal !== null && discountTotal > 0 && (
        <SummaryRow label="Discount" valueTestId="order-discount">
          − {money(discountTotal)}
        </SummaryRow>
      )}
      {shippingCharge !== null && (
        <SummaryRow label="Shipping" valueTestId="order-shipping">
          {shippingCharge === 0 ? 'Free' : money(shippingCharge)}
        </SummaryRow>
      )}
      <SummaryRow label="Total" className="order-totals-total" valueTestId="order-total">
        {totalPrice === null ? 'Being priced…' : money(totalPrice)}
      </SummaryRow>
    </SummaryList>
  );
}
