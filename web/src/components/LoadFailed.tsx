import { useT } from '../lib/i18n/useT';

/** A list or figure that could not be read: what failed, and a button that asks again. */
export function LoadFailed({
  message,
  onRetry,
  className = '',
  small = false,
  retryLabel,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
  small?: boolean;
  retryLabel?: string;
}) {
  const { t } = useT();
  return (
    <div className={`${className ? `${className} ` : ''}notice notice-error`} role="alert">
      <p>{message}</p>
      <button type="button" className={`btn btn-primary${small ? ' btn-sm' : ''}`} onClick={onRetry}>
        {retryLabel ?? t('Try again')}
      </button>
    </div>
  );
}
