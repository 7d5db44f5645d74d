import { useCallback, useEffect, useRef } from 'react';

/**
 * A wait(ms) for the core's retrying use cases, built on setTimeout. Every pending timer is
 * cleared on unmount, so a page that has gone never retries in the background.
 */
export function useTimeoutWait(): (ms: number) => Promise<void> {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          resolve();
        }, ms);
        timers.current.add(timer);
      }),
    [],
  );
}
