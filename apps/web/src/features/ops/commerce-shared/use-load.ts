import type { GatewayResult } from '@netzero/core';
import { gatewayErrorMessage } from '@netzero/core';
import { useCallback, useEffect, useState } from 'react';
import { OPS_COMMERCE_COPY } from '../../../content/ops-commerce.copy';

/** What a loaded view shows: the wait, the failure's message, or the data. */
export type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'ready'; readonly data: T };

/**
 * Loads `load()` whenever `key` changes (a filter, a page, an id), ignoring replies to older
 * keys; `reload` runs it again, and `replace` shows data an action returned.
 */
export function useLoad<T>(load: () => GatewayResult<T>, key: string) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads
  useEffect(() => {
    let current = true;
    setLoaded((before) => (before.state === 'ready' ? before : { state: 'loading' }));
    load().then((result) => {
      if (!current) return;
      setLoaded(
        result.ok
          ? { state: 'ready', data: result.value }
          : {
              state: 'failed',
              message: gatewayErrorMessage(result.error, OPS_COMMERCE_COPY.loadFailed),
            },
      );
    });
    return () => {
      current = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback((data: T) => setLoaded({ state: 'ready', data }), []);
  return { loaded, reload, replace };
}
