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

/**
 * A statement whose SQL depends on a count (the rows of an upsert, the lines of an order): built
 * once per count up to `kept` and prepared as `${name}_${count}`; a larger count is built for its
 * call, unnamed, so an unusual caller cannot fill a connection with statements.
 */
export class StatementsByCount<Statement> {
  readonly #built = new Map<number, Statement>();
  readonly #build: (count: number, name: string) => Statement;
  readonly #name: string;
  readonly #kept: number;
  readonly #naming: StatementNaming;

  constructor(options: {
    build: (count: number, name: string) => Statement;
    name: string;
    kept: number;
    naming: StatementNaming;
  }) {
    this.#build = options.build;
    this.#name = options.name;
    this.#kept = options.kept;
    this.#naming = options.naming;
  }

  /** The statement for `count`. */
  of(count: number): Statement {
    if (count > this.#kept) return this.#build(count, '');
    let statement = this.#built.get(count);
    if (!statement) {
      statement = this.#build(count, statementName(`${this.#name}_${count}`, this.#naming));
      this.#built.set(count, statement);
    }
    return statement;
  }
}
