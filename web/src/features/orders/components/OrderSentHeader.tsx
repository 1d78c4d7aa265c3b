import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { parseOrderNumber } from '@tailor/domain/orderNumbers';
import type { OrderRecord } from '@tailor/domain/orderRecord';

/** The order's number once trusted code has given it (SS-1001, …), a moment after the order is stored; null until then. */
export function assignedNumber(order: OrderRecord | null): string | null {
  return order && parseOrderNumber(order.orderNumber) !== null ? order.orderNumber : null;
}

/** "Order request sent" and the order's number; the heading takes the focus so the news is read first. */
export function OrderSentHeader({ titleId, order }: { titleId: string; order: OrderRecord | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const assigned = assignedNumber(order);
  return (
    <>
      <div className="confirm-check center-text" aria-hidden="true">
        ✓
      </div>
      <h1 className="page-title center-text" id={titleId} ref={heading} tabIndex={-1}>
        Order request sent
      </h1>
      <p className="confirm-number center-text">
        Your order number is{' '}
        <strong data-testid="order-number" aria-live="polite" aria-busy={assigned === null}>
          {assigned ?? '…'}
        </strong>
      </p>
    </>
  );
}

export function OrderSentLinks({ orderId }: { orderId: string }) {
  return (
    <p className="row gap center">
      <Link to={`/orders/${orderId}`}>View this order</Link>
      <span aria-hidden="true">·</span>
      <Link to="/orders">My orders</Link>
    </p>
  );
}
