// The web bundle's size figures, shared by `npm run bench:bundle` and the budget test
// (bundle-budget.test.ts): builds the app and a bare React + React Router page into workDir and
// measures, in gzip -9 bytes, the JavaScript each needs before its home route can render.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Issue 9's budgets: home route JS at most 1.25× the bare page, no chunk over 150 KB gzip. */
export const BUDGETS = { ratio: 1.25, chunkKB: 150 };

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Whether a manifest entry is the shop's composition root: its own chunk, or the shared chunk named
 * for it once the console's root imports it too (apps/web/src/app/ops-container.ts).
 */
function isContainer(key, manifest) {
  const chunk = manifest[key];
  return (
    chunk.src?.endsWith('app/container.ts') || (key.startsWith('_') && chunk.name === 'container')
  );
}

/** Builds with a manifest and returns the gzip bytes of the entry, its imports and the given lazy module. */
async function initialJs({ configFile, appRoot, outDir, lazyModule }) {
  await build({
    configFile: configFile ?? false,
    root: appRoot,
    mode: 'production',
    logLevel: 'warn',
    plugins: configFile ? [] : [react()],
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
  // What the entry imports as it starts (the app's main.tsx: React's renderer and the app, each
  // evaluated in a task of its own) is first JS too; the composition root is counted apart below.
  for (const key of manifest[entry].dynamicImports ?? [])
    if (!isContainer(key, manifest)) visit(key);
  if (lazyModule) {
    const key = Object.keys(manifest).find((name) => name.endsWith(lazyModule));
    if (!key) throw new Error(`${lazyModule} is not a chunk of the build`);
    visit(key);
  }
  const rows = [...files].map((file) => ({ file, gzip: gzipBytes(join(outDir, file)) }));
  // The shop's composition root, loaded beside the first page.
  const deferred = Object.entries(manifest)
    .filter(([key]) => isContainer(key, manifest))
    .map(([, chunk]) => chunk)
    .reduce((sum, chunk) => sum + gzipBytes(join(outDir, chunk.file)), 0);
  // Every script the build wrote beside its entry: route chunks, shared chunks and the worker.
  const assetsDir = dirname([...files][0] ?? '');
  const chunks = readdirSync(join(outDir, assetsDir))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `${assetsDir}/${name}`)
    .map((file) => ({ file, gzip: gzipBytes(join(outDir, file)) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { gzip: rows.reduce((sum, row) => sum + row.gzip, 0), rows, deferred, chunks };
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

/**
 * Builds both (production, whatever NODE_ENV the caller runs under; the app without its prerender,
 * which changes no script) and returns the home route's JS, the bare page's, their ratio and the
 * app's chunks largest first. workDir must lie inside the repository (the bare page imports React
 * from its node_modules).
 */
export async function measureBundle(workDir) {
  const saved = { nodeEnv: process.env.NODE_ENV, prerender: process.env.NETZERO_PRERENDER };
  process.env.NODE_ENV = 'production';
  process.env.NETZERO_PRERENDER = '0';
  try {
    const bareDir = join(workDir, 'bare');
    writeBarePage(bareDir);
    const bare = await initialJs({ appRoot: bareDir, outDir: join(workDir, 'bare-dist') });
    const app = await initialJs({
      configFile: join(root, 'vite.config.ts'),
      appRoot: join(root, 'apps/web'),
      outDir: join(workDir, 'app-dist'),
      lazyModule: 'features/home/home-page.tsx',
    });
    return { bare, app, ratio: app.gzip / bare.gzip };
  } finally {
    for (const [name, value] of [
      ['NODE_ENV', saved.nodeEnv],
      ['NETZERO_PRERENDER', saved.prerender],
    ]) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
