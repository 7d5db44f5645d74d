/** One request the stub received. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | null;
  readonly body: unknown;
}

/**
 * A fetch that answers from a script instead of the network and records what it was asked, for
 * the HTTP adapters' tests. reply(status, body) answers the next request; fail() drops the next.
 */
export function stubFetch() {
  const seen: SeenRequest[] = [];
  const replies: (Response | 'network')[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.text();
    seen.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization'),
      body: text === '' ? undefined : JSON.parse(text),
    });
    const next = replies.shift() ?? new Response('{}', { status: 200 });
    if (next === 'network') throw new TypeError('Failed to fetch');
    return next;
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    seen,
    reply(status: number, body: unknown, statusText = '') {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      replies.push(
        new Response(text, { status, statusText, headers: { 'content-type': 'application/json' } }),
      );
    },
    fail() {
      replies.push('network');
    },
  };
}
