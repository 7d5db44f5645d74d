// Debian's Chromium as the journeys and the page benches start it (playwright-core, Lighthouse).
import { execFileSync } from 'node:child_process';

/** The flags this machine's Chromium needs (no sandbox as root, no network beyond localhost). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH, else the chromium (or chromium-browser) on the PATH. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
    encoding: 'utf8',
  }).trim();
}
