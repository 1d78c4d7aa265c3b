import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { Link } from '../components/links';
import { reportError } from '../lib/reportError';
import { useT } from '../lib/i18n/useT';

/** A screen's code could not be downloaded (offline, or a new release replaced it): only a reload helps. */
function isChunkFailure(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Failed to fetch|Importing a module script failed/i.test(error.message);
}

function useReported(error: unknown): void {
  useEffect(() => reportError('A screen failed', error), [error]);
}

/** What went wrong and the two ways on: Try Again, or home. */
function ErrorBody({ chunkFailed, onRetry }: { chunkFailed: boolean; onRetry: () => void }) {
  const { t } = useT();
  return (
    <>
      <p>
        {chunkFailed
          ? t('This page could not be loaded. Please check your connection and try again.')
          : t('An unexpected error stopped this page. Please try again.')}
      </p>
      <div className="row gap">
        <button className="btn btn-primary" type="button" onClick={onRetry}>
          {t('Try Again')}
        </button>
        <Link className="btn btn-outline" to="/">
          {t('Go to Home')}
        </Link>
      </div>
    </>
  );
}

/** Shown instead of a blank page when the layout itself fails to render or load. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useT();
  useReported(error);
  return (
    <main className="container page narrow" role="alert">
      <h1 className="page-title">{t('Something went wrong')}</h1>
      <ErrorBody chunkFailed={isChunkFailure(error)} onRetry={() => window.location.reload()} />
    </main>
  );
}

/**
 * Shown in place of one screen that failed, inside the layout: the navigation
 * and the footer stay. Try Again draws the screen anew (a new location resets
 * the router's boundary); a screen whose code did not download reloads the page.
 */
export function ScreenError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useT();
  useReported(error);
  const chunkFailed = isChunkFailure(error);
  const retry = () => {
    if (chunkFailed) window.location.reload();
    else void navigate(location, { replace: true });
  };
  return (
    <section className="container page narrow" role="alert" aria-labelledby="screen-error-title">
      <h1 className="page-title" id="screen-error-title">
        {t('Something went wrong')}
      </h1>
      <ErrorBody chunkFailed={chunkFailed} onRetry={retry} />
    </section>
  );
}
