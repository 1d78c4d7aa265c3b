import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../auth';
import { hasPendingAdd } from '../pendingAddKey';

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
    void import('../runPendingAdd').then(({ runPendingAdd }) => runPendingAdd(uid, path));
  }, [uid, path]);

  return null;
}
