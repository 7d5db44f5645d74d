// Turns the layer table of docs/architecture.md into dependency-cruiser rules, so the table a
// newcomer reads is the rule set `npm test` enforces (DESIGN §3.1): one source, no drift.
import { readFileSync } from 'node:fs';

/** Files that are not part of any layer's product code: tests and their helpers. */
export const TEST_FILES = [
  '\\.test\\.tsx?$',
  '-test-kit\\.tsx?$',
  '/test-support/',
  '^apps/web/src/test/',
  '^packages/[^/]+/test/',
];

const SECTION = '## The layers';

/**
 * Reads the table under "## The layers": columns `layer | files | may import | why`.
 * `files` holds one or more regular expressions in backticks (a capture group makes each match its
 * own unit, e.g. one feature); `may import` is a comma-separated list of layer names, `itself`
 * (the same layer, or the same unit when `files` has a group), `anything`, npm packages in
 * backticks and `node:*` for Node's built-in modules.
 */
export function parseLayerTable(markdown) {
  const start = markdown.indexOf(SECTION);
  if (start < 0) throw new Error(`docs/architecture.md has no "${SECTION}" section`);
  const rows = markdown
    .slice(start)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    // A `|` inside a regular expression is written `\\|`, as Markdown tables require.
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim().replaceAll('\\|', '|')),
    );
  const [header, , ...body] = rows;
  if (header?.[0] !== 'layer' || header[1] !== 'files' || header[2] !== 'may import') {
    throw new Error('the layer table must start with the columns: layer | files | may import');
  }
  return body.map(([name, files, mayImport]) => ({
    name,
    files: [...files.matchAll(/`([^`]+)`/g)].map((match) => match[1]),
    mayImport: parseAllowed(mayImport),
  }));
}

function parseAllowed(cell) {
  const allowed = { anything: false, itself: false, builtins: false, layers: [], packages: [] };
  for (const raw of cell
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean)) {
    if (raw === 'anything') allowed.anything = true;
    else if (raw === 'itself') allowed.itself = true;
    else if (raw === '`node:*`') allowed.builtins = true;
    else if (raw.startsWith('`')) allowed.packages.push(raw.replaceAll('`', ''));
    else allowed.layers.push(raw);
  }
  return allowed;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The regular expression of a package's files under node_modules (its types package included). */
function packagePath(name) {
  const typesName = name.startsWith('@') ? name.slice(1).replace('/', '__') : name;
  return `^node_modules/(${escapeRegExp(name)}|@types/${escapeRegExp(typesName)})/`;
}

/** Rewrites a layer's file patterns so that "itself" means the same unit ($1) for grouped ones. */
function ownUnit(pattern) {
  return pattern.includes('(') ? pattern.replace(/\((?!\?)[^)]*\)/, '$1') : pattern;
}

/** dependency-cruiser's `forbidden` rules for the layers of the table. */
export function layerRules(layers) {
  const byName = new Map(layers.map((layer) => [layer.name, layer]));
  const rules = [];
  for (const layer of layers) {
    const { mayImport } = layer;
    if (mayImport.anything) continue;
    const allowedPaths = [
      ...(mayImport.itself ? layer.files.map(ownUnit) : []),
      ...mayImport.layers.flatMap((name) => {
        const other = byName.get(name);
        if (!other) throw new Error(`layer "${layer.name}" may import unknown layer "${name}"`);
        return other.files;
      }),
      ...mayImport.packages.map(packagePath),
    ];
    rules.push({
      name: `layer: ${layer.name}`,
      comment: `${layer.name} may import only: ${describe(mayImport)} (docs/architecture.md)`,
      severity: 'error',
      from: { path: layer.files, pathNot: TEST_FILES },
      to: {
        pathNot: allowedPaths,
        ...(mayImport.builtins ? { dependencyTypesNot: ['core'] } : {}),
      },
    });
  }
  rules.push(
    {
      name: 'every file in a layer',
      comment: 'a product file under apps/ or packages/ that no row of the layer table covers',
      severity: 'error',
      from: {
        path: '^(apps|packages)/[^/]+/src/',
        pathNot: [...layers.flatMap((layer) => layer.files), ...TEST_FILES],
      },
      to: {},
    },
    {
      name: 'no cycles',
      comment: 'modules that import each other, directly or through others',
      severity: 'error',
      from: { pathNot: TEST_FILES },
      to: { circular: true },
    },
    {
      name: 'resolvable',
      comment: 'an import that names no file or package',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  );
  return rules;
}

function describe(mayImport) {
  return [
    mayImport.itself ? 'itself' : null,
    ...mayImport.layers,
    ...mayImport.packages,
    mayImport.builtins ? 'node:*' : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The rules generated from the table in the given architecture document. */
export function rulesFromArchitecture(path) {
  return layerRules(parseLayerTable(readFileSync(path, 'utf8')));
}
