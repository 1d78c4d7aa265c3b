import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { CART_PRODUCT_TYPE_LABELS, type CartProductType } from '@tailor/domain/options';
import type { Size } from '@tailor/domain/sizes';
import { loadAuth } from '../../firebase/loadAuth';
import { checkConnection, offlineActionMessage } from '../../lib/connection';
import { msg, t } from '../../lib/i18n/translate';
import { newPendingAddId, savePendingAdd } from './pendingAddKey';
import { sizeLabel } from './sizeLabel';

export interface AddToCartTarget {
  id: string;
  productName: string;
}

// The toasts' texts, in English (the ids of their translations): shown with t().
export const LOGIN_FIRST_MESSAGE = msg('Please login first!');
export const ADD_FAILED_MESSAGE = msg('Failed to add product to cart. Please try again.');
export const CHOOSE_SIZE_MESSAGE = msg('Choose a size first.');
export const ADD_OFFLINE_MESSAGE = offlineActionMessage('Add to Cart');

/** "Ready-made (size M) option of X added to cart!" / "Tailor-made option of X added to cart!", in the shown language. */
export function addedMessage(productName: string, type: CartProductType, size?: Size | null): string {
  const label = t(CART_PRODUCT_TYPE_LABELS[type]);
  const option = type === 'readymade' && size ? t('{option} ({size})', { option: label, size: sizeLabel(size) }) : label;
  return t('{option} option of {product} added to cart!', { option, product: productName });
}

/** Adds the line for a signed-in user, with the spec's toasts. Resolves true when the item was added. */
export async function addForUser(uid: string, product: AddToCartTarget, type: CartProductType, size?: Size | null): Promise<boolean> {
  // Offline, Firestore would queue the write and its promise wait for the connection: say so
  // instead. The product page keeps the chosen option and size, so the shopper only presses again.
  if (await checkConnection()) {
    toast.error(t(ADD_OFFLINE_MESSAGE));
    return false;
  }
  try {
    // Firestore loads with the first add, not with every page that shows the button.
    const { addItem } = await import('./data');
    await addItem(uid, product.id, type, type === 'readymade' ? size : null);
    toast.success(addedMessage(product.productName, type, size));
    return true;
  } catch {
    toast.error(t(ADD_FAILED_MESSAGE));
    return false;
  }
}

/**
 * Adds one of a product's options (a ready-made one in a size) to the
 * signed-in user's cart. A signed-out visitor is sent to /login and brought
 * back, and the add is then carried out there (pendingAdd.ts,
 * PendingCartAdd). Resolves true when the item was added now.
 */
export function useAddToCart(): (product: AddToCartTarget, type: CartProductType, size?: Size) => Promise<boolean> {
  const navigate = useNavigate();
  const location = useLocation();
  const from = location.pathname + location.search;

  return useCallback(
    async (product: AddToCartTarget, type: CartProductType, size?: Size) => {
      // The size picker asks first; a caller that forgot gets the question here.
      const complete = type === 'tailor' || !!size;
      // A click right after a reload may come before the session is known.
      const { auth } = await loadAuth();
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user) {
        if (complete) {
          savePendingAdd(window.sessionStorage, {
            id: newPendingAddId(),
            productId: product.id,
            productName: product.productName,
            type,
            size: type === 'readymade' ? (size ?? null) : null,
            from,
            at: Date.now(),
          });
        }
        toast.error(t(LOGIN_FIRST_MESSAGE));
        navigate('/login', { state: { from } });
        return false;
      }
      if (!complete) {
        toast.error(t(CHOOSE_SIZE_MESSAGE));
        return false;
      }
      return addForUser(user.uid, product, type, size);
    },
    [navigate, from],
  );
}
