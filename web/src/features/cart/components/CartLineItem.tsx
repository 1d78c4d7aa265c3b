import { Link } from 'react-router-dom';
import { discountedPaise, formatINR } from '@tailor/domain/money';
import type { CartLineView } from '../data';

export interface CartLineHandlers {
  onIncrease: (line: CartLineView) => void;
  onDecrease: (line: CartLineView) => void;
  onRemove: (line: CartLineView) => void;
}

const money = (paise: number) => formatINR(paise, { decimals: 2 });

export function CartLineItem({ line, busy, onIncrease, onDecrease, onRemove }: CartLineHandlers & { line: CartLineView; busy: boolean }) {
  const tailor = line.productType === 'tailor';
  const name = line.productName || 'Loading design…';
  const unit = line.price !== undefined ? discountedPaise(line.price, line.discount) : undefined;
  const image = line.image[0];
  const option = tailor ? 'Custom Tailoring' : 'Ready Made';
  // Both options of one design can be in the cart: controls name the option too.
  const label = `${name} (${option})`;

  return (
    <li className={`cart-line card${line.available ? '' : ' is-unavailable'}`} data-testid={`cart-line-${line.id}`}>
      <Link to={`/product/${line.productId}`} className="cart-line-media" tabIndex={-1} aria-hidden="true">
        {image ? (
          <img src={image} alt="" width={96} height={120} loading="lazy" />
        ) : (
          <span className="cart-line-noimg skeleton" />
        )}
      </Link>
      <div className="cart-line-body">
        <div className="cart-line-head">
          <h3 className="cart-line-name">
            <Link to={`/product/${line.productId}`}>{name}</Link>
          </h3>
          <span className={`badge ${tailor ? 'badge-tailor' : 'badge-ready'}`}>{option}</span>
        </div>
        {line.category && <p className="cart-line-meta muted">{line.category}</p>}
        {!line.available && (
          <p className="cart-line-flag" role="note">
            This design is currently unavailable and is not counted in your total.
          </p>
        )}
        <p className="cart-line-price">
          {unit !== undefined ? (
            <>
              <span>{money(unit)}</span>
              {line.discount > 0 && line.price !== undefined && (
                <>
                  {' '}
                  <s className="muted">{money(line.price)}</s> <span className="badge badge-discount">{line.discount}% off</span>
                </>
              )}
              <span className="muted"> each</span>
            </>
          ) : (
            <span className="muted">Price updating…</span>
          )}
        </p>

        <div className="cart-line-controls">
          <div className="qty" role="group" aria-label={`Quantity of ${label}`}>
            <button
              type="button"
              className="qty-btn"
              onClick={() => onDecrease(line)}
              disabled={busy}
              aria-label={line.quantity <= 1 ? `Remove ${label}` : `Decrease quantity of ${label}`}
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
              aria-label={`Increase quantity of ${label}`}
            >
              +
            </button>
          </div>
          <p className="cart-line-total" data-testid="cart-line-total">
            {line.priced && line.totalPrice !== undefined ? (
              money(line.totalPrice)
            ) : (
              <span className="updating" role="status">
                updating…
              </span>
            )}
          </p>
        </div>

        <div className="cart-line-actions">
          <Link className="btn btn-primary btn-sm" to={`/order/${line.productId}/${line.productType}`}>
            {tailor ? 'Add Measurement' : 'Order Now'}
            <span className="sr-only"> for {label}</span>
          </Link>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onRemove(line)} disabled={busy}>
            Delete<span className="sr-only"> {label}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
