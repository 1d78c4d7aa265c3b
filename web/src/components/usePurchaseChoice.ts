/**
 * What a shopper is about to buy: the option (ready-made or tailor-made),
 * why an option cannot be bought (purchaseBlocker), and for ready-made the
 * size, which must be chosen before anything goes to the cart or checkout.
 */
import { useState } from 'react';
import {
  offeredSizes,
  purchaseBlocker,
  PURCHASE_BLOCKER_MESSAGES,
  type AvailabilityProduct,
  type CartProductType,
  type PurchaseBlocker,
  type Size,
} from '@tailor/domain';
import { purchaseOptions, type PurchaseOption } from './productDisplay';
import { CHOOSE_A_SIZE } from './SizePicker';

export interface BuyableOption extends PurchaseOption {
  blocker: PurchaseBlocker | null;
  /** Why it cannot be bought, in the shop's words; null when it can. */
  reason: string | null;
}

type ChoiceProduct = AvailabilityProduct & { sizes?: readonly unknown[] | null };

export function buyableOptions(product: ChoiceProduct): BuyableOption[] {
  return purchaseOptions(product).map((option) => {
    const blocker = purchaseBlocker(product, option.type);
    return { ...option, blocker, reason: blocker && PURCHASE_BLOCKER_MESSAGES[blocker] };
  });
}

export interface PurchaseChoice {
  options: BuyableOption[];
  /** The chosen option: the shopper's, else the first that can be bought, else the first. */
  selected: BuyableOption | undefined;
  choose: (type: CartProductType) => void;
  /** Sizes a ready-made piece comes in. */
  sizes: Size[];
  size: Size | null;
  setSize: (size: Size) => void;
  /** "Choose a size" once an action was tried without one. */
  sizeError: string | null;
  /**
   * Checks the choice before an action: for ready-made, the size (or shows
   * "Choose a size" and answers null). Answers what to buy.
   */
  confirm: (type?: CartProductType) => { type: CartProductType; size?: Size } | null;
}

export function usePurchaseChoice(product: ChoiceProduct): PurchaseChoice {
  const options = buyableOptions(product);
  const sizes = offeredSizes(product);
  const [chosen, setChosen] = useState<CartProductType | null>(null);
  // One size (Free Size) is no choice at all.
  const [size, setSizeState] = useState<Size | null>(sizes.length === 1 ? sizes[0]! : null);
  const [sizeError, setSizeError] = useState<string | null>(null);
  const selected = options.find((o) => o.type === chosen) ?? options.find((o) => !o.blocker) ?? options[0];
  const current = size && sizes.includes(size) ? size : null;

  return {
    options,
    selected,
    choose: (type) => {
      setChosen(type);
      setSizeError(null);
    },
    sizes,
    size: current,
    setSize: (next) => {
      setSizeState(next);
      setSizeError(null);
    },
    sizeError,
    confirm: (type = selected?.type) => {
      const option = options.find((o) => o.type === type);
      if (!option || option.blocker) return null;
      if (option.type !== 'readymade') return { type: option.type };
      if (!current) {
        setSizeError(CHOOSE_A_SIZE);
        return null;
      }
      return { type: option.type, size: current };
    },
  };
}
