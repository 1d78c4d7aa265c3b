import { CUSTOMER_STATUS_LABELS, progressSteps } from '@tailor/domain/orderFlow';
import type { OrderRecord } from '@tailor/domain/orderRecord';
import { useT } from '../../../lib/i18n/useT';

/** Where the order stands in its own flow (ready-made orders skip stitching and approval). */
export function OrderProgress({ order }: { order: Pick<OrderRecord, 'orderType' | 'orderStatus'> }) {
  const { t } = useT();
  if (order.orderStatus === 'cancelled') return null;
  const steps = progressSteps(order.orderType, order.orderStatus);
  return (
    <ol className="order-progress" aria-label={t('Order progress')}>
      {steps.map((s) => (
        <li key={s.status} className={`is-${s.state}`} aria-current={s.state === 'current' ? 'step' : undefined}>
          <span className="order-progress-dot" aria-hidden="true" />
          <span className="order-progress-label">
            {t(CUSTOMER_STATUS_LABELS[s.status])}
            {s.state === 'done' && <span className="sr-only"> {t('(done)')}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
