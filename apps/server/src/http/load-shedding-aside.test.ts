import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installLoadShedding } from './load-shedding.js';

// A request that only waits (a slowed-down login) gives its admission turn back while it waits.

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function appWithOneTurn() {
  const app = Fastify();
  const pause = deferred();
  let waiting = false;
  const queue = installLoadShedding(app, {
    concurrency: 1,
    queue: 0,
    maxWaitMs: 1000,
    retryAfterSeconds: 1,
  });
  app.get('/slow', async (request) => {
    await request.asideFromAdmission?.(async () => {
      waiting = true;
      await pause.promise;
    });
    return { running: queue.running };
  });
  app.get('/fast', async () => ({ ok: true }));
  await app.ready();
  return { app, pause, queue, isWaiting: () => waiting };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((r) => setTimeout(r, 2));
  expect(check()).toBe(true);
}

describe('asideFromAdmission', () => {
  it('lets another request take the only turn while one waits aside, then takes a turn back', async () => {
    const { app, pause, queue, isWaiting } = await appWithOneTurn();
    const slow = app.inject({ url: '/slow' });
    await until(isWaiting);
    expect(queue.running).toBe(0);
    // With the one turn held, this request would be refused 503 (the queue holds none).
    expect((await app.inject({ url: '/fast' })).statusCode).toBe(200);
    pause.resolve();
    const answer = await slow;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ running: 1 });
    await until(() => queue.running === 0);
    await app.close();
  });
});
