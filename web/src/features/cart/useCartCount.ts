import { useSignedInCount } from '../auth';

const loadSubscription = () => import('./data').then((m) => m.subscribeCartCount);

/** Live number of items in the signed-in user's cart. */
export function useCartCount(): number {
  return useSignedInCount(loadSubscription);
}
