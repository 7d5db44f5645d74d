import type { MessageCode } from '@netzero/core';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type SessionActions, type SessionState, UNCHECKED } from './session-state';

/** The session and what changes it. */
export interface SessionApi extends SessionState {
  /** Re-reads the stored token and cart, e.g. after login or a cart change. */
  refresh(): void;
  /** Logs out (spec §4): clears token, user id, pending item and cart; notice says why, if given. */
  signOut(notice?: MessageCode | null): void;
}

const SessionContext = createContext<SessionApi | null>(null);

// The check needs the ports, so its code (and the token rules and decoder) comes with them.
const SessionSync = lazy(() =>
  import('./session-sync').then((module) => ({ default: module.SessionSync })),
);

/**
 * Shares the session with the nav and the pages. It renders at once; the check itself runs in
 * SessionSync once the ports have loaded, and again on every route change.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(UNCHECKED);
  const actions = useRef<SessionActions | null>(null);
  const refresh = useCallback(() => actions.current?.refresh(), []);
  const signOut = useCallback(
    (notice?: MessageCode | null) => actions.current?.signOut(notice),
    [],
  );
  const api = useMemo(() => ({ ...state, refresh, signOut }), [state, refresh, signOut]);
  return (
    <SessionContext.Provider value={api}>
      <Suspense fallback={null}>
        <SessionSync setState={setState} actions={actions} />
      </Suspense>
      {children}
    </SessionContext.Provider>
  );
}

/** The current session; pages call refresh() after they change the token or the cart. */
export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
