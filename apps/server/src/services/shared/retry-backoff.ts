/** The unit of the backoff, in milliseconds (5 s): the delay after n failed attempts is 5 s · 2^n. */
export const RETRY_BASE_MS = 5_000;

/** The longest delay between two attempts, in milliseconds (1 hour). */
export const RETRY_CAP_MS = 60 * 60 * 1000;

/**
 * The delay before the next attempt after `attempts` failed ones, in milliseconds:
 * 5 s · 2^attempts, capped at 1 hour, with "equal jitter" (between half and all of it) so jobs
 * that failed together (SMTP down) do not all retry in the same second. With the default 8
 * attempts a job waits 10.6 to 21 minutes in all before it is dead: it outlives a 10-minute outage.
 * `random` is in [0, 1); tests pass a fixed one.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempts, 30));
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
