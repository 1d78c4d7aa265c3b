import { StrictMode, type ReactNode } from 'react';
import { SessionProvider } from '../features/auth/session';

/**
 * What wraps the router, in the browser (main.tsx) and in the build's
 * pre-render (prerender.tsx) alike, so the pre-rendered HTML hydrates.
 *
 * Firebase state reaches components through small hooks over the SDK
 * (features/<f>/data.ts and session.tsx) rather than reactfire: reactfire
 * statically imports the Database, Functions, Remote Config and Storage SDKs,
 * which would put them all in every shopper's first download.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <SessionProvider>{children}</SessionProvider>
    </StrictMode>
  );
}
