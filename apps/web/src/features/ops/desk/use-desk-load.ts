import type { GatewayError, GatewayResult } from '@netzero/core';
import { useCallback, useEffect, useState } from 'react';

/** What a console page loaded: still loading, failed, or its value. */
export type DeskLoad<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly error: GatewayError }
  | { readonly state: 'ready'; readonly value: T };

/**
 * Loads `call` whenever `key` changes, ignoring the replies of superseded calls (a fast typist's
 * searches must not show an older page last); `reload` asks again, `replace` sets a newer value.
 */
export function useDeskLoad<T>(call: () => GatewayResult<T>, key: string) {
  const [load, setLoad] = useState<DeskLoad<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `call` reads.
  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    call().then((result) => {
      if (!current) return;
      setLoad(
        result.ok
          ? { state: 'ready', value: result.value }
          : { state: 'failed', error: result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback((value: T) => setLoad({ state: 'ready', value }), []);
  return { load, reload, replace };
}
