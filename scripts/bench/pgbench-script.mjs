// Turns the statements one route sent for two requests (pg-capture.mjs) into a pgbench script that
// sends the same statements, in the same order, with the same parameters, once per transaction.
// Every parameter is a pgbench variable, so the statement text is the route's, `$n` for `$n`:
//   - equal in both requests: a constant (`-D cN=value`);
//   - what an earlier statement returned (an order's id): that statement ends in `\gset rJ_` and the
//     parameter reads the column it returned;
//   - another parameter's value seen earlier (the same session id twice): the same variable;
//   - a time: the second request's (it decides nothing in the statements measured);
//   - otherwise (a buyer's e-mail, a session id): a random number each transaction, as text or as an
//     integer like the route's, so unique keys stay unique and no two clients share a row the route's
//     requests would not share.
// pgbench cannot bind a null parameter (a NULL variable goes out as the text 'NULL'), so a parameter
// that is null in both requests is written into the text as NULL and the later ones renumbered:
// `expected` holds those texts, which the bench checks against what pgbench says it sends;
// `gsets` the indexes of the statements that end in \gset.

const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;
const INTEGER = /^-?\d+$/;

/**
 * The pgbench script of a route from two captures of it: { script, defines, mode, expected }.
 * Throws when the two requests did not send the same statements.
 */
export function pgbenchScript([first, second]) {
  if (first.length !== second.length)
    throw new Error(`the route sent ${first.length} then ${second.length} statements`);
  const defines = {};
  const randoms = [];
  const seen = new Map(); // second request's varying value → variable
  const gsets = new Set();
  const lines = [];
  const expected = [];
  second.forEach((statement, i) => {
    const before = first[i];
    if (before.text !== statement.text)
      throw new Error(`statement ${i + 1} differs:\n${before.text}\n${statement.text}`);
    if (/[\n;]/.test(statement.text)) throw new Error(`statement ${i + 1} has a newline or ';'`);
    const variableOf = (k) => {
      const [a, b] = [before.values[k], statement.values[k]];
      if (a === null && b === null) return null;
      if (a === null || b === null) throw new Error(`statement ${i + 1}: $${k + 1} is null once`);
      if (a === b || TIME.test(b)) return define(defines, b);
      if (seen.has(b)) return seen.get(b);
      const source = returnedBy(first, second, i, a, b);
      const variable = source
        ? `r${source.statement}_${source.field}`
        : randomVariable(randoms, INTEGER.test(b));
      if (source) gsets.add(source.statement);
      seen.set(b, variable);
      return variable;
    };
    const variables = [];
    const sent = statement.text.replace(/\$(\d+)/g, (_, k) => {
      const variable = variableOf(Number(k) - 1);
      if (variable === null) return 'NULL';
      variables.push(variable);
      return `$${variables.length}`;
    });
    lines.push(sent.replace(/\$(\d+)/g, (_, k) => `:${variables[Number(k) - 1]}`));
    expected.push(sent);
  });
  const script = [
    ...randoms,
    ...lines.map((text, i) => (gsets.has(i + 1) ? `${text} \\gset r${i + 1}_` : `${text};`)),
  ].join('\n');
  // pgbench prepares all statements or none: the stricter baseline when the route names most.
  const parameterised = second.filter((statement) => statement.values.length > 0);
  const named = parameterised.filter((statement) => statement.name).length;
  const mode = named * 2 >= parameterised.length ? 'prepared' : 'extended';
  return { script: `${script}\n`, defines, mode, expected, gsets: [...gsets].map((n) => n - 1) };
}

function define(defines, value) {
  const name = `c${Object.keys(defines).length + 1}`;
  defines[name] = value;
  return name;
}

function randomVariable(randoms, integer) {
  const name = `u${randoms.length + 1}`;
  // Integers stay in a 4-byte column's range; text gets 2^53 values, so keys never collide.
  randoms.push(`\\set ${name} random(1, ${integer ? 2 ** 31 - 1 : 2 ** 53 - 1})`);
  return name;
}

/** The earliest statement before `index` that returned value a, then b, in the same column. */
function returnedBy(first, second, index, a, b) {
  for (let j = 0; j < index; j++) {
    const [rowA, rowB] = [first[j].row, second[j].row];
    if (!rowA || !rowB) continue;
    const column = rowB.findIndex((cell, c) => cell === b && rowA[c] === a);
    if (column < 0) continue;
    const field = second[j].fields[column];
    if (!/^[a-z_]\w*$/i.test(field)) throw new Error(`statement ${j + 1} returned '${field}'`);
    return { statement: j + 1, field };
  }
  return null;
}
