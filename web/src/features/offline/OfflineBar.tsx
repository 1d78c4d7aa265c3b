import { useEffect } from 'react';
import { useOffline, watchConnection } from '../../lib/connection';
import { msg } from '../../lib/i18n/translate';
import { useT } from '../../lib/i18n/useT';

export const OFFLINE_BAR_TEXT = msg('You are offline — showing saved pages');

/**
 * A slim notice at the bottom of the screen while the page is offline. The
 * live region is always there (empty while online), so screen readers
 * announce the notice when it appears.
 */
export function OfflineBar() {
  const offline = useOffline();
  const { t } = useT();
  useEffect(() => watchConnection(), []);
  return (
    <div className="app-notice offline-bar" role="status" data-testid="offline-bar" hidden={!offline}>
      {offline ? t(OFFLINE_BAR_TEXT) : null}
    </div>
  );
}
