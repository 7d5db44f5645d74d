import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readmeExamples } from './readme-examples.js';

// The published packages as a user gets them: `npm pack` (whose prepack compiles each package into
// an empty dist), the tarballs installed into a project of their own, offline, then the READMEs'
// examples and the command run there with `import`, `require()` and npx.
const root = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGES = ['core', 'bulk'] as const;
// The locked Node first on the PATH: npm's scripts, npx and the command's shebang run on it.
const env = {
  ...process.env,
  PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
  npm_config_update_notifier: 'false',
};
const SLOW = 240_000;

const CSV = [
  'type,mode,km,attendees,hours,energy,date,reference',
  'travel,Car,1400,,,,2026-01-05,TR-1',
  'event,,,200,8,1000,2026-02,EV-1',
  'travel,Rocket,10,,,,2026-02,TR-2',
].join('\n');

let work: string;
let project: string;
const tarballs: Record<(typeof PACKAGES)[number], string> = { core: '', bulk: '' };

function run(command: string, args: readonly string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
  if (result.error) throw result.error;
  return result;
}

/** The file name `npm pack --json` reports (after any output of the package's prepack script). */
function packedName(stdout: string): string {
  const [{ filename }] = JSON.parse(stdout.slice(stdout.indexOf('\n[') + 1)) as [
    { filename: string },
  ];
  return filename;
}

function listTarball(file: string): string[] {
  return execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n');
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'netzero-packages-'));
  for (const name of PACKAGES) {
    const packed = run(
      'npm',
      ['pack', '--json', '--pack-destination', work],
      join(root, 'packages', name),
    );
    expect(packed.status, packed.stderr).toBe(0);
    tarballs[name] = join(work, packedName(packed.stdout));
  }
  // Core's one dependency, from the repository's install: the scratch project needs no registry.
  const dependency = run(
    'npm',
    [
      'pack',
      '--ignore-scripts',
      '--json',
      '--pack-destination',
      work,
      join(root, 'node_modules/jwt-decode'),
    ],
    root,
  );
  expect(dependency.status, dependency.stderr).toBe(0);
  const jwtDecode = join(work, packedName(dependency.stdout));
  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "scratch", "private": true }\n');
  writeFileSync(join(project, 'trips.csv'), CSV);
  const installed = run(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', jwtDecode, tarballs.core, tarballs.bulk],
    project,
  );
  expect(installed.status, installed.stderr).toBe(0);
}, SLOW);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the tarballs', () => {
  it.each(PACKAGES)(
    'of @netzero/%s hold compiled code, sources, LICENSE and README, no build state',
    (name) => {
      const files = listTarball(tarballs[name]);
      expect(files).toEqual(
        expect.arrayContaining([
          'package/package.json',
          'package/LICENSE',
          'package/README.md',
          'package/dist/index.js',
          'package/dist/index.d.ts',
          'package/src/index.ts',
        ]),
      );
      expect(files.filter((file) => /\.tsbuildinfo$|\.test\.ts$|tsconfig/.test(file))).toEqual([]);
      // Every source map points at a source that ships (src/ beside dist/).
      const unpacked = join(work, `unpacked-${name}`);
      mkdirSync(unpacked);
      execFileSync('tar', ['-xzf', tarballs[name], '-C', unpacked]);
      const shipped = new Set(files);
      const maps = files.filter((file) => file.endsWith('.map'));
      expect(maps.length).toBeGreaterThan(0);
      for (const map of maps) {
        const { sources } = JSON.parse(readFileSync(join(unpacked, map), 'utf8')) as {
          sources: string[];
        };
        for (const source of sources) {
          expect(shipped, `${map} → ${source}`).toContain(join(dirname(map), source));
        }
      }
      if (name === 'bulk') {
        expect(files).toEqual(
          expect.arrayContaining(['package/bin/netzero-estimate.mjs', 'package/dist/cli/main.js']),
        );
      }
    },
  );

  it('describe a public, licensed package with a repository and a require() condition', () => {
    for (const name of PACKAGES) {
      const manifest = JSON.parse(
        readFileSync(join(project, 'node_modules', '@netzero', name, 'package.json'), 'utf8'),
      );
      expect(manifest.private, name).toBeUndefined();
      expect(manifest.license, name).toBe('MIT');
      expect(manifest.repository.directory, name).toBe(`packages/${name}`);
      expect(manifest.exports['.'].default, name).toBe('./dist/index.js');
    }
    const license = readFileSync(join(project, 'node_modules/@netzero/core/LICENSE'), 'utf8');
    expect(license).toContain('MIT License');
    expect(license).toContain('NetZero Market contributors');
  });
});

describe.each(PACKAGES)('the README examples of @netzero/%s, installed', (name) => {
  const examples = readmeExamples(join(root, 'packages', name, 'README.md'));

  it('include an import and a require() example that state what they print', () => {
    expect(examples.map((example) => example.language).sort()).toEqual(['cjs', 'js']);
    for (const example of examples) expect(example.expectedOutput.length).toBeGreaterThan(0);
  });

  it.each(examples.map((example) => [example.language, example] as const))(
    'run as written (%s) and print what they say',
    (language, example) => {
      const file = join(project, `${name}-example.${language === 'js' ? 'mjs' : 'cjs'}`);
      writeFileSync(file, example.code);
      const ran = run(process.execPath, [file], project);
      expect(ran.stderr).toBe('');
      expect(ran.status).toBe(0);
      expect(ran.stdout.trim().split('\n')).toEqual(example.expectedOutput);
    },
  );
});

describe('netzero-estimate, installed', () => {
  // npx costs seconds a call: the first run goes through it, the others start the same bin.
  const command = () => join(project, 'node_modules/.bin/netzero-estimate');

  it('estimates a CSV file as text (npx netzero-estimate)', () => {
    const ran = run('npx', ['--no-install', 'netzero-estimate', 'trips.csv'], project);
    expect(ran.status, ran.stderr).toBe(0);
    expect(ran.stdout).toContain('Rows read: 3; estimated: 2; problems: 1');
    expect(ran.stdout).toMatch(/Total\s+8\.994 t/);
    expect(ran.stdout).toContain('TR-2');
  });

  it('gives the same figures as JSON', () => {
    const ran = run(command(), ['trips.csv', '--format', 'json'], project);
    expect(ran.status, ran.stderr).toBe(0);
    const report = JSON.parse(ran.stdout);
    expect(report.file).toBe('trips.csv');
    expect(report.totalTonnes).toBe(8.994);
    expect(report.byMode).toEqual({ tourism: 0.294, events: 8.7, hotels: 0 });
    expect(report.errors).toEqual([
      expect.objectContaining({ rowNumber: 4, column: 'mode', reference: 'TR-2' }),
    ]);
  });

  it('says why a file cannot be estimated, with exit code 1', () => {
    writeFileSync(join(project, 'notes.csv'), 'mode,km\nCar,10\n');
    const ran = run(command(), ['notes.csv'], project);
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain('The first row has no "type" column.');
  });
});
