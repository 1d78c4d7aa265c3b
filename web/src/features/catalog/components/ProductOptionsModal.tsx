/**
 * The View Design dialog: the design at a glance and its two ways to buy,
 * Ready-made (in the size chosen here) and Tailor-made, each adding that
 * option to the cart. An option that cannot be bought says why and is disabled.
 */
import { useState } from 'react';
import { Link } from '../../../components/links';
import { formatINR, type CartProductType, type Product } from '@tailor/domain';
import { useAddToCart } from '../../cart';
import { Modal } from '../../../components/Modal';
import { discountLabel, imageUrls, truncateText } from '../../../components/productDisplay';
import { SizePicker } from '../../../components/SizePicker';
import { usePurchaseChoice } from '../../../components/usePurchaseChoice';
import { ShopImage } from '../../../components/ShopImage';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

const OPTION_HINTS: Record<CartProductType, string> = {
  readymade: msg('Ready to wear, in standard sizes'),
  tailor: msg('Stitched to your measurements'),
};

export interface ProductOptionsModalProps {
  product: Product;
  open: boolean;
  onClose: () => void;
}

export function ProductOptionsModal({ product, open, onClose }: ProductOptionsModalProps) {
  const { t, language } = useT();
  const addToCart = useAddToCart();
  const [busy, setBusy] = useState<CartProductType | null>(null);
  const choice = usePurchaseChoice(product);
  const { options } = choice;
  const readyMade = options.find((o) => o.type === 'readymade' && !o.blocker);
  const badge = discountLabel(product.discount);
  // The owner's Hindi text when there is one (domain's productNameIn, inline: importing it here would reshape the first download's chunks).
  const hindi = language === 'hi';
  const summary = truncateText((hindi && product.descriptionHi) || product.description || '', 140).text;

  async function choose(type: CartProductType) {
    const what = choice.confirm(type);
    if (!what) return;
    setBusy(type);
    try {
      const added = await addToCart({ id: product.id, productName: product.productName }, what.type, what.size);
      if (added) onClose();
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={(hindi && product.productNameHi) || product.productName} className="options-modal">
      <div className="options-summary">
        <ShopImage url={imageUrls(product)[0]} alt="" sizes="optionsModal" width={96} height={128} />
        <div>
          <p className="options-meta">
            {t(product.category)}
            {badge && <span className="badge badge-discount">{badge}</span>}
          </p>
          {summary && <p className="options-description">{summary}</p>}
        </div>
      </div>
      <p className="options-prompt" id={`options-${product.id}`}>
        {t('How would you like it?')}
      </p>
      {options.length === 0 ? (
        <p className="notice">{t('This design is priced on request. Please call us to order it.')}</p>
      ) : (
        <>
          {readyMade && (
            <SizePicker
              category={product.category}
              sizes={choice.sizes}
              value={choice.size}
              onChange={choice.setSize}
              error={choice.sizeError}
              legend={msg('Ready-made size')}
            />
          )}
          <div className="options-choices" role="group" aria-labelledby={`options-${product.id}`}>
            {options.map((option) => (
              <button
                key={option.type}
                type="button"
                className={`option-choice${option.blocker ? ' is-blocked' : ''}`}
                onClick={() => void choose(option.type)}
                disabled={busy !== null || option.blocker !== null}
                aria-busy={busy === option.type}
              >
                <span className="option-choice-label">{t(option.label)}</span>
                <span className="option-choice-hint">{t(option.reason ?? OPTION_HINTS[option.type])}</span>
                <span className="option-choice-price">
                  {formatINR(option.final)}
                  {option.saving > 0 && <s className="price-was">{formatINR(option.price)}</s>}
                </span>
                {busy === option.type && <span className="spinner option-spinner" aria-hidden="true" />}
              </button>
            ))}
          </div>
        </>
      )}
      <div className="options-links">
        <Link to={`/product/${encodeURIComponent(product.id)}`} className="btn btn-ghost btn-sm" onClick={onClose}>
          {t('Full product details')}
        </Link>
        <Link
          to={`/details?id=${encodeURIComponent(product.id)}`}
          state={{ product }}
          className="btn btn-ghost btn-sm"
          onClick={onClose}
        >
          {t('Design close-up')}
        </Link>
      </div>
    </Modal>
  );
}
