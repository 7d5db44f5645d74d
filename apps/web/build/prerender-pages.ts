import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** What the prerender entry (apps/web/src/app/prerender.tsx) exports. */
interface PrerenderEntry {
  readonly PRERENDERED_PATHS: readonly string[];
  readonly CATALOGUE_PATHS: readonly string[];
  prerenderPage(path: string): Promise<{ html: string; pages: string[] }>;
}

/**
 * Where the build leaves what the server renders catalogue pages with at run time (never sent to
 * browsers): the prerender entry as prerender.js, and each catalogue page's HTML with an empty
 * #root under pages/ (the server's rule for the names, as below).
 */
export const SERVER_RENDER_DIR = 'ssr';

/** The hashed files a chunk needs (itself and its static imports, recursively) and its styles. */
function chunkFiles(
  manifest: Manifest,
  key: string,
  js = new Set<string>(),
  css = new Set<string>(),
): { js: Set<string>; css: Set<string> } {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return { js, css };
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, js, css);
  return { js, css };
}

/** The page file of a path: pages/index.html for /, pages/carbon.html for /Carbon (the server's rule too). */
function pageFile(path: string): string {
  return `pages/${path === '/' ? 'index' : path.slice(1).toLowerCase()}.html`;
}

/** Builds app/prerender.tsx for Node into `dir` and loads it. */
async function loadPrerenderEntry(configFile: string, dir: string): Promise<PrerenderEntry> {
  await build({
    configFile,
    mode: 'production',
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: here('../src/app/prerender.tsx'),
      outDir: dir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
      manifest: false,
    },
  });
  return import(pathToFileURL(join(dir, 'prerender.js')).href);
}

/**
 * Writes outDir/pages/*.html for the pages app/prerender.tsx lists: index.html with the page's
 * markup in #root and its stylesheets linked (no flash of unstyled content, no shift when they
 * arrive). Its scripts start after the first paint (boot.js): the entry, the page's chunks and the
 * composition root, which hydration needs. Keeps the entry and the catalogue pages' shells in
 * SERVER_RENDER_DIR for the server. Fails the build when a page cannot be prerendered.
 */
export async function prerenderPages(configFile: string, outDir: string): Promise<void> {
  const ssrDir = join(outDir, SERVER_RENDER_DIR);
  const entry = await loadPrerenderEntry(configFile, ssrDir);
  const manifest: Manifest = JSON.parse(
    await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
  );
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryChunk = entryKey ? manifest[entryKey] : undefined;
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const entryTag = `<script type="module" crossorigin src="/${entryChunk?.file}"></script>`;
  if (!entryKey || !entryChunk || !template.includes(entryTag)) {
    throw new Error('prerender: index.html does not load the entry chunk as expected');
  }
  if (!template.includes('<div id="root"></div>')) {
    throw new Error('prerender: index.html has no empty #root');
  }
  const loaded = chunkFiles(manifest, entryKey);
  // What the entry imports as it starts (main.tsx): React's renderer, the app and the composition
  // root, each a task of its own; hydration needs all three.
  const startup = entryChunk.dynamicImports ?? [];
  // The composition root is keyed by its source, or by its chunk's name when the build shares it.
  if (
    !startup.some(
      (key) => key.endsWith('src/app/container.ts') || manifest[key]?.name === 'container',
    )
  ) {
    throw new Error('prerender: the entry does not start the composition root (app/container.ts)');
  }

  const bootSource = await readFile(here('./boot.js'));
  const bootFile = `static/boot-${createHash('sha256').update(bootSource).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(outDir, bootFile), bootSource);
  // The page's scripts wait for boot.js: no module script or preload of the entry stays.
  const head = template
    .replace(entryTag, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');

  await mkdir(join(outDir, 'pages'), { recursive: true });
  for (const pagePath of entry.PRERENDERED_PATHS) {
    const { html, pages } = await entry.prerenderPage(pagePath);
    // The Content-Security-Policy runs no inline script: the markup must be complete without.
    if (/<script|<template/i.test(html)) {
      throw new Error(`prerender: ${pagePath} came out with an inline script or template`);
    }
    const js = new Set(loaded.js);
    const css = new Set<string>();
    for (const source of [...pages, ...startup]) {
      if (!manifest[source]) throw new Error(`prerender: ${source} is not a chunk of the build`);
      chunkFiles(manifest, source, js, css);
    }
    js.delete(entryChunk.file);
    const styles = [...css]
      .filter((file) => !loaded.css.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    const preload = [...js].map((file) => `/${file}`).join(' ');
    const boot = `<script type="module" src="/${bootFile}" data-entry="/${entryChunk.file}" data-preload="${preload}"></script>`;
    const shell = head.replace('</head>', `${styles.join('')}${boot}</head>`);
    const page = shell.replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    await writeFile(join(outDir, pageFile(pagePath)), page);
    if (entry.CATALOGUE_PATHS.includes(pagePath)) {
      await mkdir(join(ssrDir, 'pages'), { recursive: true });
      await writeFile(join(ssrDir, pageFile(pagePath)), shell);
    }
  }
}
