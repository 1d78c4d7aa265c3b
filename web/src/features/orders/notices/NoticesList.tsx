import { Link } from 'react-router-dom';
import { useSession } from '../../auth';
import { formatDateTime } from '../../../lib/dates';
import { reportError } from '../../../lib/reportError';
import { useNotices } from '../hooks';
import { markNoticeRead } from './data';

/** The customer's order updates, newest first; opening one or pressing "Mark read" marks it read. */
export function NoticesList() {
  const { user } = useSession();
  const uid = user?.uid ?? '';
  // Updates are a bonus on the orders page: when they fail to load, the section is simply not shown.
  const notices = useNotices(uid).data;

  if (!notices || notices.length === 0) return null;
  const unread = notices.filter((n) => !n.read).length;
  const read = (id: string) => void markNoticeRead(uid, id).catch((e: unknown) => reportError('Marking a notice read failed', e));

  return (
    <section className="card stack notices" aria-labelledby="notices-title">
      <div className="row gap notices-head">
        <h2 className="detail-title" id="notices-title">
          Updates{unread > 0 ? ` (${unread} new)` : ''}
        </h2>
        {unread > 0 && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => notices.filter((n) => !n.read).forEach((n) => read(n.id))}>
            Mark all read
          </button>
        )}
      </div>
      <ul className="notice-list">
        {notices.map((n) => (
          <li key={n.id} className={n.read ? 'is-read' : 'is-unread'}>
            <div className="notice-item-body">
              <Link to={`/orders/${n.orderId}`} onClick={() => !n.read && read(n.id)}>
                {!n.read && <span className="sr-only">New: </span>}
                <strong>{n.title}</strong>
              </Link>
              <span>{n.body}</span>
              <span className="muted">{formatDateTime(n.createdAt)}</span>
            </div>
            {!n.read && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => read(n.id)}>
                Mark read
                {/* The visible words stay the start of the accessible name. */}
                <span className="sr-only"> ({n.title})</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
