import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <section className="container page narrow center-text">
      <h1 className="page-title">Page not found</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <div className="row gap center">
        <Link className="btn btn-primary" to="/">
          Go to Home
        </Link>
        <Link className="btn btn-outline" to="/gallery">
          Browse designs
        </Link>
      </div>
    </section>
  );
}
