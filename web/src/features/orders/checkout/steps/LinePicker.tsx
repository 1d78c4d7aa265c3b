import { MAX_ORDER_LINES } from '@tailor/domain';
import type { CheckoutLine } from '../data';

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
      <legend className="wizard-card-title">Designs in this order</legend>
      <p className={over ? 'field-error' : 'field-hint'} id="line-picker-count" role={over ? 'alert' : undefined}>
        One order holds up to {MAX_ORDER_LINES} designs. {chosen} of {orderable.length} chosen
        {over ? `: leave out ${chosen - MAX_ORDER_LINES} more.` : '; the others stay in your cart for a next order.'}
      </p>
      <ul className="line-picker-list">
        {orderable.map((l) => (
          <li key={l.id}>
            <label className="checkbox-row">
              <input type="checkbox" checked={!leftOut.has(l.id)} onChange={(e) => toggle(l.id, e.target.checked)} />
              <span>
                {l.productName || 'Design'}{' '}
                <span className="muted">
                  ({l.productType === 'readymade' ? `Ready-made${l.size ? `, size ${l.size}` : ''}` : 'Tailor-made'} · Qty {l.quantity})
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
