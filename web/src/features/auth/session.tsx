import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { auth } from '../../firebase/auth';

export interface Session {
  status: 'loading' | 'signed-out' | 'signed-in';
  user: User | null;
  /** From the ID token's `role` custom claim, never from a stored document. */
  isAdmin: boolean;
}

const SessionContext = createContext<Session>({ status: 'loading', user: null, isAdmin: false });

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading', user: null, isAdmin: false });
  useEffect(
    () =>
      onIdTokenChanged(auth, async (user) => {
        if (!user) {
          setSession({ status: 'signed-out', user: null, isAdmin: false });
          return;
        }
        const token = await user.getIdTokenResult();
        setSession({ status: 'signed-in', user, isAdmin: token.claims.role === 'admin' });
      }),
    [],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
