import type { SessionActions, SessionState } from '@shipdeck/core/session';
import { useStore } from '@shipdeck/widgets';
import { createContext, type ReactNode, useContext } from 'react';
import type { AppSession } from './appSession';

const SessionContext = createContext<AppSession | null>(null);

export function SessionProvider({ session, children }: { session: AppSession; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The app's session and API client. */
export function useAppSession(): AppSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAppSession outside <SessionProvider>');
  return session;
}

/** A slice of the session state; renders when it changes. */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(useAppSession().store, selector);
}
