import { NetZero, type NetZeroOptions } from '../src/index.js';

/** One scripted answer: a reply, an error fetch throws (a network failure), or no answer at all. */
export type Scripted =
  | { readonly status: number; readonly body?: unknown; readonly headers?: Record<string, string> }
  | Error
  | 'hang';

/** A request the fake fetch received. */
export interface Received {
  readonly url: URL;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
}

/** A fetch that answers from a script, in order, and records what it was sent. */
export function scriptedFetch(script: Scripted[]) {
  const received: Received[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const text = typeof init.body === 'string' ? init.body : null;
    received.push({
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: text === null ? null : JSON.parse(text),
    });
    const next = script.shift();
    if (next === undefined) throw new Error(`the script has no answer for call ${received.length}`);
    if (next instanceof Error) throw next;
    if (next === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    const body = typeof next.body === 'string' ? next.body : JSON.stringify(next.body ?? {});
    return new Response(body, {
      status: next.status,
      headers: { 'content-type': 'application/json', ...next.headers },
    });
  };
  return { fetch, received };
}

/** A client on a scripted fetch whose sleeps are recorded, not waited, and whose jitter is fixed. */
export function scriptedClient(script: Scripted[], options: Partial<NetZeroOptions> = {}) {
  const { fetch, received } = scriptedFetch(script);
  const sleeps: number[] = [];
  const client = new NetZero({
    apiKey: 'nzk_test_abcdefghijklmnopqrstuvwxyz012345',
    baseUrl: 'https://api.netzero.test',
    fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    now: () => Date.parse('2026-11-26T12:00:00Z'),
    ...options,
  });
  return { client, received, sleeps };
}
