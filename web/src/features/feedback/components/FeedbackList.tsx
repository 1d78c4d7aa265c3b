import { FeedbackCard } from './FeedbackCard';
import type { Feedback } from '../data';
import type { FeedbackPages } from '../useFeedbackPages';
import { useT } from '../../../lib/i18n/useT';

interface FeedbackListProps {
  pages: FeedbackPages;
  emptyText: string;
  /** Signed-in user: their cards get the edit/delete menu. */
  uid?: string | null;
  /** The admin may delete any feedback (moderation). */
  isAdmin?: boolean;
  onEdit?: (feedback: Feedback) => void;
  onDeleted?: (feedback: Feedback) => void;
  moreLabel?: string;
  skeletons?: number;
  label: string;
}

/** A grid of feedback cards with loading, error and empty states and a 'Show More' button. */
export function FeedbackList({ pages, emptyText, uid, isAdmin, onEdit, onDeleted, moreLabel, skeletons = 3, label }: FeedbackListProps) {
  const { t } = useT();
  if (pages.status === 'loading') {
    return (
      <ul className="fb-grid" aria-busy="true" aria-label={t('{label}, loading', { label })}>
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i} className="skeleton fb-skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  }
  if (pages.status === 'error') {
    return (
      <div className="notice notice-error row gap" role="alert">
        <span>{t('Failed to fetch feedback')}</span>
        <button type="button" className="btn btn-outline btn-sm" onClick={pages.reload}>
          {t('Try Again')}
        </button>
      </div>
    );
  }
  if (pages.items.length === 0) return <p className="fb-empty">{emptyText}</p>;
  return (
    <>
      <ul className="fb-grid" aria-label={label}>
        {pages.items.map((f) => {
          const isOwner = Boolean(uid) && f.userId === uid;
          return (
            <li key={f.id}>
              <FeedbackCard
                feedback={f}
                isOwner={isOwner}
                canModerate={!isOwner && Boolean(isAdmin)}
                onEdit={onEdit}
                onDeleted={onDeleted ?? pages.reload}
              />
            </li>
          );
        })}
      </ul>
      {pages.hasMore && (
        <div className="fb-more">
          <button type="button" className="btn btn-outline" onClick={pages.loadMore} disabled={pages.loadingMore}>
            {pages.loadingMore ? t('Loading…') : (moreLabel ?? t('Show More'))}
          </button>
        </div>
      )}
    </>
  );
}
