import { useEffect, useState } from 'react';
import { VISIT_KIND_LABELS } from '@tailor/domain';
import { reportError } from '../../lib/reportError';
import { useT } from '../../lib/i18n/useT';
import { slotText } from './bookingText';
import { watchOrderBookings, type Booking } from './data';

/** The admin's order page: the visits booked for this order (trial fittings), cancelled ones struck through. */
export function OrderBookings({ orderId }: { orderId: string }) {
  const { t } = useT();
  const [list, setList] = useState<Booking[] | null>(null);
  useEffect(() => watchOrderBookings(orderId, setList, (e) => reportError('Loading the order’s bookings failed', e)), [orderId]);
  if (!list || list.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="order-bookings-title">
      <h2 className="admin-panel-title" id="order-bookings-title">
        {t('Visits booked')}
      </h2>
      <ul>
        {list.map((b) => (
          <li key={b.id}>
            {b.status === 'cancelled' ? (
              <s>
                {t(VISIT_KIND_LABELS[b.kind])} · {slotText(b.day, b.time)}
              </s>
            ) : (
              <>
                {t(VISIT_KIND_LABELS[b.kind])} · {slotText(b.day, b.time)}
              </>
            )}
            {b.status === 'cancelled' && ' ' + t('(cancelled)')}
          </li>
        ))}
      </ul>
    </section>
  );
}
