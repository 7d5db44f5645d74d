import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.js';
import { lazyChildLogger } from './request-logger.js';

/** An app with our logger options and lazy request loggers, and the lines it writes. */
function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { ...(loggerOptions(level) as object), stream },
    childLoggerFactory: lazyChildLogger,
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.info('not written at warn');
    request.log.warn({ detail: 1 }, 'written');
    request.log.child({ part: 'inner' }).error('from a child');
    return { level: request.log.level };
  });
  return { app, lines };
}

describe('lazyChildLogger', () => {
  it('writes every line with its request id, and nothing the level turns off', async () => {
    const { app, lines } = appLogging('warn');
    await app.inject('/quiet');
    const answer = await app.inject('/warns');
    await app.close();
    expect(answer.json()).toEqual({ level: 'warn' });
    expect(lines.map((line) => [line.msg, line.reqId, line.part])).toEqual([
      ['written', 'req-2', undefined],
      ['from a child', 'req-2', 'inner'],
    ]);
  });

  it("keeps Fastify's request lines, with their ids, at info", async () => {
    const { app, lines } = appLogging('info');
    await app.inject('/quiet');
    await app.close();
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['incoming request', 'req-1'],
      ['request completed', 'req-1'],
    ]);
    expect(lines[0]?.req).toEqual({ method: 'GET', url: '/quiet', remoteAddress: '127.0.0.1' });
  });
});
