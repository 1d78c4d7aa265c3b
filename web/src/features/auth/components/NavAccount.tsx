import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../components/links';
import { useSession } from '../session';
import { Avatar } from './Avatar';
import { logout } from '../logout';
import './NavAccount.css';
import { useT } from '../../../lib/i18n/useT';

/** Login / Sign Up when signed out; avatar, name and Logout when signed in. */
export function NavAccount() {
  const session = useSession();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const { t } = useT();

  if (session.status === 'loading') {
    return <span className="nav-account-placeholder skeleton" aria-hidden="true" />;
  }
  if (session.status !== 'signed-in' || !session.user) {
    const onAuthScreen = ['/login', '/signup', '/login-signup'].includes(location.pathname);
    return (
      <Link
        className="btn btn-primary btn-sm nav-login"
        to="/login-signup"
        state={onAuthScreen ? location.state : { from: location.pathname + location.search }}
      >
        {t('Login / Sign Up')}
      </Link>
    );
  }
  const profile = session.profile;
  const name = profile?.name || session.user.displayName || session.user.email || t('Customer');
  return (
    <div className="nav-user-block" data-testid="nav-user">
      <Avatar name={name} picture={profile?.profilePicture} size={36} className="avatar nav-avatar" />
      <span className="nav-user" title={profile?.email ?? session.user.email ?? undefined}>
        {name}
      </span>
      <button
        type="button"
        className="btn btn-outline btn-sm nav-logout"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void logout();
        }}
      >
        {leaving ? t('Logging out...') : t('Logout')}
      </button>
    </div>
  );
}
