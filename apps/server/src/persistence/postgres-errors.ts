// PostgreSQL error codes the repositories translate into port results. Drizzle wraps the driver's
// error (node-postgres or PGlite) in a DrizzleQueryError whose `cause` holds it, so look down the chain.

const UNIQUE_VIOLATION = '23505';

/** Whether an error, or any error in its `cause` chain, is a PostgreSQL unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e !== null && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
