import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdmissionQueue } from './admission-queue.js';

afterEach(() => vi.useRealTimers());

describe('AdmissionQueue', () => {
  it('admits up to its concurrency, queues up to its bound, and refuses the next at once', async () => {
    const queue = new AdmissionQueue({ concurrency: 2, queue: 1, maxWaitMs: 60_000 });
    expect(await queue.enter()).toBe(true);
    expect(await queue.enter()).toBe(true);
    const third = queue.enter();
    expect(queue.waiting).toBe(1);
    expect(await queue.enter()).toBe(false);
    queue.leave();
    expect(await third).toBe(true);
    expect([queue.running, queue.waiting]).toEqual([2, 0]);
    queue.leave();
    queue.leave();
    expect(queue.running).toBe(0);
  });

  it('hands turns to waiters first come, first served', async () => {
    const queue = new AdmissionQueue({ concurrency: 1, queue: 3, maxWaitMs: 60_000 });
    await queue.enter();
    const order: string[] = [];
    const waiters = ['a', 'b', 'c'].map((name) =>
      queue.enter().then((admitted) => admitted && order.push(name)),
    );
    queue.leave();
    queue.leave();
    queue.leave();
    await Promise.all(waiters);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('refuses a waiter whose turn has not come within maxWaitMs, and frees its place', async () => {
    vi.useFakeTimers();
    const queue = new AdmissionQueue({ concurrency: 1, queue: 1, maxWaitMs: 500 });
    await queue.enter();
    const waiting = queue.enter();
    vi.advanceTimersByTime(500);
    expect(await waiting).toBe(false);
    expect(queue.waiting).toBe(0);
    const next = queue.enter();
    queue.leave();
    expect(await next).toBe(true);
  });

  it('with no queue, refuses whoever finds every turn taken', async () => {
    const queue = new AdmissionQueue({ concurrency: 1, queue: 0, maxWaitMs: 500 });
    expect(await queue.enter()).toBe(true);
    expect(await queue.enter()).toBe(false);
  });
});
