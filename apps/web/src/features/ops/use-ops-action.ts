import { type GatewayError, type GatewayResult, gatewayErrorMessage } from '@netzero/core';
import { useCallback, useRef, useState } from 'react';
import { OPS_CONSOLE_COPY } from '../../content/ops-console.copy';

/** A console call started by the operator: whether it runs, and what went wrong. */
export interface OpsAction {
  readonly pending: boolean;
  /** The server's message (a 429 says when to try again), else a general one; null when none. */
  readonly message: string | null;
  /** The server's per-field errors of the last failure. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Runs the call once at a time; gives its value on success, undefined on failure. */
  run<T>(call: () => GatewayResult<T>): Promise<T | undefined>;
  /** Forgets the last failure (e.g. when the operator switches the form). */
  reset(): void;
}

/** Runs a console call, keeping its pending state and its failure for the form to show. */
export function useOpsAction(): OpsAction {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<GatewayError | null>(null);
  const running = useRef(false);
  const run = useCallback(async <T>(call: () => GatewayResult<T>) => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    setError(null);
    const result = await call();
    running.current = false;
    setPending(false);
    if (result.ok) return result.value;
    setError(result.error);
    return undefined;
  }, []);
  const reset = useCallback(() => setError(null), []);
  return {
    pending,
    message: error ? gatewayErrorMessage(error, OPS_CONSOLE_COPY.failed) : null,
    fieldErrors: error?.kind === 'http' ? (error.errors ?? {}) : {},
    run,
    reset,
  };
}
