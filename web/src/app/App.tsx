import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../features/auth/session';
import { router } from './routes';

/**
 * Firebase state reaches components through small hooks over the SDK
 * (features/<f>/data.ts and session.tsx) rather than reactfire: reactfire
 * statically imports the Database, Functions, Remote Config and Storage SDKs,
 * which would put them all in every shopper's first download.
 */
export function App() {
  return (
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
