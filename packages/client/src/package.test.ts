import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { anOrderEvent } from '../test/v1-mothers.js';

// The compiled package as another project loads it: by name, through node_modules and the
// package's exports, from CommonJS (require() of an ES module, Node 20.19+/22.12+) and from ESM.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const scratch = join(root, 'node_modules/.cache/netzero-client-package-test');

const SECRET = 'whsec_package_test';
const T = Math.floor(Date.now() / 1000);
const BODY = JSON.stringify(anOrderEvent('order.fulfilled'));
const HEADER = `t=${T},v1=${createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex')}`;

// Loads the package with `load`, verifies a signed delivery, and makes a call on a fetch that
// answers a reply the contract refuses: each printed line is one thing a user relies on.
const program = (load: string) => `${load}
const body = ${JSON.stringify(BODY)};
(async () => {
  const event = await verifyWebhook(body, ${JSON.stringify(HEADER)}, ${JSON.stringify(SECRET)});
  console.log(event.type, event.data.object.state);
  const client = new NetZero({
    apiKey: 'nzk_test_x',
    maxRetries: 0,
    fetch: async () => new Response('{"object":"balance"}', { status: 200 }),
  });
  try {
    await client.balance.get();
  } catch (error) {
    console.log(error instanceof NetZeroError, error.kind);
  }
})();
`;

function run(file: string, code: string) {
  const path = join(scratch, file);
  writeFileSync(path, code);
  return spawnSync(process.execPath, [path], { cwd: scratch, encoding: 'utf8' });
}

beforeAll(() => {
  // tsc -b is incremental: after `npm run typecheck` (part of npm test) this only checks.
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const built = spawnSync(process.execPath, [tsc, '-b', join(root, 'packages/client')], {
    encoding: 'utf8',
  });
  expect(built.status, built.stdout + built.stderr).toBe(0);
  mkdirSync(scratch, { recursive: true });
}, 120_000);

describe('@netzero/client, compiled', () => {
  it('loads with require() from CommonJS', () => {
    const ran = run(
      'require.cjs',
      program("const { NetZero, NetZeroError, verifyWebhook } = require('@netzero/client');"),
    );
    expect(ran.stderr).toBe('');
    expect(ran.stdout.trim().split('\n')).toEqual(['order.fulfilled placed', 'true decode']);
  });

  it('loads with import from an ES module', () => {
    const ran = run(
      'import.mjs',
      program("import { NetZero, NetZeroError, verifyWebhook } from '@netzero/client';"),
    );
    expect(ran.stderr).toBe('');
    expect(ran.stdout.trim().split('\n')).toEqual(['order.fulfilled placed', 'true decode']);
  });

  it('exports a require() condition and only the compiled entry', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'packages/client/package.json'), 'utf8'));
    expect(manifest.exports['.']).toEqual({
      types: './dist/index.d.ts',
      import: './dist/index.js',
      default: './dist/index.js',
    });
    expect(manifest.dependencies).toEqual({ '@netzero/contract': '0.1.0' });
  });
});
