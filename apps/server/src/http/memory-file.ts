import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentCoding, pickContentCoding } from './accept-encoding.js';

const compress: Record<ContentCoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (data) => promisify(gzip)(data, { level: 9 }),
};

interface Loaded {
  readonly body: Buffer;
  readonly etag: string;
  readonly encoded: Map<ContentCoding, Promise<Buffer>>;
}

/**
 * A file the server sends from memory: read on its first request (so an app that never serves it
 * never reads it), compressed once per coding, with a strong ETag. For the few files that are not
 * under a static folder: the checkout widget and the API reference's viewer.
 */
export class MemoryFile {
  #loaded: Promise<Loaded> | null = null;

  constructor(
    readonly path: string,
    readonly contentType: string,
  ) {}

  #load(): Promise<Loaded> {
    this.#loaded ??= readFile(this.path).then((body) => ({
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      encoded: new Map(),
    }));
    // A missing file (the widget not built yet) is tried again on the next request.
    this.#loaded.catch(() => {
      this.#loaded = null;
    });
    return this.#loaded;
  }

  /** Sends the file (or 304) with the given Cache-Control, compressed when the client accepts it. */
  async send(request: FastifyRequest, reply: FastifyReply, cacheControl: string): Promise<unknown> {
    const file = await this.#load();
    reply
      .header('content-type', this.contentType)
      .header('cache-control', cacheControl)
      .header('etag', file.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    const coding = pickContentCoding(request.headers['accept-encoding']);
    if (!coding) return reply.send(file.body);
    let encoded = file.encoded.get(coding);
    if (!encoded) {
      encoded = compress[coding](file.body);
      file.encoded.set(coding, encoded);
    }
    return reply.header('content-encoding', coding).send(await encoded);
  }

  /** Whether the file can be read (false when it has not been built). */
  async exists(): Promise<boolean> {
    return this.#load().then(
      () => true,
      () => false,
    );
  }
}
