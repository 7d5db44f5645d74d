// `npm run bench:bundle`: builds the web app and, in the same run, a bare React + React Router page,
// then prints the JavaScript the home route needs before it can render (gzip -9), its ratio to the
// bare page and the largest chunks. Budgets (issue 9): ratio ≤ 1.25×, no chunk over 150 KB gzip;
// `npm test` checks the same (bundle-budget.test.ts).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, measureBundle } from './bundle-size.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { bare, app, ratio } = await measureBundle(join(root, 'node_modules/.cache/bench-bundle'));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Home route, JavaScript before first render (gzip -9):');
console.table(app.rows.map(({ file, gzip }) => ({ file, gzipKB: +(gzip / 1024).toFixed(1) })));
console.log(`bare React + React Router page: ${kb(bare.gzip)}`);
console.log(`NetZero Market home route:      ${kb(app.gzip)}`);
console.log(
  `  + the composition root (inversify and adapters), loaded in parallel, not before first paint: ${kb(app.deferred)}`,
);
console.log('Largest chunks (gzip -9):');
console.table(
  app.chunks.slice(0, 5).map(({ file, gzip }) => ({ file, gzipKB: +(gzip / 1024).toFixed(1) })),
);
const largest = app.chunks[0];
const chunkOk = !largest || largest.gzip <= BUDGETS.chunkKB * 1024;
console.log(`ratio: ${ratio.toFixed(2)}× (budget ≤ ${BUDGETS.ratio}×)`);
console.log(`largest chunk: ${largest ? kb(largest.gzip) : '-'} (budget ≤ ${BUDGETS.chunkKB} KB)`);
process.exitCode = ratio <= BUDGETS.ratio && chunkOk ? 0 : 1;
