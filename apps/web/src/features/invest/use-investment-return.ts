import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePort } from '../../ui/port-context';

/** How the investor came back from the hosted checkout, and what the confirm call said. */
export type ReturnOutcome =
  | { readonly kind: 'none' | 'verifying' | 'notPaid' | 'error' | 'missing' | 'cancelled' }
  | { readonly kind: 'paid'; readonly investmentId: string };

/** What the address says about a return from the payment page. */
function readReturn(search: string) {
  const params = new URLSearchParams(search);
  const sessionId = params.get('session_id')?.trim() ?? '';
  const cancelled = params.get('cancelled') === '1';
  const investmentId = params.get('investmentId') ?? '';
  const isReturn = cancelled || params.has('session_id') || params.has('investmentId');
  return { isReturn, sessionId, cancelled, investmentId };
}

function firstOutcome(back: ReturnType<typeof readReturn>): ReturnOutcome {
  if (!back.isReturn) return { kind: 'none' };
  if (back.cancelled) return { kind: 'cancelled' };
  return { kind: back.sessionId === '' ? 'missing' : 'verifying' };
}

/**
 * The investment form as the payment provider's return page: with session_id it asks the server
 * once whether the investment is paid (then `onPaid` resets the form to step 1, spec §4); with
 * cancelled=1 it only says nothing was charged. Either way the address is cleaned.
 */
export function useInvestmentReturn(onPaid: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const investmentsGateway = usePort('investmentsGateway');
  const [back] = useState(() => readReturn(location.search));
  const [outcome, setOutcome] = useState<ReturnOutcome>(() => firstOutcome(back));
  const started = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount, on the address it arrived with
  useEffect(() => {
    // React's StrictMode runs effects twice in development: confirm only once.
    if (started.current || !back.isReturn) return;
    started.current = true;
    navigate({ pathname: location.pathname, search: '' }, { replace: true });
    if (back.cancelled || back.sessionId === '') return;
    void (async () => {
      const reply = await investmentsGateway.confirmPayment(back.sessionId);
      if (!mounted.current) return;
      if (!reply.ok) {
        console.error('Error verifying payment', reply.error);
        setOutcome({ kind: 'error' });
        return;
      }
      if (!reply.value.success) {
        setOutcome({ kind: 'notPaid' });
        return;
      }
      onPaid();
      setOutcome({ kind: 'paid', investmentId: back.investmentId });
    })();
  }, []);

  return { outcome, dismiss: () => setOutcome({ kind: 'none' }) };
}
