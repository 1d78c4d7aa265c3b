import { formatINR } from '@tailor/domain/money';
import type { OrderRecord } from '@tailor/domain/orderRecord';

export { ORDER_TYPE_LABELS } from '@tailor/domain/options';


/** 'Price on call' for custom requests without products; 'Being priced…' until trusted code priced the order. */
export function orderTotalText(order: OrderRecord): string {
  if (order.lines.length === 0) return 'Price on call';
  if (!order.priced || order.totalPrice === null) return 'Being priced…';
  return formatINR(order.totalPrice, { decimals: 2 });
}
