import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { postBuild } from './apps/web/build/post-build.plugin.js';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Where `npm run dev` forwards the API calls: the server started by `npm start` (or its dev mode). */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';
const API_PREFIXES = ['/api', '/auth', '/assets', '/sandbox', '/certificates', '/healthz'];

// The web app's build and dev server. The packages are compiled from their sources, so no build
// step of theirs is needed before `vite`. After the build, postBuild prerenders the static pages
// and writes compressed copies of the text files (apps/web/build/).
export default defineConfig({
  root: path('./apps/web'),
  plugins: [react(), postBuild(path('./vite.config.ts'))],
  resolve: {
    alias: {
      '@netzero/core': path('./packages/core/src/index.ts'),
      // Before '@netzero/contract', which would match its subpath too.
      '@netzero/contract/products': path('./packages/contract/src/products.ts'),
      '@netzero/contract': path('./packages/contract/src/index.ts'),
      '@netzero/content': path('./packages/content/src/index.ts'),
      '@netzero/bulk': path('./packages/bulk/src/index.ts'),
    },
  },
  build: {
    outDir: path('./apps/web/dist'),
    // /assets/ belongs to the server's shipped illustrations; the build's hashed files live apart.
    assetsDir: 'static',
    emptyOutDir: true,
    target: 'es2022',
    // Written for reading a reported stack trace, but never linked from the bundles nor served
    // (the server refuses *.map): the sources would show attackers the client's every path.
    sourcemap: 'hidden',
    // The prerender reads which chunks and stylesheets each page needs (.vite/ is never served).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, API_ORIGIN])),
  },
});
