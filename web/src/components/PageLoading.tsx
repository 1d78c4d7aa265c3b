import { t } from '../lib/i18n/translate';

/** A spinner with its words; `label` is English source text or already translated (t() keeps a translation as it is). */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t(label)}</span>
    </div>
  );
}
