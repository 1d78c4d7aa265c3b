import { useSignedInCount } from '../../auth';

const loadSubscription = () => import('./data').then((m) => m.subscribeUnreadCount);

/** Live number of unread order notices of the signed-in customer. */
export function useUnreadNotices(): number {
  return useSignedInCount(loadSubscription);
}
