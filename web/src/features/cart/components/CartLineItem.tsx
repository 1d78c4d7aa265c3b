import { useId } from 'react';
import { Link } from '../../../components/links';
import { discountedPaise, formatINR } from '@tailor/domain/money';
import { CART_PRODUCT_TYPE_LABELS } from '@tailor/domain/options';
import { CART_LINE_BLOCKER_MESSAGES } from '@tailor/domain/cart';
import { isSize, type Size } from '@tailor/domain/sizes';
import type { CartLineView } from '../data';
import { sizeLabel } from '../sizeLabel';
import { ShopImage } from '../../../components/ShopImage';
import { currentLocale, t } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

export interface CartLineHandlers {
  onIncrease: (line: CartLineView) => void;
  onDecrease: (line: CartLineView) => void;
  onRemove: (line: CartLineView) => void;
  onChooseSize: (line: CartLineView, size: Size) => void;
}

// formatMoney's own line (lib/i18n/money.ts): imported by a second lazy screen, that module becomes a chunk
// of its own, whose name the first download's preload table then carries (bytes `/` does not have).
const money = (paise: number) => formatINR(paise, { decimals: 2, locale: currentLocale() });

/** The line's name: known once priced; a deleted design's line keeps the name it had, or says it is gone. */
function lineName(line: CartLineView): string {
  if (line.productName) return line.productName;
  return line.blocker || line.priced ? t('A design no longer in the shop') : t('Loading design…');
}

/** A ready-made line from before sizes: the shopper picks one of the design's sizes, and the line moves to it. */
function ChooseSize({ line, busy, label, onChooseSize }: { line: CartLineView; busy: boolean; label: string; onChooseSize: CartLineHandlers['onChooseSize'] }) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="cart-line-size">
      <label htmlFor={id}>
        {t('Choose a size')}
        <span className="sr-only"> {t('for {label}', { label })}</span>
      </label>
      <select
        id={id}
        value=""
        disabled={busy || line.sizes.length === 0}
        onChange={(e) => {
          const size = e.target.value;
          if (isSize(size)) onChooseSize(line, size);
        }}
      >
        <option value="" disabled>
          {line.sizes.length === 0 ? t('Loading sizes…') : t('Size')}
        </option>
        {line.sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CartLineItem({ line, busy, onIncrease, onDecrease, onRemove, onChooseSize }: CartLineHandlers & { line: CartLineView; busy: boolean }) {
  const { t } = useT();
  const tailor = line.productType === 'tailor';
  const name = lineName(line);
  const unit = line.price !== undefined ? discountedPaise(line.price, line.discount) : undefined;
  const image = line.image[0];
  const option = t(CART_PRODUCT_TYPE_LABELS[line.productType]);
  const optionText = line.size ? `${option}, ${sizeLabel(line.size)}` : option;
  // Both options and several sizes of one design can be in the cart: controls name them too.
  const label = `${name} (${optionText})`;
  const needsSize = line.blocker === 'no-size';
  // Withdrawn designs: no price, no quantity, no order form (its page would be a dead end); only Remove.
  const gone = line.blocker !== null && !needsSize;
  // Deleted or inactive designs have no page a shopper can open.
  const linkable = line.blocker !== 'deleted' && line.blocker !== 'inactive';
  const orderHref = tailor ? `/order/${line.productId}/tailor` : `/order/${line.productId}/readymade${line.size ? `?size=${encodeURIComponent(line.size)}` : ''}`;

  return (
    <li className={`cart-line card${line.available ? '' : ' is-unavailable'}`} data-testid={`cart-line-${line.id}`}>
      {linkable ? (
        <Link to={`/product/${line.productId}`} className="cart-line-media" tabIndex={-1} aria-hidden="true">
          {image ? <ShopImage url={image} alt="" sizes="cartLine" width={96} height={120} /> : <span className="cart-line-noimg skeleton" />}
        </Link>
      ) : (
        <span className="cart-line-media" aria-hidden="true">
          {image ? <ShopImage url={image} alt="" sizes="cartLine" width={96} height={120} /> : <span className="cart-line-noimg" />}
        </span>
      )}
      <div className="cart-line-body">
        <div className="cart-line-head">
          <h3 className="cart-line-name">{linkable ? <Link to={`/product/${line.productId}`}>{name}</Link> : name}</h3>
          <span className="cart-line-badges">
            <span className={`badge ${tailor ? 'badge-tailor' : 'badge-ready'}`}>{option}</span>
            {line.size && <span className="badge badge-size">{line.size === 'Free Size' ? t('Free Size') : t('Size {size}', { size: line.size })}</span>}
          </span>
        </div>
        {line.category && <p className="cart-line-meta muted">{t(line.category)}</p>}
        {gone && line.blocker && (
          <p className="cart-line-flag" role="note" data-testid="cart-line-unavailable">
            <strong>{t(CART_LINE_BLOCKER_MESSAGES[line.blocker])}</strong>
            <span> · {t('not counted in your total')}</span>
          </p>
        )}
        {needsSize && (
          <p className="cart-line-flag cart-line-flag-soft" role="note">
            {t('Choose a size to count this line in your total.')}
          </p>
        )}
        {!gone && (
          <p className="cart-line-price">
            {unit !== undefined ? (
              <>
                <span>{money(unit)}</span>
                {line.discount > 0 && line.price !== undefined && (
                  <>
                    {' '}
                    <s className="muted">{money(line.price)}</s> <span className="badge badge-discount">{t('{discount}% off', { discount: line.discount })}</span>
                  </>
                )}
                <span className="muted"> {t('each')}</span>
              </>
            ) : (
              <span className="muted">{t('Price updating…')}</span>
            )}
          </p>
        )}

        {needsSize && <ChooseSize line={line} busy={busy} label={label} onChooseSize={onChooseSize} />}

        {!gone && (
          <div className="cart-line-controls">
            <div className="qty" role="group" aria-label={t('Quantity of {label}', { label })}>
              <button
                type="button"
                className="qty-btn"
                onClick={() => onDecrease(line)}
                disabled={busy}
                aria-label={line.quantity <= 1 ? t('Remove {label}', { label }) : t('Decrease quantity of {label}', { label })}
              >
                −
              </button>
              <output className="qty-value" aria-live="polite" data-testid="cart-line-qty">
                {line.quantity}
              </output>
              <button
                type="button"
                className="qty-btn"
                onClick={() => onIncrease(line)}
                disabled={busy || line.quantity >= 99}
                aria-label={t('Increase quantity of {label}', { label })}
              >
                +
              </button>
            </div>
            {!needsSize && (
              <p className="cart-line-total" data-testid="cart-line-total">
                {line.priced && line.totalPrice !== undefined ? (
                  money(line.totalPrice)
                ) : (
                  <span className="updating" role="status">
                    {t('updating…')}
                  </span>
                )}
              </p>
            )}
          </div>
        )}

        <div className="cart-line-actions">
          {line.available && (
            <Link className="btn btn-primary btn-sm" to={orderHref}>
              {tailor ? t('Add Measurement') : t('Order Now')}
              <span className="sr-only"> {t('for {label}', { label })}</span>
            </Link>
          )}
          <button type="button" className={`btn btn-sm ${gone ? 'btn-outline' : 'btn-ghost'}`} onClick={() => onRemove(line)} disabled={busy}>
            {gone ? t('Remove') : t('Delete')}
            <span className="sr-only"> {label}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
