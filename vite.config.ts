import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Where `npm run dev` forwards the API calls: the server started by `npm start` (or its dev mode). */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';
const API_PREFIXES = ['/api', '/auth', '/assets', '/sandbox', '/certificates', '/healthz'];

/** Text files worth compressing (source maps are for developers' tools, which ask rarely). */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every text file of the build, so the
 * server sends them as they are (@fastify/static's `preCompressed`) instead of compressing per
 * request. A copy is kept only when it is smaller than the file.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((entry) => {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === '.vite' ? [] : walk(full);
        return COMPRESSIBLE.test(entry.name) ? [full] : [];
      }),
    );
    return nested.flat();
  };
  return {
    name: 'netzero:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await walk(outDir);
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

// The web app's build and dev server. The packages are compiled from their sources, so no build
// step of theirs is needed before `vite`.
export default defineConfig({
  root: path('./apps/web'),
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      '@netzero/core': path('./packages/core/src/index.ts'),
      '@netzero/bulk': path('./packages/bulk/src/index.ts'),
    },
  },
  build: {
    outDir: path('./apps/web/dist'),
    // /assets/ belongs to the server's shipped illustrations; the build's hashed files live apart.
    assetsDir: 'static',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, API_ORIGIN])),
  },
});
