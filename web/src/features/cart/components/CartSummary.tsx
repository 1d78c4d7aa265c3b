import { Link } from '../../../components/links';
import { amountToFreeShipping } from '@tailor/domain/shipping';
import { MAX_ORDER_LINES } from '@tailor/domain/order';
import { useShopSettings } from '../../shop-info';
import type { CartSummaryView } from '../data';
import { formatINR } from '@tailor/domain/money';
import { currentLocale } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

// As formatMoney (lib/i18n/money.ts) does; see CartLineItem.tsx for why not through it.
const money = (paise: number) => formatINR(paise, { decimals: 2, locale: currentLocale() });

const EMPTY: CartSummaryView = { totalCartValue: 0, discount: 0, shippingCharge: 0, finalTotal: 0, itemCount: 0 };

/**
 * Subtotal, discount, shipping and total as the functions worked them out
 * (carts/{uid}); lines that cannot be bought now are outside all of them.
 */
export function CartSummary({
  summary,
  current,
  leftOut = 0,
  orderable,
}: {
  summary: CartSummaryView | null;
  current: boolean;
  leftOut?: number;
  /** Lines that can be ordered now (available, with a size where one is needed). */
  orderable: number;
}) {
  const { t, tp } = useT();
  const s = summary ?? EMPTY;
  const subtotal = s.totalCartValue - s.discount;
  // The shop's threshold (settings/shop), the one the cart trigger charges by.
  const { freeShippingThresholdPaise } = useShopSettings();
  const toFree = s.itemCount > 0 ? amountToFreeShipping(subtotal, freeShippingThresholdPaise) : 0;
  return (
    <aside className="card cart-summary" aria-labelledby="cart-summary-title" aria-busy={!current}>
      <h2 id="cart-summary-title" className="cart-summary-title">
        {t('Order Summary')}
      </h2>
      <dl className="cart-summary-rows">
        <div>
          <dt>{tp(s.itemCount, 'Subtotal ({count} item)', 'Subtotal ({count} items)')}</dt>
          <dd data-testid="cart-subtotal">{money(s.totalCartValue)}</dd>
        </div>
        <div className="is-saving">
          <dt>{t('Discount')}</dt>
          <dd data-testid="cart-discount">− {money(s.discount)}</dd>
        </div>
        <div>
          <dt>{t('Shipping')}</dt>
          <dd data-testid="cart-shipping">{s.itemCount === 0 ? '—' : s.shippingCharge === 0 ? t('Free') : money(s.shippingCharge)}</dd>
        </div>
        <div className="is-total">
          <dt>{t('Total')}</dt>
          <dd data-testid="cart-final-total">{money(s.finalTotal)}</dd>
        </div>
      </dl>
      {toFree > 0 && current && (
        <p className="cart-summary-free" data-testid="cart-free-shipping">
          {t('Add {amount} more for free shipping', { amount: money(toFree) })}
        </p>
      )}
      {leftOut > 0 && (
        <p className="cart-summary-leftout muted">
          {tp(leftOut, '{count} line is no longer available and not counted.', '{count} lines are no longer available and not counted.')}
        </p>
      )}
      <p className="cart-summary-status" role="status" aria-live="polite">
        {current ? '' : t('Updating totals…')}
      </p>
      <p className="cart-summary-note muted">{t('Pay on delivery (COD). We call you to confirm design, measurements and payment.')}</p>
      {orderable === 0 ? (
        <p className="cart-summary-blocked" role="note" data-testid="cart-nothing-orderable">
          {t('Nothing in your cart can be ordered right now.')}
        </p>
      ) : (
        <>
          <p className="cart-summary-limit muted" data-testid="cart-order-limit">
            {t('One order holds up to {max} designs.', { max: MAX_ORDER_LINES })}
            {orderable > MAX_ORDER_LINES && (
              <> {t('Your cart has {count}: at checkout you choose which to send now, and the rest stay in your cart for a next order.', { count: orderable })}</>
            )}
          </p>
          <Link to="/checkout" className="btn btn-primary btn-block" data-testid="cart-checkout">
            {t('Checkout')}
          </Link>
        </>
      )}
      <Link to="/gallery" className="btn btn-outline btn-block">
        {t('Continue shopping')}
      </Link>
    </aside>
  );
}
