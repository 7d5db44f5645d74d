/** The first retry's delay, in milliseconds (5 s); each later one doubles it. */
export const RETRY_BASE_MS = 5_000;

/** The longest delay between two attempts, in milliseconds (1 hour). */
export const RETRY_CAP_MS = 60 * 60 * 1000;

/**
 * The delay before the next attempt after `attempts` failed ones, in milliseconds:
 * 5 s · 2^(attempts−1), capped at 1 hour, with "equal jitter" (between half and all of it) so
 * jobs that failed together (SMTP down) do not all retry in the same second.
 * `random` is in [0, 1); tests pass a fixed one.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(exponent, 30));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
