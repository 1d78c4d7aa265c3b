import { advanceDue, advanceOutstanding, type OrderRecord, type PaymentSettings } from '@tailor/domain';

/**
 * The advance an order asks (its policy from settings/shop) and whether it
 * holds back stitching: when the shop does not start before the advance,
 * the move to stitching waits until the advance is in (docs/money.md).
 */
export function advanceGate(order: Pick<OrderRecord, 'orderType' | 'money'>, policy: PaymentSettings): { advancePaise: number; outstandingPaise: number; blocksStitching: boolean } {
  const advancePaise = advanceDue({ orderType: order.orderType, duePaise: order.money.duePaise }, policy.advancePercent);
  const outstandingPaise = advanceOutstanding(advancePaise, order.money);
  return { advancePaise, outstandingPaise, blocksStitching: outstandingPaise > 0 && !policy.workStartsBeforeAdvance };
}
