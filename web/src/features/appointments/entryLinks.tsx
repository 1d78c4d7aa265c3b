import { useLocation } from 'react-router-dom';
import { Link } from '../../components/links';
import { offersTrialFitting } from '@tailor/domain/appointmentSlots';
import { useT } from '../../lib/i18n/useT';

/**
 * "Book a measurement visit": to /book and back to this page (its step is in
 * the address, its draft in storage, so nothing typed is lost on the way).
 */
export function BookVisitLink({ className = 'btn btn-outline btn-sm' }: { className?: string }) {
  const { t } = useT();
  const here = useLocation();
  const back = encodeURIComponent(here.pathname + here.search);
  return (
    <Link className={className} to={`/book?kind=measurement-shop&return=${back}`}>
      {t('Book a measurement visit')}
    </Link>
  );
}

/** "Book a trial fitting" on a made-to-measure order while it is stitched or awaits approval. */
export function TrialFittingLink({ order }: { order: { id: string; orderNumber: string; orderType?: unknown; orderStatus?: unknown } }) {
  const { t } = useT();
  if (!offersTrialFitting(order)) return null;
  const to = `/book?kind=trial&order=${encodeURIComponent(order.id)}&number=${encodeURIComponent(order.orderNumber)}&return=${encodeURIComponent(`/orders/${order.id}`)}`;
  return (
    <p className="trial-fitting-offer">
      <Link className="btn btn-outline" to={to}>
        {t('Book a trial fitting')}
      </Link>
    </p>
  );
}
