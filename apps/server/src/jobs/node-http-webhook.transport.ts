import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type {
  WebhookPostResult,
  WebhookTransport,
} from '../services/ports/webhook-delivery.port.js';
import type { OutboundAddressGuard } from '../services/shared/outbound-address-guard.js';

/** How long one delivery may take, connection to last byte read, in milliseconds. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Bytes of a receiver's answer read at most: its status is what counts. */
export const WEBHOOK_ANSWER_MAX_BYTES = 4096;

/**
 * Webhook POSTs on node:http(s). The host is resolved once by the guard, and the socket connects
 * to that checked address (the `lookup` below answers with it), while the URL's name stays the
 * Host header and the TLS server name: a DNS answer that changes between check and connect
 * (rebinding) cannot send us elsewhere. node:http follows no redirect, so a 3xx is a failure.
 */
export class NodeHttpWebhookTransport implements WebhookTransport {
  readonly #guard: OutboundAddressGuard;
  readonly #timeoutMs: number;

  constructor(options: { guard: OutboundAddressGuard; timeoutMs?: number }) {
    this.#guard = options.guard;
    this.#timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  }

  async post(
    url: string,
    request: { readonly headers: Readonly<Record<string, string>>; readonly body: string },
  ): Promise<WebhookPostResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      return { error: `unsupported scheme ${target.protocol}`, durationMs: elapsed() };
    const checked = await this.#guard.target(target.hostname);
    if (!checked.ok) return { error: `not sent: ${checked.detail}`, durationMs: elapsed() };
    const { address, family } = checked;
    const lookup = ((_hostname, options, callback) => {
      if (options.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    }) as LookupFunction;
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;

    return new Promise<WebhookPostResult>((resolve) => {
      let settled = false;
      let outgoing: ClientRequest | undefined;
      const finish = (result: WebhookPostResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outgoing?.destroy();
        resolve(result);
      };
      const timer = setTimeout(
        () =>
          finish({ error: `no answer within ${this.#timeoutMs / 1000} s`, durationMs: elapsed() }),
        this.#timeoutMs,
      );
      outgoing = send(
        target,
        {
          method: 'POST',
          headers: {
            ...request.headers,
            'content-length': String(Buffer.byteLength(request.body)),
          },
          lookup,
          // A fresh connection each time: a pooled socket could be one made to another address.
          agent: false,
        },
        (response: IncomingMessage) => {
          const statusCode = response.statusCode ?? 0;
          const chunks: Buffer[] = [];
          let size = 0;
          const done = () =>
            finish({
              statusCode,
              answer: Buffer.concat(chunks).toString('utf8'),
              durationMs: elapsed(),
            });
          response.on('data', (chunk: Buffer) => {
            const room = WEBHOOK_ANSWER_MAX_BYTES - size;
            chunks.push(chunk.subarray(0, room));
            size += Math.min(room, chunk.length);
            if (size >= WEBHOOK_ANSWER_MAX_BYTES) done();
          });
          response.on('end', done);
          // The status arrived: a body cut short changes nothing.
          response.on('error', done);
        },
      );
      outgoing.on('error', (error: Error & { code?: string }) =>
        finish({
          error: error.code ? `${error.code}: ${error.message}` : error.message,
          durationMs: elapsed(),
        }),
      );
      outgoing.end(request.body);
    });
  }
}
