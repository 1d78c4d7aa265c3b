import { Link } from 'react-router-dom';
import { useSession } from './session';

/** Login / Sign Up when signed out; avatar, name and Logout when signed in. */
export function NavAccount() {
  const session = useSession();
  if (session.status !== 'signed-in') {
    return (
      <Link className="btn btn-primary btn-sm" to="/login-signup">
        Login / Sign Up
      </Link>
    );
  }
  return <span className="nav-user">{session.user?.displayName ?? session.user?.email}</span>;
}
