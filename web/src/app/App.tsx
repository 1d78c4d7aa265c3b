import { StrictMode, type ReactNode } from 'react';
import { SessionProvider } from '../features/auth/session';
import { ServedDataProvider, type ServedData } from '../lib/servedData';

/**
 * What wraps the router, in the browser (main.tsx) and in the server
 * renders (prerender.tsx) alike, so server-rendered HTML hydrates. `served`:
 * the data a server render was drawn with (servedData.tsx).
 *
 * Firebase state reaches components through small hooks over the SDK
 * (features/<f>/data.ts and session.tsx) rather than reactfire: reactfire
 * statically imports the Database, Functions, Remote Config and Storage SDKs,
 * which would put them all in every shopper's first download.
 */
export function AppShell({ served = {}, children }: { served?: ServedData; children: ReactNode }) {
  return (
    <StrictMode>
      <ServedDataProvider value={served}>
        <SessionProvider>{children}</SessionProvider>
      </ServedDataProvider>
    </StrictMode>
  );
}
