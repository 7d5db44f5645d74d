import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CATALOGUE_SNAPSHOT_ELEMENT_ID } from '@netzero/content';
import type { CatalogueSnapshot } from '../services/catalogue/catalogue.service.js';
import { catalogueBody } from './catalogue-body.js';
import type { CataloguePageRenderer } from './page-preloads.js';

/** Where the web build leaves what the server renders with (apps/web/build/prerender-pages.ts). */
export const SERVER_RENDER_DIR = 'ssr';

/** What the web build's server entry (apps/web/src/app/prerender.tsx) offers. */
interface ServerRenderEntry {
  prerenderPage(path: string, catalogueJson: string | null): Promise<{ html: string }>;
}

/** JSON made safe inside a <script> element: no '</script>' or '<!--' can close or open it. */
function scriptSafe(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

/**
 * The renderer of a catalogue page (`path`, e.g. /Carbon; `key`, its lower-case page key) from the
 * web build's server entry and the page's shell, or null when the build has none (the prerendered
 * page is then sent as it is). The page carries the list it was rendered with as a JSON data
 * block, which the app's first render reads: it adopts the server's markup as it is.
 */
export async function loadCataloguePageRenderer(
  distDir: string,
  path: string,
  key: string,
): Promise<CataloguePageRenderer | null> {
  const entryFile = join(distDir, SERVER_RENDER_DIR, 'prerender.js');
  const shellFile = join(distDir, SERVER_RENDER_DIR, 'pages', `${key.slice(1)}.html`);
  if (!existsSync(entryFile) || !existsSync(shellFile)) return null;
  const entry: ServerRenderEntry = await import(pathToFileURL(entryFile).href);
  const shell = readFileSync(shellFile, 'utf8');
  return {
    keyOf: (snapshot) => catalogueBody(snapshot as CatalogueSnapshot).etag,
    async render(snapshot) {
      const { json } = catalogueBody(snapshot as CatalogueSnapshot);
      const { html } = await entry.prerenderPage(path, json);
      // The Content-Security-Policy runs no inline script: the markup must be complete without.
      if (/<script|<template/i.test(html)) throw new Error(`${path} rendered an inline script`);
      const data = `<script type="application/json" id="${CATALOGUE_SNAPSHOT_ELEMENT_ID}">${scriptSafe(json)}</script>`;
      return shell.replace('<div id="root"></div>', `<div id="root">${html}</div>${data}`);
    },
  };
}
