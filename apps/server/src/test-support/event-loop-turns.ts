/**
 * Runs `task` and counts the event loop's turns while it is pending (a setImmediate chain): a task
 * that never gives way gets none, one that works in slices gets one or more per slice.
 */
export async function turnsDuring<T>(task: () => Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let pending = true;
  const count = () => {
    turns++;
    if (pending) setImmediate(count);
  };
  setImmediate(count);
  try {
    return { value: await task(), turns };
  } finally {
    pending = false;
  }
}
