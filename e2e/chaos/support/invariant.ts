/** One invariant after a run: how many things it looked at, and what broke it. */
export interface InvariantResult {
  readonly name: string;
  readonly checked: number;
  /** How many violations there were (only the first 25 are kept as text). */
  readonly violationCount: number;
  readonly violations: readonly string[];
}

/** Builds a result, keeping the first 25 violations' texts and counting the rest in one line. */
export function invariant(name: string, checked: number, violations: string[]): InvariantResult {
  const shown =
    violations.length > 25
      ? [...violations.slice(0, 25), `… and ${violations.length - 25} more`]
      : violations;
  return { name, checked, violationCount: violations.length, violations: shown };
}
