import { useEffect, useMemo, useRef } from 'react';

/** A delayed action that dies with the page: the timer is cleared when the component unmounts. */
export interface DelayedAction {
  /** Runs action after delayMs (replacing any action still waiting). */
  after(delayMs: number, action: () => void): void;
  /** Whether the component is still on screen (async work checks it before navigating). */
  isMounted(): boolean;
}

/** Schedules the spec's delayed redirects (spec §4) with setTimeout, cleared on unmount. */
export function useDelayedAction(): DelayedAction {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
  }, []);

  return useMemo(
    () => ({
      after(delayMs, action) {
        if (timer.current !== null) clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = null;
          if (mounted.current) action();
        }, delayMs);
      },
      isMounted: () => mounted.current,
    }),
    [],
  );
}
