// `npm run bench:bundle`: builds the web app and, in the same run, a bare React + React Router page,
// then prints the JavaScript the home route needs before it can render (gzip) and its ratio to the
// bare page. Goal (issue 5): at most 1.3×.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = join(root, 'node_modules/.cache/bench-bundle');
const GOAL_RATIO = 1.3;

/** Builds with a manifest and returns the gzip bytes of the entry, its imports and the given lazy module. */
async function initialJs({ configFile, appRoot, outDir, lazyModule, alias = {} }) {
  await build({
    configFile,
    root: appRoot,
    logLevel: 'warn',
    plugins: configFile ? [] : [react()],
    resolve: { alias },
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  visit(entry);
  if (lazyModule) {
    const key = Object.keys(manifest).find((name) => name.endsWith(lazyModule));
    if (!key) throw new Error(`${lazyModule} is not a chunk of the build`);
    visit(key);
  }
  const deferred = Object.values(manifest)
    .filter((chunk) => chunk.src?.endsWith('app/container.ts'))
    .map((chunk) => gzipSync(readFileSync(join(outDir, chunk.file)), { level: 9 }).length)
    .reduce((sum, bytes) => sum + bytes, 0);
  let gzip = 0;
  const rows = [];
  for (const file of files) {
    const bytes = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    gzip += bytes;
    rows.push({ file, gzipKB: +(bytes / 1024).toFixed(1) });
  }
  return { gzip, rows, deferred };
}

function writeBarePage(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'src/main.jsx'),
    `import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
createRoot(document.getElementById('root')).render(
  <BrowserRouter><Routes><Route path="/" element={<h1>Home</h1>} /></Routes></BrowserRouter>,
);
`,
  );
}

const bareDir = join(work, 'bare');
writeBarePage(bareDir);
const bare = await initialJs({ appRoot: bareDir, outDir: join(work, 'bare-dist') });
const app = await initialJs({
  configFile: join(root, 'vite.config.ts'),
  appRoot: join(root, 'apps/web'),
  outDir: join(work, 'app-dist'),
  lazyModule: 'features/home/home-page.tsx',
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Home route, JavaScript before first render (gzip -9):');
console.table(app.rows);
console.log(`bare React + React Router page: ${kb(bare.gzip)}`);
console.log(`NetZero Market home route:      ${kb(app.gzip)}`);
console.log(
  `  + the composition root (inversify and adapters), loaded in parallel, not before first paint: ${kb(app.deferred)}`,
);
const ratio = app.gzip / bare.gzip;
console.log(`ratio: ${ratio.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×)`);
process.exitCode = ratio <= GOAL_RATIO ? 0 : 1;
