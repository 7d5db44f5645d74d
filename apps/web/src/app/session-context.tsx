import { logout, type MessageCode, restoreSession } from '@netzero/core';
import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router-dom';
import { usePort } from './port-context';

/** The visitor's session as the whole app sees it (spec §4 'Session', §2 'Navigation bar'). */
export interface SessionState {
  /** False until the stored token has been checked once (the nav keeps its space meanwhile). */
  readonly checked: boolean;
  /** Whether a valid, unexpired token is stored. */
  readonly loggedIn: boolean;
  /** The logged-in user's id, or null. */
  readonly userId: string | null;
  /** Lines in the local cart (the nav badge shows it only when logged in and above 0). */
  readonly cartCount: number;
  /** Why the last session ended, when the user should be told (expired or malformed token). */
  readonly notice: MessageCode | null;
}

/** The session and what changes it. */
export interface SessionApi extends SessionState {
  /** Re-reads the stored token and cart, e.g. after login or a cart change. */
  refresh(): void;
  /** Logs out (spec §4): clears token, user id, pending item and cart. */
  signOut(): void;
}

interface SessionActions {
  refresh(): void;
  signOut(): void;
}

const UNCHECKED: SessionState = {
  checked: false,
  loggedIn: false,
  userId: null,
  cartCount: 0,
  notice: null,
};

const SessionContext = createContext<SessionApi | null>(null);

/**
 * Shares the session with the nav and the pages. It renders at once; the check itself runs in
 * SessionSync once the ports have loaded, and again on every route change.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(UNCHECKED);
  const actions = useRef<SessionActions | null>(null);
  const refresh = useCallback(() => actions.current?.refresh(), []);
  const signOut = useCallback(() => actions.current?.signOut(), []);
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

function SessionSync({
  setState,
  actions,
}: {
  setState: (update: (previous: SessionState) => SessionState) => void;
  actions: { current: SessionActions | null };
}) {
  const sessionStore = usePort('sessionStore');
  const cartStore = usePort('cartStore');
  const clock = usePort('clock');
  const { pathname } = useLocation();

  const read = useCallback(
    (previous: SessionState): SessionState => {
      const session = restoreSession({ sessionStore, clock });
      if (session.ok) {
        const userId = sessionStore.getUserId() ?? session.value.userId;
        return {
          checked: true,
          loggedIn: true,
          userId,
          cartCount: cartStore.load().length,
          notice: null,
        };
      }
      // A MISSING token has no message: keep telling why the session ended before.
      const notice = session.error.message ?? previous.notice;
      return { ...UNCHECKED, checked: true, notice };
    },
    [sessionStore, cartStore, clock],
  );

  actions.current = {
    refresh: () => setState(read),
    signOut: () => {
      logout({ sessionStore, cartStore });
      setState(() => ({ ...UNCHECKED, checked: true }));
    },
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs again on every route change
  useEffect(() => setState(read), [pathname, read, setState]);
  return null;
}

/** The current session; pages call refresh() after they change the token or the cart. */
export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
