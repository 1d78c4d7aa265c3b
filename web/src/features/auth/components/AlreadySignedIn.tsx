import { useState } from 'react';
import { Link } from '../../../components/links';
import { useSession } from '../session';
import { signOutAndClear } from '../logout';
import { Avatar } from './Avatar';
import { useT } from '../../../lib/i18n/useT';

/** Shown on the auth screens to a visitor who is already signed in. */
export function AlreadySignedIn({ returnTo }: { returnTo: string }) {
  const { t } = useT();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const name = session.profile?.name || session.user?.displayName || session.user?.email || '';
  // The name is bold inside the sentence, wherever the language puts it.
  const [before, after = ''] = t('You are signed in as {name}.').split('{name}');
  return (
    <div className="already-signed-in">
      <Avatar name={name} picture={session.profile?.profilePicture} size={64} className="avatar" />
      <p>
        {before}
        <strong>{name}</strong>
        {after}
      </p>
      <div className="auth-actions">
        <Link className="btn btn-primary btn-block" to={returnTo} replace>
          {t('Continue')}
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
          {t('Login as a different user')}
        </button>
      </div>
    </div>
  );
}
