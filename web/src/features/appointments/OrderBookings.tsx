import { useEffect, useState } from 'react';
import { slotLabel, VISIT_KIND_LABELS } from '@tailor/domain';
import { reportError } from '../../lib/reportError';
import { watchOrderBookings, type Booking } from './data';

/** The admin's order page: the visits booked for this order (trial fittings), cancelled ones struck through. */
export function OrderBookings({ orderId }: { orderId: string }) {
  const [list, setList] = useState<Booking[] | null>(null);
  useEffect(() => watchOrderBookings(orderId, setList, (e) => reportError('Loading the order’s bookings failed', e)), [orderId]);
  if (!list || list.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="order-bookings-title">
      <h2 className="admin-panel-title" id="order-bookings-title">
        Visits booked
      </h2>
      <ul>
        {list.map((b) => (
          <li key={b.id}>
            {b.status === 'cancelled' ? (
              <s>
                {VISIT_KIND_LABELS[b.kind]} · {slotLabel(b.day, b.time)}
              </s>
            ) : (
              <>
                {VISIT_KIND_LABELS[b.kind]} · {slotLabel(b.day, b.time)}
              </>
            )}
            {b.status === 'cancelled' && ' (cancelled)'}
          </li>
        ))}
      </ul>
    </section>
  );
}
