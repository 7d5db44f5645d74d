import { pipeline, type Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { formatMessage } from '@netzero/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickContentCoding } from './accept-encoding.js';

/** The illustrations shipped in the repository (apps/server/assets), e.g. /assets/projects/*.svg. */
export const ASSETS_DIR = fileURLToPath(new URL('../../assets', import.meta.url));

const TEXT = /^(text\/|image\/svg\+xml|application\/(json|javascript))/;

/**
 * Compresses a text file on its way out (these are a few KB each, so a fast brotli level is
 * enough); anything else, partial or conditional answers pass untouched.
 */
async function compressText(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const stream = payload as Readable | null;
  if (reply.statusCode !== 200 || typeof stream?.pipe !== 'function') return payload;
  if (!TEXT.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  reply.header('vary', 'accept-encoding');
  const coding = pickContentCoding(request.headers['accept-encoding']);
  if (!coding) return payload;
  reply.header('content-encoding', coding).removeHeader('content-length');
  const compressor =
    coding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      : createGzip({ level: 6 });
  return pipeline(stream, compressor, () => {});
}

/** Whether a path names a source map, which is for developers' tools and never served. */
export const isSourceMap = (path: string) => /\.map$/i.test(path);

/**
 * Serves the shipped assets under /assets/ with long-lived caching, text compressed. A path that
 * leaves the folder or names no file (`..`, NUL, a source map) is a plain 404: @fastify/static
 * refuses the odd ones with a 403 that would otherwise read as a form error.
 */
export async function installStaticAssets(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 403 || error.statusCode === 400)
        return reply.code(404).send({ message: formatMessage('API.NOT_FOUND') });
      throw error;
    });
    scope.addHook('onSend', compressText);
    await scope.register(fastifyStatic, {
      root: ASSETS_DIR,
      prefix: '/assets/',
      maxAge: '7d',
      index: false,
      // A byte range of a compressed answer would not be a range of the file.
      acceptRanges: false,
      allowedPath: (path) => !isSourceMap(path),
    });
  });
}
