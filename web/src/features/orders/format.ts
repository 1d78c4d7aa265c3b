import { formatINR } from '@tailor/domain/money';
import type { OrderRecord } from '@tailor/domain/orderRecord';
import { msg } from '../../lib/i18n/translate';

import { ORDER_TYPE_LABELS } from '@tailor/domain/options';

export { ORDER_TYPE_LABELS };


/** 'Price on call' for custom requests without products; 'Being priced…' until trusted code priced the order. */
export function orderTotalText(order: OrderRecord): string {
  if (order.lines.length === 0) return msg('Price on call');
  if (!order.priced || order.totalPrice === null) return msg('Being priced…');
  return formatINR(order.totalPrice, { decimals: 2 });
}

/**
 * What kind of order it is, as the customer reads it: by its lines when it has
 * them (a cart checkout of ready-made and tailor-made pieces is stored as a
 * 'tailor' order, but it is both), else by its order type (a custom design).
 */
export function orderKindLabel(order: Pick<OrderRecord, 'orderType' | 'lines'>): string {
  const types = new Set(order.lines.map((l) => l.productType));
  if (types.has('readymade') && types.has('tailor')) return msg('Ready-made and tailor-made');
  return ORDER_TYPE_LABELS[order.orderType];
}
