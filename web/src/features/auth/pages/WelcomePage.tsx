import { useLocation } from 'react-router-dom';
import { Link } from '../../../components/links';
import { useSession } from '../session';
import { returnPathFrom } from '../returnPath';
import { AuthCard } from '../components/AuthParts';
import { AlreadySignedIn } from '../components/AlreadySignedIn';
import { useT } from '../../../lib/i18n/useT';
import '../auth.css';

/** The chooser behind the navigation's Login / Sign Up button. */
export default function WelcomePage() {
  const { t } = useT();
  const session = useSession();
  const location = useLocation();
  return (
    <AuthCard title={t('Welcome')} subtitle={t('Tailoring made for you: sign in or create an account to keep a cart, order and leave feedback.')}>
      {session.status === 'signed-in' ? (
        <AlreadySignedIn returnTo={returnPathFrom(location.state)} />
      ) : (
        <>
          <div className="auth-actions">
            <Link className="btn btn-primary btn-block" to="/login" state={location.state}>
              {t('Login')}
            </Link>
            <Link className="btn btn-outline btn-block" to="/signup" state={location.state}>
              {t('Signup')}
            </Link>
          </div>
          <p className="auth-switch">
            <Link to="/gallery">{t('Just browsing? See our designs')}</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
