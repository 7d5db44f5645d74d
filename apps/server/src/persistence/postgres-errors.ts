// PostgreSQL error codes the repositories translate into port results. Drizzle wraps the driver's
// error (node-postgres or PGlite) in a DrizzleQueryError whose `cause` holds it, so look down the chain.

const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';

function hasCode(error: unknown, code: string): boolean {
  for (let e = error, depth = 0; e !== null && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether an error, or any error in its `cause` chain, is a PostgreSQL unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, UNIQUE_VIOLATION);
}

/** Whether an error, or any in its `cause` chain, is an exclusion constraint's violation (overlap). */
export function isExclusionViolation(error: unknown): boolean {
  return hasCode(error, EXCLUSION_VIOLATION);
}
