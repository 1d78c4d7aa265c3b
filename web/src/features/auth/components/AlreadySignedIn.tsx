import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../session';
import { signOutAndClear } from '../logout';
import { Avatar } from './Avatar';

/** Shown on the auth screens to a visitor who is already signed in. */
export function AlreadySignedIn({ returnTo }: { returnTo: string }) {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const name = session.profile?.name || session.user?.displayName || session.user?.email || '';
  return (
    <div className="already-signed-in">
      <Avatar name={name} picture={session.profile?.profilePicture} size={64} className="avatar" />
      <p>
        You are signed in as <strong>{name}</strong>.
      </p>
      <div className="auth-actions">
        <Link className="btn btn-primary btn-block" to={returnTo} replace>
          Continue
        </Link>
        <button
          type="button"
          className="btn btn-outline btn-block"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void signOutAndClear().finally(() => setBusy(false));
          }}
        >
          Login as a different user
        </button>
      </div>
    </div>
  );
}
