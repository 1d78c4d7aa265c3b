import { useLocation } from 'react-router-dom';
import { Link } from '../../../components/links';
import { canRetry, type OrderOutcome } from './orderOutcome';
import { useT } from '../../../lib/i18n/useT';
import { problemText } from '../problemText';

/**
 * What happened to the last send, beside the send button, when it is not a
 * field or a line to correct: offline, no answer in time, a failure on the
 * shop's side (each with Try again), the session ended, the order limits, or
 * the draft's key already used. Everything typed stays.
 */
export function SendNotice({
  outcome,
  onRetry,
  onSendAsNew,
  sending,
}: {
  outcome: OrderOutcome | null;
  onRetry: () => void;
  onSendAsNew: () => void;
  sending: boolean;
}) {
  const { t } = useT();
  const location = useLocation();
  if (!outcome || outcome.kind === 'placed' || outcome.kind === 'invalid' || outcome.kind === 'lines') return null;
  return (
    <div className="notice notice-error send-notice stack" role="alert" data-testid="send-notice" data-kind={outcome.kind}>
      <p>{problemText(outcome.message)}</p>
      {canRetry(outcome) && (
        <button type="button" className="btn btn-outline" onClick={onRetry} disabled={sending}>
          {sending ? t('Sending…') : t('Try again')}
        </button>
      )}
      {outcome.kind === 'signed-out' && (
        <p>
          <Link to="/login" state={{ from: location.pathname + location.search }}>
            {t('Sign in again')}
          </Link>
        </p>
      )}
      {outcome.kind === 'key-used' && (
        <p className="row gap">
          <Link to="/orders">{t('My orders')}</Link>
          <button type="button" className="btn btn-outline btn-sm" onClick={onSendAsNew}>
            {t('It is not there: send as a new order')}
          </button>
        </p>
      )}
    </div>
  );
}
