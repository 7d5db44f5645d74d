import { SITE_ROUTES } from '@netzero/content';
import { checkSessionToken, loadCart, logout, restoreSession } from '@netzero/core';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePort } from './port-context';
import { type SessionActions, type SessionState, UNCHECKED } from './session-state';

const CART_READING_PAGES = [SITE_ROUTES.cart, SITE_ROUTES.checkout].map((route) =>
  route.toLowerCase(),
);

/** Whether the page at pathname loads the cart on its own (routes are case-insensitive). */
function readsCartItself(pathname: string): boolean {
  return CART_READING_PAGES.includes(pathname.toLowerCase());
}

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
  const cartGateway = usePort('cartGateway');
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

  // A fresh visit with a valid session reads the account's cart once (spec §7 GET /api/cart/get),
  // so that the badge and the dashboard count it before /AddToCard is opened (issue 18 item 8).
  // The cart and checkout pages read it themselves, and a login merges and re-reads it (LoginForm).
  // The token is only looked at here: clearing a bad one, and saying why, is the check's job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit, not on port identity
  useEffect(() => {
    if (!checkSessionToken(sessionStore.getToken(), clock.nowMs()).ok) return;
    if (readsCartItself(pathname)) return;
    let live = true;
    void loadCart({ sessionStore, cartStore, cartGateway, clock }).then(() => {
      if (live) setState(read);
    });
    return () => {
      live = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs again on every route change
  useEffect(() => setState(read), [pathname, read, setState]);
  return null;
}
