import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';
import { layerRules, parseLayerTable } from './layer-rules.mjs';

// Proves DESIGN §3.1: the rules generated from docs/architecture.md's table reject a forbidden
// import and accept an allowed one. Each case lays out a few files that mirror the repository's
// folders in a temporary directory and cruises them with the real table's rules.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const layers = parseLayerTable(readFileSync(join(root, 'docs/architecture.md'), 'utf8'));
const rules = layerRules(layers);
const trees: string[] = [];

afterAll(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

/** Writes the files (path → source; packages under node_modules/) and returns the rules broken. */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  const base = mkdtempSync(join(tmpdir(), 'layer-probe-'));
  trees.push(base);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), source);
  }
  const product = Object.keys(files).filter((path) => !path.startsWith('node_modules/'));
  const result = await cruise(product, {
    baseDir: base,
    validate: true,
    ruleSet: { forbidden: rules },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  });
  const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
  return output.summary.violations.map(
    (violation: { rule: { name: string } }) => violation.rule.name,
  );
}

const fakePackage = (name: string) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, main: 'index.js' }),
  [`node_modules/${name}/index.js`]: 'export const value = 1;\n',
});

describe('the layer rules of docs/architecture.md', () => {
  it('reads every row of the table', () => {
    expect(layers.map((layer) => layer.name)).toEqual(
      expect.arrayContaining([
        'core',
        'web pages',
        'web adapters',
        'server services',
        'server http',
      ]),
    );
    for (const layer of layers) expect(layer.files.length).toBeGreaterThan(0);
  });

  it('rejects a service that imports a Drizzle repository', async () => {
    const broken = await brokenRules({
      'apps/server/src/services/probe.service.ts':
        "import { repo } from '../persistence/drizzle-user.repository';\nexport const probe = repo;\n",
      'apps/server/src/persistence/drizzle-user.repository.ts': 'export const repo = 1;\n',
    });
    expect(broken).toContain('layer: server services');
  });

  it('accepts a service that imports a port and a route that imports a service', async () => {
    const broken = await brokenRules({
      'apps/server/src/http/probe.routes.ts':
        "import { service } from '../services/probe.service';\nexport const routes = service;\n",
      'apps/server/src/services/probe.service.ts':
        "import type { Port } from './ports/probe.port';\nexport const service = (port: Port) => port;\n",
      'apps/server/src/services/ports/probe.port.ts': 'export interface Port { x: number }\n',
    });
    expect(broken).toEqual([]);
  });

  it('rejects a route that imports an adapter or the configuration', async () => {
    const broken = await brokenRules({
      'apps/server/src/http/probe.routes.ts':
        "import { config } from '../config';\nimport { mailer } from '../mail/smtp.mailer';\nexport const routes = [config, mailer];\n",
      'apps/server/src/config.ts': 'export const config = 1;\n',
      'apps/server/src/mail/smtp.mailer.ts': 'export const mailer = 1;\n',
    });
    expect(broken.filter((name) => name === 'layer: server http')).toHaveLength(2);
  });

  it('rejects a page that imports a ky adapter or another feature, and accepts ui/', async () => {
    const broken = await brokenRules({
      'apps/web/src/features/cart/cart-page.tsx': [
        "import { gateway } from '../../adapters/http/ky-cart-gateway';",
        "import { title } from '../site/use-document-title';",
        "import { Button } from '../../ui/button';",
        'export const page = [gateway, title, Button];',
      ].join('\n'),
      'apps/web/src/adapters/http/ky-cart-gateway.ts': 'export const gateway = 1;\n',
      'apps/web/src/features/site/use-document-title.ts': 'export const title = 1;\n',
      'apps/web/src/ui/button.tsx': 'export const Button = 1;\n',
    });
    expect(broken.filter((name) => name === 'layer: web pages')).toHaveLength(2);
  });

  it('rejects a core file that imports React or a Node built-in, and accepts jwt-decode', async () => {
    const broken = await brokenRules({
      'packages/core/src/probe.ts': [
        "import { value } from 'react';",
        "import { readFileSync } from 'node:fs';",
        "import { value as decode } from 'jwt-decode';",
        'export const probe = [value, readFileSync, decode];',
      ].join('\n'),
      ...fakePackage('react'),
      ...fakePackage('jwt-decode'),
    });
    expect(broken.filter((name) => name === 'layer: core')).toHaveLength(2);
  });

  it('rejects an import cycle and a product file outside every layer', async () => {
    const broken = await brokenRules({
      'packages/core/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'packages/core/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'apps/web/src/elsewhere/probe.ts':
        "import { a } from '../../../../packages/core/src/a';\nexport const p = a;\n",
    });
    expect(broken).toContain('no cycles');
    expect(broken).toContain('every file in a layer');
  });
});
