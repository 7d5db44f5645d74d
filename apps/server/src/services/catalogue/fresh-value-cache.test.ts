import { describe, expect, it } from 'vitest';
import { MutableClock } from '../../test-support/mutable-clock.js';
import { FreshValueCache } from './fresh-value-cache.js';

/** A loader whose loads a test finishes by hand, in any order. */
function manualLoader() {
  const pending: ((value: number) => void)[] = [];
  let next = 0;
  return {
    load: () => new Promise<number>((resolve) => pending.push(() => resolve(++next))),
    finish: (index = 0) => pending.splice(index, 1)[0]?.(0),
    get started() {
      return next + pending.length;
    },
  };
}

describe('FreshValueCache', () => {
  it('shares one load between concurrent callers', async () => {
    const loader = manualLoader();
    const cache = new FreshValueCache(loader.load, new MutableClock(), 1000);
    const both = Promise.all([cache.get(), cache.get()]);
    expect(loader.started).toBe(1);
    loader.finish();
    expect(await both).toEqual([1, 1]);
  });

  it('keeps the value for ttlMs from the start of its load', async () => {
    const clock = new MutableClock();
    let loads = 0;
    const cache = new FreshValueCache(async () => ++loads, clock, 1000);
    expect(await cache.get()).toBe(1);
    clock.advance(999);
    expect(await cache.get()).toBe(1);
    clock.advance(1);
    expect(await cache.get()).toBe(2);
  });

  it('never keeps a load that was under way when it was invalidated', async () => {
    const loader = manualLoader();
    const cache = new FreshValueCache(loader.load, new MutableClock(), 1000);
    const before = cache.get();
    cache.invalidate();
    const after = cache.get();
    expect(loader.started).toBe(2);
    loader.finish();
    loader.finish();
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    // The value kept is the one loaded after the invalidation.
    expect(await cache.get()).toBe(2);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    let attempt = 0;
    const cache = new FreshValueCache(
      async () => {
        attempt++;
        if (attempt === 1) throw new Error('database down');
        return attempt;
      },
      new MutableClock(),
      1000,
    );
    await expect(cache.get()).rejects.toThrow('database down');
    expect(await cache.get()).toBe(2);
  });
});
