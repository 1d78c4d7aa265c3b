import { Link } from 'react-router-dom';
import { formatINR } from '@tailor/domain/money';
import type { CartSummaryView } from '../data';

const money = (paise: number) => formatINR(paise, { decimals: 2 });

export function CartSummary({ summary, current }: { summary: CartSummaryView | null; current: boolean }) {
  const s = summary ?? { totalCartValue: 0, discount: 0, finalTotal: 0, itemCount: 0 };
  return (
    <aside className="card cart-summary" aria-labelledby="cart-summary-title" aria-busy={!current}>
      <h2 id="cart-summary-title" className="cart-summary-title">
        Order Summary
      </h2>
      <dl className="cart-summary-rows">
        <div>
          <dt>
            Subtotal ({s.itemCount} item{s.itemCount === 1 ? '' : 's'})
          </dt>
          <dd data-testid="cart-subtotal">{money(s.totalCartValue)}</dd>
        </div>
        <div className="is-saving">
          <dt>Discount</dt>
          <dd data-testid="cart-discount">− {money(s.discount)}</dd>
        </div>
        <div className="is-total">
          <dt>Final total</dt>
          <dd data-testid="cart-final-total">{money(s.finalTotal)}</dd>
        </div>
      </dl>
      <p className="cart-summary-status" role="status" aria-live="polite">
        {current ? '' : 'Updating totals…'}
      </p>
      <p className="cart-summary-note muted">
        Pay on delivery (COD). Open a line's order form to send your request; we call you to confirm design, measurements and
        payment.
      </p>
      <Link to="/checkout" className="btn btn-primary btn-block" data-testid="cart-checkout">
        Checkout
      </Link>
      <Link to="/gallery" className="btn btn-outline btn-block">
        Continue shopping
      </Link>
    </aside>
  );
}
