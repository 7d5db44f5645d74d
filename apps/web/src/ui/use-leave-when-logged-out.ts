import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from './session-context';

/**
 * Sends a page that needs a login to `to` once the session ends while it is open (a token the
 * server rejected, finding 6), as the page's own check does for an expired token on arrival;
 * state goes with it (e.g. CHECKOUT_AFTER_LOGIN).
 */
export function useLeaveWhenLoggedOut(to: string, state?: unknown): void {
  const { checked, loggedIn } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (checked && !loggedIn) navigate(to, { replace: true, state });
  }, [checked, loggedIn, navigate, to, state]);
}
