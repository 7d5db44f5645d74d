import { INVEST_MESSAGE_CLEAR_MS, type InvestOutcomeCode } from '@netzero/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The invest button's message (spec §4, §8): shown on click and cleared INVEST_MESSAGE_CLEAR_MS
 * (4 s) later; a new click restarts the clock. The timer is cleared on unmount.
 */
export function useInvestMessage() {
  const [code, setCode] = useState<InvestOutcomeCode | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: InvestOutcomeCode) => {
    clearTimeout(timer.current);
    setCode(next);
    timer.current = setTimeout(() => setCode(null), INVEST_MESSAGE_CLEAR_MS);
  }, []);

  return { code, show };
}
