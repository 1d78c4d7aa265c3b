import { Link } from '../../../components/links';
import { useSession } from '../../auth';
import { formatDateTime } from '../../../lib/dates';
import { useNotices } from '../hooks';
import type { OrderNotice } from './data';
import { useNoticesSeen } from './useNoticesSeen';
import { useT } from '../../../lib/i18n/useT';

/** The customer's order updates, newest first. Showing them marks them read; the new ones stay highlighted for this visit. */
export function NoticesList() {
  const { t } = useT();
  const { user } = useSession();
  const uid = user?.uid ?? '';
  // Updates are a bonus on the orders page: when they fail to load, the section is simply not shown.
  const notices = useNotices(uid).data;
  // Opening the list marks every notice read; those it marked stay "new" until the shopper leaves.
  const fresh = useNoticesSeen();

  if (!notices || notices.length === 0) return null;
  const isNew = (n: OrderNotice) => !n.read || fresh.has(n.id);
  const count = notices.filter(isNew).length;

  return (
    <section className="card stack notices" aria-labelledby="notices-title">
      <div className="row gap notices-head">
        <h2 className="detail-title" id="notices-title">
          {count > 0 ? t('Updates ({count} new)', { count }) : t('Updates')}
        </h2>
      </div>
      <ul className="notice-list">
        {notices.map((n) => (
          <li key={n.id} className={isNew(n) ? 'is-unread' : 'is-read'}>
            <div className="notice-item-body">
              <Link to={n.href}>
                {isNew(n) && <span className="sr-only">{t('New:')} </span>}
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
