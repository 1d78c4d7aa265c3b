import type { CheckoutLine } from '../data';
import { ShopImage } from '../../../../components/ShopImage';
import { useT } from '../../../../lib/i18n/useT';

/** A line's picture, name, option, quantity and size, at the top of its card. */
export function LineHeader({ line }: { line: CheckoutLine }) {
  const { t } = useT();
  return (
    <div className="checkout-line-head">
      {line.image ? <ShopImage url={line.image} alt="" sizes="checkoutLine" width={56} height={56} /> : <span className="checkout-line-noimg" aria-hidden="true" />}
      <div>
        <h3 className="wizard-card-title">{line.productName || t('Design')}</h3>
        <p className="muted">
          {line.productType === 'readymade' ? t('Ready-made') : t('Tailor-made')} · {t('Qty {quantity}', { quantity: line.quantity })}
          {line.size && <> · {t('Size {size}', { size: line.size })}</>}
        </p>
      </div>
    </div>
  );
}
