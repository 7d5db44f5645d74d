import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.js';

describe('loggerOptions', () => {
  it('logs request URLs without their query string and redacts secrets', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    app.post('/echo', async (request) => {
      request.log.info({ body: request.body }, 'received');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/echo?token=SECRET-LINK-TOKEN',
      headers: { authorization: 'Bearer SECRET-JWT' },
      payload: { password: 'SECRET-PASSWORD', newPassword: 'SECRET-NEW', token: 'SECRET-T' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"url":"/echo"');
    expect(log).not.toMatch(/SECRET/);
    expect(log).toContain('[redacted]');
  });
});
