import type { Operator, OperatorSession } from '@netzero/core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useOpsPort } from '../../ui/ops-ports';

/** Where the console's session stands: the guard shows sign-in unless it is 'signed-in'. */
export type OpsSessionState =
  | { readonly status: 'checking' }
  | { readonly status: 'unavailable' }
  | { readonly status: 'signed-out'; readonly expired: boolean }
  | { readonly status: 'signed-in'; readonly operator: Operator };

/** The console's session and what changes it. */
export interface OpsSessionValue {
  readonly state: OpsSessionState;
  /** Keeps a new session (token in the operator's store) and shows the console. */
  signIn(session: OperatorSession): void;
  /** Ends the session on the server (best effort) and here. */
  signOut(): Promise<void>;
  /** Asks the server again who the stored token belongs to. */
  recheck(): void;
}

const OpsSessionContext = createContext<OpsSessionValue | null>(null);

/**
 * Holds the operator's session for the whole console: a stored token is checked with
 * GET /api/ops/me at start (a reload keeps the operator signed in), and any 401 to a console call
 * (operatorSessionEvents) signs them out with a notice, wherever they are.
 */
export function OpsSessionProvider({ children }: { children: ReactNode }) {
  const store = useOpsPort('operatorSessionStore');
  const events = useOpsPort('operatorSessionEvents');
  const auth = useOpsPort('opsAuthGateway');
  const [state, setState] = useState<OpsSessionState>(() =>
    store.getToken() ? { status: 'checking' } : { status: 'signed-out', expired: false },
  );
  const [checks, setChecks] = useState(0);

  useEffect(
    () => events.subscribe(() => setState({ status: 'signed-out', expired: true })),
    [events],
  );

  const checking = state.status === 'checking';
  // biome-ignore lint/correctness/useExhaustiveDependencies: checks counts the retries asked for.
  useEffect(() => {
    if (!checking) return;
    let current = true;
    void auth.currentOperator().then((result) => {
      if (!current) return;
      if (result.ok) setState({ status: 'signed-in', operator: result.value });
      else if (store.getToken() === null) setState({ status: 'signed-out', expired: true });
      else setState({ status: 'unavailable' });
    });
    return () => {
      current = false;
    };
  }, [auth, store, checking, checks]);

  const signIn = useCallback(
    (session: OperatorSession) => {
      store.setToken(session.token);
      store.setUserId(String(session.operator.id));
      setState({ status: 'signed-in', operator: session.operator });
    },
    [store],
  );
  const signOut = useCallback(async () => {
    await auth.logOut();
    store.clear();
    setState({ status: 'signed-out', expired: false });
  }, [auth, store]);
  const recheck = useCallback(() => {
    setState({ status: 'checking' });
    setChecks((count) => count + 1);
  }, []);

  const value = useMemo(
    () => ({ state, signIn, signOut, recheck }),
    [state, signIn, signOut, recheck],
  );
  return <OpsSessionContext.Provider value={value}>{children}</OpsSessionContext.Provider>;
}

/** The console's session; only inside OpsSessionProvider. */
export function useOpsSession(): OpsSessionValue {
  const value = useContext(OpsSessionContext);
  if (!value) throw new Error('useOpsSession needs an OpsSessionProvider above it');
  return value;
}
