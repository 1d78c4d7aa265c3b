import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../auth/session';
import { hasPendingAdd, takePendingAdd } from './pendingAdd';

/**
 * Carries out an Add to Cart that sent a signed-out visitor to log in, once
 * they are signed in and back on the page they tapped it on. Mounted by the
 * root layout; costs a sessionStorage read per navigation until then, and
 * loads the cart code only when there is something to do.
 */
export function PendingCartAdd() {
  const { status, user } = useSession();
  const location = useLocation();
  const path = location.pathname + location.search;
  const uid = status === 'signed-in' ? (user?.uid ?? null) : null;

  useEffect(() => {
    if (!uid || !hasPendingAdd(window.sessionStorage)) return;
    const action = takePendingAdd(window.sessionStorage, window.localStorage, path, Date.now());
    if (!action) return;
    void import('./addToCart').then(({ addForUser }) =>
      addForUser(uid, { id: action.productId, productName: action.productName }, action.type, action.size),
    );
  }, [uid, path]);

  return null;
}
