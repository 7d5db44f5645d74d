import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoogleMapsClient } from './google-maps-client.js';

// The real fetch against a stub Google on the loopback interface.

let server: Server;
let base: string;
const seen: { method?: string; url?: string; headers?: IncomingHttpHeaders; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url === '/slow') return; // never answers
      response.setHeader('content-type', 'application/json');
      if (request.url === '/denied') {
        response.statusCode = 403;
        return response.end(JSON.stringify({ error: { code: 403, status: 'PERMISSION_DENIED' } }));
      }
      if (request.url === '/garbled') return response.end('<html>');
      response.end(JSON.stringify({ echo: body === '' ? null : JSON.parse(body) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const client = (timeoutMs = 2000) => new GoogleMapsClient({ apiKey: 'server-key', timeoutMs });

describe('GoogleMapsClient.call', () => {
  it('POSTs JSON with the key and field mask in headers and reads the JSON reply', async () => {
    const reply = await client().call(`${base}/v1/places:autocomplete`, 'suggestions', {
      input: 'del',
    });
    expect(reply).toEqual({ ok: true, body: { echo: { input: 'del' } } });
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.headers?.['x-goog-api-key']).toBe('server-key');
    expect(request?.headers?.['x-goog-fieldmask']).toBe('suggestions');
    expect(request?.headers?.['content-type']).toBe('application/json');
  });

  it('GETs without a body or field mask when none is given', async () => {
    expect(await client().call(`${base}/v1/places/abc`, null)).toEqual({
      ok: true,
      body: { echo: null },
    });
    expect(seen.at(-1)?.method).toBe('GET');
    expect(seen.at(-1)?.headers?.['x-goog-fieldmask']).toBeUndefined();
  });

  it("reads Google's error status, and reports a reply that is not JSON or never comes", async () => {
    expect(await client().call(`${base}/denied`, null)).toEqual({
      ok: false,
      status: 403,
      reason: 'PERMISSION_DENIED',
    });
    expect(await client().call(`${base}/garbled`, null)).toMatchObject({ ok: false, status: 0 });
    const started = Date.now();
    expect(await client(100).call(`${base}/slow`, null)).toMatchObject({
      ok: false,
      status: 0,
      reason: expect.stringMatching(/TimeoutError/),
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
