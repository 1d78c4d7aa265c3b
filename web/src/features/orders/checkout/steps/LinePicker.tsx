import { MAX_ORDER_LINES } from '@tailor/domain';
import type { CheckoutLine } from '../data';
import { useT } from '../../../../lib/i18n/useT';

/**
 * Which designs this order sends, when the cart holds more than one order
 * takes (or the shopper left some out): a checkbox per line; the others stay
 * in the cart for a next order.
 */
export function LinePicker({
  orderable,
  leftOut,
  onChange,
}: {
  orderable: CheckoutLine[];
  leftOut: ReadonlySet<string>;
  onChange: (leftOut: string[]) => void;
}) {
  const { t } = useT();
  const chosen = orderable.length - leftOut.size;
  const over = chosen > MAX_ORDER_LINES;
  const toggle = (id: string, send: boolean) => {
    const next = new Set(leftOut);
    if (send) next.delete(id);
    else next.add(id);
    onChange([...next]);
  };
  return (
    <fieldset className="wizard-card stack line-picker" aria-describedby="line-picker-count">
      <legend className="wizard-card-title">{t('Designs in this order')}</legend>
      <p className={over ? 'field-error' : 'field-hint'} id="line-picker-count" role={over ? 'alert' : undefined}>
        {t('One order holds up to {max} designs.', { max: MAX_ORDER_LINES })}{' '}
        {over
          ? t('{chosen} of {count} chosen: leave out {more} more.', { chosen, count: orderable.length, more: chosen - MAX_ORDER_LINES })
          : t('{chosen} of {count} chosen; the others stay in your cart for a next order.', { chosen, count: orderable.length })}
      </p>
      <ul className="line-picker-list">
        {orderable.map((l) => (
          <li key={l.id}>
            <label className="checkbox-row">
              <input type="checkbox" checked={!leftOut.has(l.id)} onChange={(e) => toggle(l.id, e.target.checked)} />
              <span>
                {l.productName || t('Design')}{' '}
                <span className="muted">
                  ({l.productType === 'readymade' ? (l.size ? t('Ready-made, size {size}', { size: l.size }) : t('Ready-made')) : t('Tailor-made')} ·{' '}
                  {t('Qty {quantity}', { quantity: l.quantity })})
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
