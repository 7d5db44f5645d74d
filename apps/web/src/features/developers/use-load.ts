import type { GatewayError, GatewayResult } from '@netzero/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a section has loaded: the value once it came, or why it did not. */
export interface Loaded<T> {
  readonly value: T | null;
  readonly error: GatewayError | null;
  readonly loading: boolean;
  /** Loads again; the old value stays on screen until the new one arrives. */
  reload(): Promise<void>;
}

/** Loads once on mount and on reload(); a reply that arrives after unmount is dropped. */
export function useLoad<T>(load: () => GatewayResult<T>): Loaded<T> {
  const loader = useRef(load);
  loader.current = load;
  const mounted = useRef(true);
  const [state, setState] = useState<{ value: T | null; error: GatewayError | null }>({
    value: null,
    error: null,
  });
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    const reply = await loader.current();
    if (!mounted.current) return;
    setState((previous) =>
      reply.ok
        ? { value: reply.value, error: null }
        : { value: previous.value, error: reply.error },
    );
    setLoading(false);
  }, []);

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  return { ...state, loading, reload };
}
