import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatINR, type CartProductType, type Product } from '@tailor/domain';
import { phoneHref } from '@tailor/domain/shopDetails';
import { useShopSettings } from '../../shop-info/shopSettings';
import { useAddToCart } from '../../cart/addToCart';
import { purchaseOptions } from '../../../components/productDisplay';
import './PurchasePanel.css';

const HINTS: Record<CartProductType, string> = {
  readymade: 'Ready to wear, standard sizes',
  tailor: 'Stitched to your measurements',
};

/**
 * The price card: the discount applied to each option separately, the saving,
 * two decimals (spec section 9), then Buy Now and Add to Cart for the chosen option.
 */
export function PurchasePanel({ product, showBuy = true }: { product: Product; showBuy?: boolean }) {
  const shop = useShopSettings();
  const options = purchaseOptions(product);
  const name = useId();
  const [chosen, setChosen] = useState<CartProductType | null>(null);
  const selected = options.find((o) => o.type === chosen) ?? options[0];
  const addToCart = useAddToCart();
  const [adding, setAdding] = useState(false);
  const discount = product.discount ?? 0;
  const soldOut = product.availabilityStatus === 'Out of Stock' || product.availabilityStatus === 'Discontinued';

  if (!selected) {
    return (
      <section className="info-card purchase-panel" aria-label="Price">
        <h2>Price</h2>
        <p className="muted">This design is priced on request.</p>
        <a className="btn btn-primary" href={phoneHref(shop)}>
          Call {shop.phone}
        </a>
      </section>
    );
  }

  return (
    <section className="info-card purchase-panel" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>Price</h2>
      <fieldset className="purchase-options">
        <legend className="sr-only">Choose an option</legend>
        {options.map((option) => (
          <label key={option.type} className={`purchase-option${option.type === selected.type ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name={name}
              value={option.type}
              checked={option.type === selected.type}
              onChange={() => setChosen(option.type)}
            />
            <span className="purchase-option-text">
              <span className="purchase-option-label">{option.label}</span>
              <span className="purchase-option-hint">{HINTS[option.type]}</span>
            </span>
            <span className="purchase-option-price">
              <span className="purchase-price-now" data-testid={`price-${option.type}`}>
                {formatINR(option.final, { decimals: 2 })}
              </span>
              {option.saving > 0 && (
                <>
                  <s className="price-was">
                    <span className="sr-only">was </span>
                    {formatINR(option.price, { decimals: 2 })}
                  </s>
                  <span className="purchase-saving" data-testid={`saving-${option.type}`}>
                    You save {formatINR(option.saving, { decimals: 2 })} ({discount}% off)
                  </span>
                </>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {soldOut && <p className="notice purchase-note">{product.availabilityStatus}: call us to check when it is back.</p>}
      <div className="purchase-actions">
        {showBuy && (
          <Link className="btn btn-primary" to={`/order/${encodeURIComponent(product.id)}/${selected.type}`}>
            Buy Now
          </Link>
        )}
        <button
          type="button"
          className={`btn ${showBuy ? 'btn-outline' : 'btn-primary'}`}
          disabled={adding}
          onClick={async () => {
            setAdding(true);
            try {
              await addToCart({ id: product.id, productName: product.productName }, selected.type);
            } finally {
              setAdding(false);
            }
          }}
        >
          {adding ? 'Adding...' : 'Add to Cart'}
        </button>
      </div>
      <p className="purchase-foot muted">
        {product.shippingCost > 0 ? `Shipping ${formatINR(product.shippingCost, { decimals: 2 })}` : 'Free shipping'}
        {' · '}Cash on delivery · Order confirmed by phone
      </p>
    </section>
  );
}
