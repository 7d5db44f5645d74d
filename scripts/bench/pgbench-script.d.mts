/** One statement a route sent, as pg-capture.mjs records it. */
export interface CapturedStatement {
  readonly text: string;
  /** Its prepared statement's name, or null when sent unnamed. */
  readonly name: string | null;
  /** Its parameters as they went on the wire (null for SQL NULL). */
  readonly values: readonly (string | null)[];
  /** The names of the columns it returned, and its first row, as text. */
  readonly fields: readonly string[];
  readonly row: readonly (string | null)[] | null;
}

/** The pgbench script of a route from two captures of it. Throws when they differ. */
export function pgbenchScript(
  captures: readonly [readonly CapturedStatement[], readonly CapturedStatement[]],
): {
  script: string;
  defines: Record<string, string>;
  mode: 'prepared' | 'extended';
  expected: string[];
  gsets: number[];
};
