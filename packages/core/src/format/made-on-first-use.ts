/**
 * A value made the first time it is asked for, then kept. For Intl formatters held by a module:
 * the first formatter a browser page makes starts ICU (≈ 20 ms on a mid-range phone), and made at
 * module load that cost lands in the one long task that evaluates the page's chunk; made on first
 * use it runs in a render that React can yield around.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
