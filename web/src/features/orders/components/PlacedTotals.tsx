import { rupeesToPaise, type PlacedOrder } from '@tailor/domain';
import { OrderTotals } from './OrderTotals';

/** The totals of the API's answer (rupees, as /api/v1 speaks) shown as every order's totals are (paise). */
export function PlacedTotals({ order }: { order: PlacedOrder }) {
  return (
    <OrderTotals
      subtotal={rupeesToPaise(order.subtotal)}
      discountTotal={rupeesToPaise(order.discount)}
      shippingCharge={rupeesToPaise(order.shippingCharge)}
      totalPrice={rupeesToPaise(order.totalPrice)}
    />
  );
}
