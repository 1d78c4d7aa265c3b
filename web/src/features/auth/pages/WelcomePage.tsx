import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../session';
import { returnPathFrom } from '../returnPath';
import { AuthCard } from '../components/AuthParts';
import { AlreadySignedIn } from '../components/AlreadySignedIn';
import '../auth.css';

/** The chooser behind the navigation's Login / Sign Up button. */
export default function WelcomePage() {
  const session = useSession();
  const location = useLocation();
  return (
    <AuthCard title="Welcome" subtitle="Tailoring made for you: sign in or create an account to keep a cart, order and leave feedback.">
      {session.status === 'signed-in' ? (
        <AlreadySignedIn returnTo={returnPathFrom(location.state)} />
      ) : (
        <>
          <div className="auth-actions">
            <Link className="btn btn-primary btn-block" to="/login" state={location.state}>
              Login
            </Link>
            <Link className="btn btn-outline btn-block" to="/signup" state={location.state}>
              Signup
            </Link>
          </div>
          <p className="auth-switch">
            <Link to="/gallery">Just browsing? See our designs</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
