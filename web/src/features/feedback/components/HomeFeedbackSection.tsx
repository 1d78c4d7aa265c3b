import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_FEEDBACK_PAGE_SIZE } from '@tailor/domain/feedback';
import { Stars } from '../../../components/Stars';
import { useSession } from '../../auth';
import { FeedbackList } from './FeedbackList';
import { fetchAllFeedback, fetchFeedbackSummary, type FeedbackCursor, type FeedbackSummary } from '../data';
import { useFeedbackPages } from '../useFeedbackPages';
import './feedback.css';

function Summary({ summary }: { summary: FeedbackSummary | null | undefined }) {
  if (summary === undefined) return <p className="fb-summary muted">Loading ratings…</p>;
  if (!summary || summary.count === 0) return <p className="fb-summary muted">No reviews yet — be the first to share yours.</p>;
  const reviews = `${summary.count} review${summary.count === 1 ? '' : 's'}`;
  return (
    <p className="fb-summary" data-testid="feedback-summary">
      <span className="fb-average" data-testid="feedback-average" data-average={summary.average} data-count={summary.count}>
        {summary.average.toFixed(1)}
      </span>
      <Stars value={summary.average} />
      <span className="muted">
        out of 5 · based on <span data-testid="feedback-count">{reviews}</span>
      </span>
    </p>
  );
}

/** 'What Our Customers Say' on the home page: average rating, cards, shortcuts. */
export default function HomeFeedbackSection() {
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
              What Our Customers Say
            </h2>
            <Summary summary={summary} />
          </div>
          <div className="fb-shortcuts">
            <Link to="/feedback" className="btn btn-primary">
              Share your feedback
            </Link>
            <Link to="/order/null/custom" className="btn btn-outline">
              Request a custom design
            </Link>
          </div>
        </div>
        <FeedbackList
          label="Customer feedback"
          pages={pages}
          emptyText="No feedback yet."
          uid={session.user?.uid}
          isAdmin={session.isAdmin}
          onEdit={(f) => navigate(`/feedback?edit=${encodeURIComponent(f.id)}`)}
          moreLabel="Show more"
        />
      </div>
    </section>
  );
}
