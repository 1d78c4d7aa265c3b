import { useEffect, useState } from 'react';
import { useSession } from '../../auth';
import { reportError } from '../../../lib/reportError';
import { markNoticesReadWhileShown } from './data';

/**
 * The notices a screen shows count as seen: while it is open they are marked
 * read (all of them on My orders, one order's on its page), so the badge in
 * the navigation stops counting them. Returns the ids it marked during this
 * visit: the notices that were new when the screen showed them.
 */
export function useNoticesSeen(orderId: string | null = null): ReadonlySet<string> {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (!uid) return;
    return markNoticesReadWhileShown(
      uid,
      orderId,
      (ids) => setMarked((before) => new Set([...before, ...ids])),
      (e) => reportError('Marking notices read failed', e),
    );
  }, [uid, orderId]);
  return marked;
}
