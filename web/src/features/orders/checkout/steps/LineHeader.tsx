import type { CheckoutLine } from '../data';
import { ShopImage } from '../../../../components/ShopImage';

/** A line's picture, name, option, quantity and size, at the top of its card. */
export function LineHeader({ line }: { line: CheckoutLine }) {
  return (
    <div className="checkout-line-head">
      {line.image ? <ShopImage url={line.image} alt="" sizes="checkoutLine" width={56} height={56} /> : <span className="checkout-line-noimg" aria-hidden="true" />}
      <div>
        <h3 className="wizard-card-title">{line.productName || 'Design'}</h3>
        <p className="muted">
          {line.productType === 'readymade' ? 'Ready-made' : 'Tailor-made'} · Qty {line.quantity}
          {line.size ? ` · Size ${line.size}` : ''}
        </p>
      </div>
    </div>
  );
}
