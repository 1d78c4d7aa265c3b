import { formatINR } from '@tailor/domain/money';
import { currentLocale } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import { SummaryList, SummaryRow } from '../../../components/SummaryList';

export interface OrderTotalsProps {
  /** Paise; null where the order does not record it (older orders) or is not priced yet. */
  subtotal: number | null;
  discountTotal: number | null;
  shippingCharge: number | null;
  totalPrice: number | null;
}

// As formatMoney (lib/i18n/money.ts) does; see cart/components/CartLineItem.tsx for why not through it.
const money = (paise: number) => formatINR(paise, { decimals: 2, locale: currentLocale() });

/** Subtotal, discount, shipping and total of an order (or of a checkout before sending). */
export function OrderTotals({ subtotal, discountTotal, shippingCharge, totalPrice }: OrderTotalsProps) {
  const { t } = useT();
  return (
    <SummaryList className="order-totals" data-testid="order-totals">
      {subtotal !== null && (
        <SummaryRow label={t('Subtotal')} valueTestId="order-subtotal">
          {money(subtotal)}
        </SummaryRow>
      )}
      {discountTotal !== null && discountTotal > 0 && (
        <SummaryRow label={t('Discount')} valueTestId="order-discount">
          − {money(discountTotal)}
        </SummaryRow>
      )}
      {shippingCharge !== null && (
        <SummaryRow label={t('Shipping')} valueTestId="order-shipping">
          {shippingCharge === 0 ? t('Free') : money(shippingCharge)}
        </SummaryRow>
      )}
      <SummaryRow label={t('Total')} className="order-totals-total" valueTestId="order-total">
        {totalPrice === null ? t('Being priced…') : money(totalPrice)}
      </SummaryRow>
    </SummaryList>
  );
}
