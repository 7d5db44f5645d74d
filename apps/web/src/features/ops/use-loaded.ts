import type { GatewayError, Result } from '@netzero/core';
import { useCallback, useEffect, useState } from 'react';

/** A server read a console page shows: loading, loaded, or failed (with why). */
export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly error: GatewayError };

/** Runs `load` on mount and when `reload` is called; stale answers are dropped. */
export function useLoaded<T>(
  load: () => Promise<Result<T, GatewayError>>,
  deps: readonly unknown[],
): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what load depends on
  const run = useCallback(load, deps);
  // biome-ignore lint/correctness/useExhaustiveDependencies: round is how reload() runs it again
  useEffect(() => {
    let current = true;
    void run().then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { status: 'ready', value: result.value }
          : { status: 'failed', error: result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [run, round]);
  return [state, () => setRound((n) => n + 1)];
}
