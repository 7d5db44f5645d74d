import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { prerenderPages } from './prerender-pages.js';

/** Text files worth compressing (source maps are for developers' tools, which ask rarely). */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = join(dir, entry.name);
      // .vite holds the manifest, ssr/ what the server renders with: neither is sent to browsers.
      if (entry.isDirectory()) return ['.vite', 'ssr'].includes(entry.name) ? [] : textFiles(full);
      return COMPRESSIBLE.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every text file under outDir. */
async function precompress(outDir: string): Promise<void> {
  await Promise.all(
    (await textFiles(outDir)).map(async (file) => {
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
      // A copy is kept only when it is smaller than the file.
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

/**
 * After the browser build: prerenders the static pages (prerender-pages.ts), then writes
 * compressed copies of every text file, which the server sends as they are (@fastify/static's
 * `preCompressed`) instead of compressing per request. NETZERO_PRERENDER=0 skips the prerender.
 */
export function postBuild(configFile: string): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'netzero:post-build',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    writeBundle(options) {
      // Where this build really wrote (a command line --outDir is taken from the working directory).
      if (options.dir) outDir = options.dir;
    },
    async closeBundle() {
      if (ssr || !outDir) return;
      if (process.env.NETZERO_PRERENDER !== '0') await prerenderPages(configFile, outDir);
      await precompress(outDir);
    },
  };
}
