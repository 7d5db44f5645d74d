import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DrizzleJobQueue } from '../persistence/drizzle-job.queue.js';
import { jobs } from '../persistence/schema.js';
import type { Mailer, MailMessage } from '../services/ports/mailer.port.js';
import { MutableClock } from '../test-support/mutable-clock.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { type JobHandler, type JobLog, JobWorker } from './job-worker.js';

// The worker on the real queue, and the e-mails of the app through it.

/** A mailer that refuses its first `failures` messages (an SMTP server that is down), then sends. */
class FlakyMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  attempts = 0;
  constructor(public failures: number) {}
  async send(message: MailMessage): Promise<void> {
    this.attempts++;
    if (this.failures > 0) {
      this.failures--;
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    }
    this.sent.push(message);
  }
}

class RecordingLog implements JobLog {
  readonly lines: { level: 'warn' | 'error'; message: string; details: object }[] = [];
  warn(details: object, message: string) {
    this.lines.push({ level: 'warn', message, details });
  }
  error(details: object, message: string) {
    this.lines.push({ level: 'error', message, details });
  }
}

const MAIL: MailMessage = { to: 'ann@example.com', subject: 'Receipt', text: 'Thank you.' };

let ctx: TestApp;
let mailer: FlakyMailer;

beforeAll(async () => {
  mailer = new FlakyMailer(0);
  ctx = await createTestApp({ mailer });
});
beforeEach(async () => {
  await ctx.reset();
  mailer.sent.length = 0;
  mailer.failures = 0;
  mailer.attempts = 0;
});
afterAll(() => ctx.close());

function worker(handler: JobHandler, log: JobLog = new RecordingLog(), clock = ctx.clock) {
  const queue = new DrizzleJobQueue(ctx.db, { clock });
  return {
    queue,
    worker: new JobWorker({ queue, handlers: { 'send-mail': handler }, clock, log }),
  };
}

describe('JobWorker', () => {
  it('runs each job once even when two workers poll together, and never overlaps itself', async () => {
    const runs: string[] = [];
    const handler: JobHandler = async (payload) => {
      runs.push((payload as MailMessage).subject);
    };
    const a = worker(handler);
    const b = worker(handler);
    for (let n = 0; n < 25; n++)
      await a.queue.enqueue({ kind: 'send-mail', payload: { ...MAIL, subject: `${n}` } });
    // Two calls of one worker share its batch; the other worker claims what is left.
    const [first, same] = [a.worker.runOnce(), a.worker.runOnce()];
    expect(first).toBe(same);
    await Promise.all([first, b.worker.drain(), a.worker.drain()]);
    expect(runs).toHaveLength(25);
    expect(new Set(runs).size).toBe(25);
  });

  it('logs a failed attempt at warn and a dead job at error, and lists it as dead', async () => {
    const log = new RecordingLog();
    const { queue, worker: w } = worker(async () => {
      throw new Error('mailbox unavailable');
    }, log);
    await queue.enqueue({ kind: 'send-mail', payload: MAIL, maxAttempts: 2 });
    await w.runOnce();
    ctx.clock.advance(60 * 60 * 1000);
    await w.runOnce();
    expect(log.lines.map((line) => [line.level, line.message])).toEqual([
      ['warn', 'job failed; will retry'],
      ['error', 'job is dead after its last attempt'],
    ]);
    expect(await queue.list({ status: 'dead', limit: 5 })).toEqual([
      expect.objectContaining({ attempts: 2, lastError: 'mailbox unavailable' }),
    ]);
  });

  it('fails a job of a kind it has no handler for, rather than dropping it', async () => {
    const clock = new MutableClock(ctx.clock.now());
    const queue = new DrizzleJobQueue(ctx.db, { clock });
    const log = new RecordingLog();
    const w = new JobWorker({ queue, handlers: {}, clock, log });
    await queue.enqueue({ kind: 'send-mail', payload: MAIL });
    expect(await w.runOnce()).toBe(1);
    const [row] = await ctx.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'queued', lastError: 'no handler for job kind send-mail' });
  });

  it('leaves a job it ran past its lock to the worker that claimed it since', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const claimed = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slowLog = new RecordingLog();
    const slow = new JobWorker({
      queue: new DrizzleJobQueue(ctx.db, { clock: ctx.clock }),
      handlers: {
        'send-mail': () => {
          started();
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        },
      },
      clock: ctx.clock,
      log: slowLog,
      lockMs: 1_000,
    });
    const fast = worker(async () => {
      throw new Error('mailbox unavailable');
    });
    await fast.queue.enqueue({ kind: 'send-mail', payload: MAIL });
    const running = slow.runOnce();
    await claimed;
    ctx.clock.advance(1_000);
    // The other worker takes the job whose lock expired, and its attempt fails: queued again.
    expect(await fast.worker.runOnce()).toBe(1);
    release();
    await running;
    const [row] = await ctx.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'queued', attempts: 2, lastError: 'mailbox unavailable' });
    expect(slowLog.lines.map((line) => [line.level, line.message])).toEqual([
      ['warn', 'job ran after its lock expired; another worker holds it now'],
    ]);
  });

  it('runs a batch’s webhook deliveries side by side, and the other jobs one after another', async () => {
    const queue = new DrizzleJobQueue(ctx.db, { clock: ctx.clock });
    const running = { 'deliver-webhook': 0, 'send-mail': 0 };
    const most = { 'deliver-webhook': 0, 'send-mail': 0 };
    const slow = (kind: keyof typeof running) => async () => {
      running[kind]++;
      most[kind] = Math.max(most[kind], running[kind]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running[kind]--;
    };
    for (let index = 0; index < 3; index++) {
      await queue.enqueue({
        kind: 'deliver-webhook',
        payload: { eventId: `evt_${index}`, endpointId: 'we_x' },
      });
      await queue.enqueue({ kind: 'send-mail', payload: MAIL });
    }
    const both = new JobWorker({
      queue,
      handlers: { 'deliver-webhook': slow('deliver-webhook'), 'send-mail': slow('send-mail') },
      clock: ctx.clock,
      log: new RecordingLog(),
    });
    expect(await both.runOnce()).toBe(6);
    expect(most).toEqual({ 'deliver-webhook': 3, 'send-mail': 1 });
  });

  it('stops after the batch in flight has finished', async () => {
    let release: () => void = () => undefined;
    const { queue, worker: w } = worker(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    await queue.enqueue({ kind: 'send-mail', payload: MAIL });
    w.start(5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    let stopped = false;
    const stopping = w.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const [row] = await ctx.db.select().from(jobs);
    expect(row?.status).toBe('done');
  });
});

describe('e-mails through the queue', () => {
  it('SMTP down, then up: a signup mail refused 3 times arrives exactly once', async () => {
    mailer.failures = 3;
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { username: 'Ann', email: 'ann@example.com', password: 'correct horse battery' },
    });
    expect(signup.statusCode).toBe(201);
    for (let minute = 0; minute < 10; minute++) {
      await ctx.runJobs();
      ctx.clock.advance(60_000);
    }
    await ctx.runJobs();
    expect(mailer.attempts).toBe(4);
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['ann@example.com']);
    const [row] = await ctx.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'done', attempts: 4 });
  });
});
