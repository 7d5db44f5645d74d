/** How a repository names the statements it prepares once (DATABASE_NAMED_STATEMENTS). */
export interface StatementNaming {
  /** False for a pooler in transaction mode that cannot keep named statements (default true). */
  readonly namedStatements?: boolean;
}

/**
 * The name to prepare a statement under. Named, node-postgres parses it once per connection;
 * unnamed (''), it sends Parse with every execution, in the same round trip, so the statement still
 * costs one round trip and Drizzle still builds its SQL once. PGlite ignores names.
 */
export function statementName(name: string, naming: StatementNaming = {}): string {
  return naming.namedStatements === false ? '' : name;
}
