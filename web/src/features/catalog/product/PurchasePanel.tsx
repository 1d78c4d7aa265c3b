import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/links';
import { formatINR, type CartProductType, type Product } from '@tailor/domain';
import { phoneHref } from '@tailor/domain/shopDetails';
import { useShopSettings } from '../../shop-info';
import { useAddToCart } from '../../cart';
import { SizePicker } from '../../../components/SizePicker';
import { usePurchaseChoice } from '../../../components/usePurchaseChoice';
import { msg, t } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import './PurchasePanel.css';

const HINTS: Record<CartProductType, string> = {
  readymade: msg('Ready to wear, in standard sizes'),
  tailor: msg('Stitched to your measurements'),
};

/** Where Buy Now goes: the one-design checkout, with the ready-made size in the query. */
export function buyNowPath(productId: string, type: CartProductType, size?: string): string {
  const path = `/order/${encodeURIComponent(productId)}/${type}`;
  return size ? `${path}?${new URLSearchParams({ size }).toString()}` : path;
}

/** The reason an option is disabled, and what the shopper can do instead (labels and reason as given: English text, translated here). */
export function blockedText(label: string, blocker: string | null, reason: string, other: string | undefined): string {
  if (blocker === 'discontinued') return t('{reason}. Call us to ask about a similar piece.', { reason: t(reason) });
  if (other) return t('{option}: {reason}. {other} can still be ordered.', { option: t(label), reason: t(reason), other: t(other) });
  return t('{option}: {reason}. Call us to check when it is back.', { option: t(label), reason: t(reason) });
}

/**
 * The price card: the discount applied to each option separately, the saving,
 * two decimals (spec section 9), the size for ready-made (with its size guide),
 * then Buy Now and Add to Cart for the chosen option. An option that cannot be
 * bought says why, and its buttons are disabled.
 */
export function PurchasePanel({ product, showBuy = true }: { product: Product; showBuy?: boolean }) {
  const { t } = useT();
  const shop = useShopSettings();
  const choice = usePurchaseChoice(product);
  const { options, selected } = choice;
  const name = useId();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const [adding, setAdding] = useState(false);
  const discount = product.discount ?? 0;

  if (!selected) {
    return (
      <section className="info-card purchase-panel" aria-label={t('Price')}>
        <h2>{t('Price')}</h2>
        <p className="muted">{t('This design is priced on request.')}</p>
        <a className="btn btn-primary" href={phoneHref(shop)}>
          {t('Call {phone}', { phone: shop.phone })}
        </a>
      </section>
    );
  }

  const reason = selected.reason;
  const reasonId = `${name}-reason`;
  const otherOption = options.find((o) => o.type !== selected.type && !o.blocker);

  return (
    <section className="info-card purchase-panel" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{t('Price')}</h2>
      <fieldset className="purchase-options">
        <legend className="sr-only">{t('Choose an option')}</legend>
        {options.map((option) => (
          <label key={option.type} className={`purchase-option${option.type === selected.type ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name={name}
              value={option.type}
              checked={option.type === selected.type}
              onChange={() => choice.choose(option.type)}
            />
            <span className="purchase-option-text">
              <span className="purchase-option-label">{t(option.label)}</span>
              <span className="purchase-option-hint">{t(HINTS[option.type])}</span>
              {option.reason && <span className="purchase-option-blocked">{t(option.reason)}</span>}
            </span>
            <span className="purchase-option-price">
              <span className="purchase-price-now" data-testid={`price-${option.type}`}>
                {formatINR(option.final, { decimals: 2 })}
              </span>
              {option.saving > 0 && (
                <>
                  <s className="price-was">
                    <span className="sr-only">{t('was')} </span>
                    {formatINR(option.price, { decimals: 2 })}
                  </s>
                  <span className="purchase-saving" data-testid={`saving-${option.type}`}>
                    {t('You save {amount} ({discount}% off)', { amount: formatINR(option.saving, { decimals: 2 }), discount })}
                  </span>
                </>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {selected.type === 'readymade' && !selected.blocker && (
        <SizePicker category={product.category} sizes={choice.sizes} value={choice.size} onChange={choice.setSize} error={choice.sizeError} />
      )}
      {reason && (
        <p className="notice purchase-note purchase-blocked" id={reasonId}>
          {blockedText(selected.label, selected.blocker, reason, otherOption?.label)}
        </p>
      )}
      <div className="purchase-actions">
        {showBuy &&
          (reason ? (
            <button type="button" className="btn btn-primary" disabled aria-describedby={reasonId}>
              {t('Buy Now')}
            </button>
          ) : (
            <Link
              className="btn btn-primary"
              to={buyNowPath(product.id, selected.type, choice.size ?? undefined)}
              onClick={(event) => {
                event.preventDefault();
                const what = choice.confirm();
                if (what) void navigate(buyNowPath(product.id, what.type, what.size));
              }}
            >
              {t('Buy Now')}
            </Link>
          ))}
        <button
          type="button"
          className={`btn ${showBuy ? 'btn-outline' : 'btn-primary'}`}
          disabled={adding || !!reason}
          aria-describedby={reason ? reasonId : undefined}
          onClick={async () => {
            const what = choice.confirm();
            if (!what) return;
            setAdding(true);
            try {
              await addToCart({ id: product.id, productName: product.productName }, what.type, what.size);
            } finally {
              setAdding(false);
            }
          }}
        >
          {adding ? t('Adding...') : t('Add to Cart')}
        </button>
      </div>
      <p className="purchase-foot muted">
        {product.shippingCost > 0 ? t('Shipping {amount}', { amount: formatINR(product.shippingCost, { decimals: 2 }) }) : t('Free shipping')}
        {' · '}
        {t('Cash on delivery · Order confirmed by phone')}
      </p>
    </section>
  );
}
