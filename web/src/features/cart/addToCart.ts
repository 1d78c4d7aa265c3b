import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { CART_PRODUCT_TYPE_LABELS, type CartProductType } from '@tailor/domain/options';
import type { Size } from '@tailor/domain/sizes';
import { loadAuth } from '../../firebase/loadAuth';

export interface AddToCartTarget {
  id: string;
  productName: string;
}

export const LOGIN_FIRST_MESSAGE = 'Please login first!';
export const ADD_FAILED_MESSAGE = 'Failed to add product to cart. Please try again.';

export function addedMessage(productName: string, type: CartProductType): string {
  return `${CART_PRODUCT_TYPE_LABELS[type]} option of ${productName} added to cart!`;
}

/**
 * Adds one of a product's options to the signed-in user's cart, with the
 * spec's toasts; a signed-out visitor is sent to /login and brought back.
 * Resolves true when the item was added.
 */
export function useAddToCart(): (product: AddToCartTarget, type: CartProductType, size?: Size) => Promise<boolean> {
  const navigate = useNavigate();
  const location = useLocation();
  const from = location.pathname + location.search;

  return useCallback(
    // `size`: the ready-made size chosen on the product page; cart lines by size take it.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    async (product: AddToCartTarget, type: CartProductType, size?: Size) => {
      // A click right after a reload may come before the session is known.
      const { auth } = await loadAuth();
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user) {
        toast.error(LOGIN_FIRST_MESSAGE);
        navigate('/login', { state: { from } });
        return false;
      }
      try {
        // Firestore loads with the first add, not with every page that shows the button.
        const { addItem } = await import('./data');
        await addItem(user.uid, product.id, type);
        toast.success(addedMessage(product.productName, type));
        return true;
      } catch {
        toast.error(ADD_FAILED_MESSAGE);
        return false;
      }
    },
    [navigate, from],
  );
}
