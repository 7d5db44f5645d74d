import type { GatewayError, GatewayResult } from '@netzero/core';
import { useCallback, useEffect, useState } from 'react';

/** What a console page loaded: still loading, failed (with the gateway's error), or its value. */
export type OpsLoad<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly error: GatewayError }
  | { readonly state: 'ready'; readonly value: T };

/**
 * Loads `call` whenever `key` changes (a filter, a page, an id), ignoring the replies of
 * superseded calls (a fast typist's searches must not show an older page last). A new key shows
 * the wait, so an old page is never taken for the new one; `reload` asks again while the current
 * value stays on screen (after an action); `replace` shows a value an action returned. `refresh`
 * does what `reload` does for a parent that bumps a counter when something beside it changed.
 */
export function useOpsLoad<T>(call: () => GatewayResult<T>, key: string, refresh = 0) {
  const [load, setLoad] = useState<OpsLoad<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `call` reads.
  useEffect(() => {
    setLoad({ state: 'loading' });
  }, [key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `call` reads; `round` and `refresh` run it again.
  useEffect(() => {
    let current = true;
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
  }, [key, round, refresh]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback((value: T) => setLoad({ state: 'ready', value }), []);
  return { load, reload, replace };
}
