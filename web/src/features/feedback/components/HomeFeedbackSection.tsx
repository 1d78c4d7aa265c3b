import { useCallback, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/links';
import { HOME_FEEDBACK_PAGE_SIZE } from '@tailor/domain/feedback';
import { Stars } from '../../../components/Stars';
import { useSession } from '../../auth';
import { FeedbackList } from './FeedbackList';
import { fetchAllFeedback, fetchFeedbackSummary, type FeedbackCursor, type FeedbackSummary } from '../data';
import { useFeedbackPages } from '../useFeedbackPages';
import { useFeedbackCatalogue } from '../feedbackCatalogue';
import { useT } from '../../../lib/i18n/useT';
import './feedback.css';

function Summary({ summary }: { summary: FeedbackSummary | null | undefined }) {
  const { t, tp } = useT();
  if (summary === undefined) return <p className="fb-summary muted">{t('Loading ratings…')}</p>;
  if (!summary || summary.count === 0) return <p className="fb-summary muted">{t('No reviews yet — be the first to share yours.')}</p>;
  const reviews = tp(summary.count, '{count} review', '{count} reviews');
  // The count sits inside the sentence (its place differs in Hindi): the text is split around it.
  const [before = '', after = ''] = t('out of 5 · based on {reviews}').split('{reviews}');
  return (
    <p className="fb-summary" data-testid="feedback-summary">
      <span className="fb-average" data-testid="feedback-average" data-average={summary.average} data-count={summary.count}>
        {summary.average.toFixed(1)}
      </span>
      <Stars value={summary.average} />
      <span className="muted">
        {before}
        <span data-testid="feedback-count">{reviews}</span>
        {after}
      </span>
    </p>
  );
}

/** 'What Our Customers Say' on the home page: average rating, cards, shortcuts. */
export default function HomeFeedbackSection() {
  useFeedbackCatalogue();
  const { t } = useT();
  const session = useSession();
  const navigate = useNavigate();
  const titleId = useId();
  const [summary, setSummary] = useState<FeedbackSummary | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    fetchFeedbackSummary().then(
      (value) => current && setSummary(value),
      () => current && setSummary(null),
    );
    return () => {
      current = false;
    };
  }, []);
  const fetcher = useCallback((size: number, after: FeedbackCursor | null) => fetchAllFeedback(size, after), []);
  const pages = useFeedbackPages(fetcher, HOME_FEEDBACK_PAGE_SIZE);

  return (
    <section className="fb-home" aria-labelledby={titleId}>
      <div className="container">
        <div className="fb-home-head">
          <div>
            <h2 id={titleId} className="section-title">
              {t('What Our Customers Say')}
            </h2>
            <Summary summary={summary} />
          </div>
          <div className="fb-shortcuts">
            <Link to="/feedback" className="btn btn-primary">
              {t('Share your feedback')}
            </Link>
            <Link to="/order/null/custom" className="btn btn-outline">
              {t('Request a custom design')}
            </Link>
          </div>
        </div>
        <FeedbackList
          label={t('Customer feedback')}
          pages={pages}
          emptyText={t('No feedback yet.')}
          uid={session.user?.uid}
          isAdmin={session.isAdmin}
          onEdit={(f) => navigate(`/feedback?edit=${encodeURIComponent(f.id)}`)}
          moreLabel={t('Show more')}
        />
      </div>
    </section>
  );
}
