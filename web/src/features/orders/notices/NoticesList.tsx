import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth';
import { formatDateTime } from '../../../lib/dates';
import { useNotices } from '../hooks';
import type { OrderNotice } from './data';
import { useNoticesSeen } from './useNoticesSeen';

/**
 * The ids that were unread when this visit first showed them. Opening the
 * list marks every notice read (useNoticesSeen), so the stored flag turns at
 * once; these stay marked "new" until the shopper leaves the page.
 */
function useNewThisVisit(notices: readonly OrderNotice[] | undefined): ReadonlySet<string> {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const unseen = notices?.filter((n) => !n.read && !fresh.has(n.id)) ?? [];
  // Adjusting state while rendering (React's pattern for state derived from changing props).
  if (unseen.length > 0) setFresh(new Set([...fresh, ...unseen.map((n) => n.id)]));
  return fresh;
}

/** The customer's order updates, newest first. Showing them marks them read; the new ones stay highlighted for this visit. */
export function NoticesList() {
  const { user } = useSession();
  const uid = user?.uid ?? '';
  // Updates are a bonus on the orders page: when they fail to load, the section is simply not shown.
  const notices = useNotices(uid).data;
  useNoticesSeen();
  const fresh = useNewThisVisit(notices);

  if (!notices || notices.length === 0) return null;
  const isNew = (n: OrderNotice) => !n.read || fresh.has(n.id);
  const count = notices.filter(isNew).length;

  return (
    <section className="card stack notices" aria-labelledby="notices-title">
      <div className="row gap notices-head">
        <h2 className="detail-title" id="notices-title">
          Updates{count > 0 ? ` (${count} new)` : ''}
        </h2>
      </div>
      <ul className="notice-list">
        {notices.map((n) => (
          <li key={n.id} className={isNew(n) ? 'is-unread' : 'is-read'}>
            <div className="notice-item-body">
              <Link to={`/orders/${n.orderId}`}>
                {isNew(n) && <span className="sr-only">New: </span>}
                <strong>{n.title}</strong>
              </Link>
              <span>{n.body}</span>
              <span className="muted">{formatDateTime(n.createdAt)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
