import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/free-port.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Compiles the server (incremental: a second or two when nothing changed). */
export function buildServer(): void {
  const result = spawnSync('npx', ['--no-install', 'tsc', '-b', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('tsc -b apps/server failed');
}

/** One API server process of the fleet, restartable on its own port. */
export class ChaosServer {
  #child: ChildProcess | null = null;
  readonly #log: WriteStream;

  private constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    readonly logFile: string,
  ) {
    this.#log = createWriteStream(logFile, { flags: 'a' });
  }

  static async create(name: string, env: NodeJS.ProcessEnv, logDir: string): Promise<ChaosServer> {
    return new ChaosServer(name, await freePort(), env, join(logDir, `${name}.log`));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get up(): boolean {
    return this.#child !== null && this.#child.exitCode === null && this.#child.signalCode === null;
  }

  /** Starts the compiled server and waits until /readyz answers 200 (at most 60 s). */
  async start(): Promise<void> {
    this.#log.write(`\n=== ${new Date().toISOString()} start\n`);
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      env: {
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.baseUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(this.#log, { end: false });
    child.stderr?.pipe(this.#log, { end: false });
    this.#child = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (!this.up) throw new Error(`${this.name} exited while starting; see ${this.logFile}`);
      try {
        if ((await fetch(`${this.baseUrl}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${this.name} was not ready within 60 s; see ${this.logFile}`);
  }

  /** SIGKILL: no drain, no cleanup, as a crashed machine. */
  async kill(): Promise<void> {
    await this.#signal('SIGKILL');
    this.#log.write(`\n=== ${new Date().toISOString()} SIGKILL\n`);
  }

  /** SIGTERM and wait for the graceful drain to end. */
  async stop(): Promise<void> {
    await this.#signal('SIGTERM');
    this.#log.end();
  }

  async #signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.#child;
    if (!child || !this.up) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

/** A temporary directory for the servers' logs and data dirs; removed by `remove`. */
export function makeRunDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'netzero-chaos-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
