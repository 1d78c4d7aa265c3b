import { useEffect } from 'react';
import { useOffline, watchConnection } from '../../lib/connection';

export const OFFLINE_BAR_TEXT = 'You are offline — showing saved pages';

/**
 * A slim notice at the bottom of the screen while the page is offline. The
 * live region is always there (empty while online), so screen readers
 * announce the notice when it appears.
 */
export function OfflineBar() {
  const offline = useOffline();
  useEffect(() => watchConnection(), []);
  return (
    <div className="app-notice offline-bar" role="status" data-testid="offline-bar" hidden={!offline}>
      {offline ? OFFLINE_BAR_TEXT : null}
    </div>
  );
}
