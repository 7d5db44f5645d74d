import { request } from 'node:http';
import type { ChaosServer } from './server-fleet.js';

/** An answer as received: status, headers and the body as text. */
export interface Answer {
  readonly status: number;
  readonly location: string | null;
  readonly text: string;
}

/** What to send: a JSON body, a form body (the hosted checkout), a bearer token. */
export interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly json?: unknown;
  readonly form?: Readonly<Record<string, string>>;
  readonly token?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly rawBody?: string;
}

const TIMEOUT_MS = 15_000;

function send(baseUrl: string, call: Call, localAddress: string): Promise<Answer> {
  const url = new URL(call.path, baseUrl);
  const body =
    call.rawBody ??
    (call.json !== undefined
      ? JSON.stringify(call.json)
      : call.form
        ? new URLSearchParams(call.form).toString()
        : undefined);
  const headers: Record<string, string> = { ...call.headers };
  if (call.json !== undefined) headers['content-type'] = 'application/json';
  if (call.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: call.method, headers, localAddress, timeout: TIMEOUT_MS, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location ?? null,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client as a load balancer would route it: each call goes to a random live server; a refused
 * or reset connection, or a 503 (shed or draining), is tried again on a live server, as a browser
 * retrying through the balancer would, for at most `retryForMs`. Every client has its own source
 * address on the loopback network (127.x.y.z), so per-IP rate limits apply per client as in
 * production, without trusting forwarded headers.
 */
export class ChaosClient {
  constructor(
    private readonly servers: readonly ChaosServer[],
    readonly ip: string,
    private readonly retryForMs = 30_000,
  ) {}

  async call(call: Call): Promise<Answer> {
    const deadline = Date.now() + this.retryForMs;
    let lastError: unknown = null;
    while (Date.now() < deadline) {
      const live = this.servers.filter((server) => server.up);
      const server = live[Math.floor(Math.random() * live.length)];
      if (!server) {
        await pause(250);
        continue;
      }
      try {
        const answer = await send(server.baseUrl, call, this.ip);
        if (answer.status !== 503) return answer;
        lastError = new Error(`503 from ${server.name}`);
      } catch (error) {
        lastError = error;
      }
      await pause(200 + Math.random() * 300);
    }
    throw new Error(`${call.method} ${call.path} failed for ${this.retryForMs} ms: ${lastError}`);
  }
}

/** The loopback address of client number n (n ≥ 0), from 127.0.1.x up: never the servers' own 127.0.0.1. */
export function clientAddress(n: number): string {
  const host = 256 + n;
  return `127.0.${Math.floor(host / 254)}.${(host % 254) + 1}`;
}
