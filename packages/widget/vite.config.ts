import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Where the one built file goes; the server serves it at /widget/v1/netzero-offset.js. */
export const WIDGET_OUT_DIR = fileURLToPath(new URL('./dist', import.meta.url));

// One classic script (IIFE), so a merchant's plain <script src> works and `document.currentScript`
// tells the widget which origin it came from (its default api-base). Nothing is imported at run
// time: the contract is used for types only, so zod never reaches the merchant's page.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: WIDGET_OUT_DIR,
    emptyOutDir: true,
    target: 'es2020',
    minify: true,
    sourcemap: false,
    lib: {
      entry: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      name: 'NetZeroOffset',
      formats: ['iife'],
      fileName: () => 'netzero-offset.js',
    },
  },
});
