// Where a server's CPU went, from a V8 .cpuprofile (`CPU_PROF=DIR npm run bench:pg`, or any
// `node --cpu-prof`): the share of time per package or app module, by self time and inclusive
// (counted once per sample when it is anywhere on the stack), and the busiest functions.
//   npx node scripts/bench/cpu-profile-summary.mjs FILE.cpuprofile [ROWS]
// A flame graph of the same file: open it in Chrome DevTools (Performance) or speedscope.
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpu-profile-summary.mjs FILE.cpuprofile [ROWS]');
  process.exit(2);
}
const ROWS = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);

/** A package of node_modules, a module of the app's build, or V8's and Node's own frames. */
function owner({ callFrame: { url, functionName } }) {
  if (!url) return functionName || '(native)';
  const dependency = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (dependency) return dependency[1];
  if (url.includes('/dist/')) return `app: ${url.split('/dist/')[1]}`;
  return url.startsWith('node:') ? url : `node: ${url.replace(/^.*\//, '')}`;
}

const self = new Map();
const inclusive = new Map();
const functions = new Map();
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
let total = 0;
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  total += ms;
  const node = nodes.get(id);
  add(self, owner(node), ms);
  add(functions, `${node.callFrame.functionName || '(anonymous)'}  ${owner(node)}`, ms);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parents.get(at)) {
    const key = owner(nodes.get(at));
    if (!seen.has(key)) add(inclusive, key, ms);
    seen.add(key);
  }
});

const table = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, ROWS))
    console.log(`${((ms / total) * 100).toFixed(1).padStart(6)} %  ${key}`);
};
console.log(`${file}: ${(total / 1000).toFixed(1)} s sampled`);
table('Self time by owner', self);
table('Inclusive time by owner', inclusive);
table('Self time by function', functions);
