import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Proves the lint rule of DESIGN §3.1: a file in packages/core that imports React, ky,
// inversify, a Node built-in or an app makes `biome lint` fail; the same file elsewhere passes.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const probes: string[] = [];
const biome = join(root, 'node_modules', '.bin', 'biome');

function lintProbe(folder: string, source: string): { failed: boolean; output: string } {
  const dir = mkdtempSync(join(root, folder, '.lint-probe-'));
  probes.push(dir);
  const file = join(dir, 'probe.ts');
  writeFileSync(file, source);
  try {
    const output = execFileSync(biome, ['lint', '--no-errors-on-unmatched', file], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { failed: false, output };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  }
}

afterAll(() => {
  for (const dir of probes) rmSync(dir, { recursive: true, force: true });
});

const forbidden = {
  react: "import { useState } from 'react';\n\nexport const probe = useState;\n",
  'node:fs': "import { readFileSync } from 'node:fs';\n\nexport const probe = readFileSync;\n",
  ky: "import ky from 'ky';\n\nexport const probe = ky;\n",
  inversify: "import { Container } from 'inversify';\n\nexport const probe = Container;\n",
  apps: "import { probe as app } from '../../../../apps/web/src/app/main';\n\nexport const probe = app;\n",
};

describe('core purity lint rule', () => {
  for (const [name, source] of Object.entries(forbidden)) {
    it(`fails a core file that imports ${name}`, () => {
      const result = lintProbe('packages/core/src', source);
      expect(result.failed).toBe(true);
      expect(result.output).toContain('noRestrictedImports');
    });
  }

  it('lets a file outside core import node:fs', () => {
    const result = lintProbe('scripts', forbidden['node:fs']);
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.failed).toBe(false);
  });
});
