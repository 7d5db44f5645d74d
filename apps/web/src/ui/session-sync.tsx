import { logout, restoreSession } from '@netzero/core';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePort } from './port-context';
import { type SessionActions, type SessionState, UNCHECKED } from './session-state';

/** Checks the stored token and cart for SessionProvider, on mount and on every route change. */
export function SessionSync({
  setState,
  actions,
}: {
  setState: (update: (previous: SessionState) => SessionState) => void;
  actions: { current: SessionActions | null };
}) {
  const sessionStore = usePort('sessionStore');
  const cartStore = usePort('cartStore');
  const clock = usePort('clock');
  const sessionEvents = usePort('sessionEvents');
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
    signOut: (notice = null) => {
      logout({ sessionStore, cartStore });
      setState(() => ({ ...UNCHECKED, checked: true, notice }));
    },
  };

  // The HTTP client has already removed a token the server rejected (finding 6): the app is
  // logged out at once, everywhere, and says why as for an expired token.
  useEffect(
    () =>
      sessionEvents.subscribe(() =>
        setState(() => ({ ...UNCHECKED, checked: true, notice: 'SESSION.EXPIRED' })),
      ),
    [sessionEvents, setState],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs again on every route change
  useEffect(() => setState(read), [pathname, read, setState]);
  return null;
}
