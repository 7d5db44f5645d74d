import type { Clock } from '@netzero/core';

/** The browser's clock. */
export const systemClock: Clock = { nowMs: () => Date.now() };
