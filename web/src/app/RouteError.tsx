import { Link, useRouteError } from 'react-router-dom';

/** Shown instead of a blank screen when a route fails to render or load. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  return (
    <main className="container page narrow" role="alert">
      <h1 className="page-title">Something went wrong</h1>
      <p>
        {chunkFailed
          ? 'This page could not be loaded. Please check your connection and try again.'
          : 'An unexpected error stopped this page. Please try again.'}
      </p>
      <div className="row gap">
        <button className="btn btn-primary" type="button" onClick={() => window.location.reload()}>
          Try Again
        </button>
        <Link className="btn btn-outline" to="/">
          Go to Home
        </Link>
      </div>
    </main>
  );
}
