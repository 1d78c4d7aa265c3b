import { useEffect } from 'react';
import { useSession } from '../../auth';
import { reportError } from '../../../lib/reportError';
import { markNoticesReadWhileShown } from './data';

/**
 * The notices a screen shows count as seen: while it is open they are marked
 * read (all of them on My orders, one order's on its page), so the badge in
 * the navigation stops counting them.
 */
export function useNoticesSeen(orderId: string | null = null): void {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  useEffect(() => {
    if (!uid) return;
    return markNoticesReadWhileShown(uid, orderId, (e) => reportError('Marking notices read failed', e));
  }, [uid, orderId]);
}
