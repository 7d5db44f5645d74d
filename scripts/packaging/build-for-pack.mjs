// The prepack script of the published packages (`npm pack`, `npm publish`): drops from dist what no
// source compiles to any more (the output of a moved or deleted file), then compiles the package
// (tsc -b is incremental), so the tarball holds exactly what today's sources compile to.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

const OUTPUT = /(\.d)?\.js(\.map)?$|\.d\.ts(\.map)?$/;

function pruneStale(dir, dist, src) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      pruneStale(path, dist, src);
      continue;
    }
    if (!OUTPUT.test(entry.name)) continue;
    const source = join(src, relative(dist, path).replace(OUTPUT, '.ts'));
    if (!existsSync(source)) rmSync(path);
  }
}

const packageDir = process.cwd();
pruneStale(join(packageDir, 'dist'), join(packageDir, 'dist'), join(packageDir, 'src'));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const build = spawnSync(process.execPath, [tsc, '-b', packageDir], { stdio: 'inherit' });
process.exit(build.status ?? 1);
