import { useT } from '../../../../lib/i18n/useT';
import { addressLine } from '../checkoutModel';
import type { SavedAddress } from '../data';

/**
 * The saved addresses to deliver to, or a new one; shown only when there are saved ones.
 * Only the chosen one is drawn as selected (the payment option's look is for the one
 * fixed choice, cash on delivery).
 */
export function AddressPicker({
  addresses,
  choice,
  onPick,
  onNew,
}: {
  addresses: SavedAddress[];
  /** A saved address's id, or 'new'. */
  choice: string;
  onPick: (a: SavedAddress) => void;
  onNew: () => void;
}) {
  const { t } = useT();
  if (addresses.length === 0) return null;
  return (
    <fieldset className="wizard-card stack">
      <legend className="wizard-card-title">{t('Deliver to')}</legend>
      {addresses.map((a) => (
        <label key={a.id} className={choice === a.id ? 'choice-option is-selected' : 'choice-option'}>
          <input type="radio" name="checkout-address" checked={choice === a.id} onChange={() => onPick(a)} />
          <span>{addressLine(a)}</span>
        </label>
      ))}
      <label className={choice === 'new' ? 'choice-option is-selected' : 'choice-option'}>
        <input type="radio" name="checkout-address" checked={choice === 'new'} onChange={onNew} />
        <span>{t('A new address')}</span>
      </label>
    </fieldset>
  );
}
