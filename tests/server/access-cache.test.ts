import { describe, expect, it } from 'vitest';
import { AccessCache } from '../../server/http/access-cache';

/** A cache on a clock the test moves, and a loader that counts its calls. */
function setUp(ttlMs = 1000) {
  let now = 0;
  const cache = new AccessCache(ttlMs, () => now);
  let loads = 0;
  const load = (value: unknown) => async () => {
    loads += 1;
    return value;
  };
  return { cache, load, loads: () => loads, advance: (ms: number) => (now += ms) };
}

describe('the access cache', () => {
  it('answers from memory within its time, and asks again after it', async () => {
    const { cache, load, loads, advance } = setUp();
    expect(await cache.answer('k', load('alice'))).toBe('alice');
    advance(999);
    expect(await cache.answer('k', load('bob'))).toBe('alice');
    advance(1);
    expect(await cache.answer('k', load('bob'))).toBe('bob');
    expect(loads()).toBe(2);
  });

  it('forgets everything when told a change happened', async () => {
    const { cache, load } = setUp();
    await cache.answer('k', load('before'));
    cache.forget();
    expect(await cache.answer('k', load('after'))).toBe('after');
  });

  it('never keeps an answer that was being read while a change happened', async () => {
    const { cache, load } = setUp();
    let finish: (value: string) => void = () => undefined;
    const reading = cache.answer('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forget();
    finish('read before the change');
    expect(await reading).toBe('read before the change');
    expect(await cache.answer('k', load('fresh'))).toBe('fresh');
  });

  it('keeps no refusal, and nothing at all with no time to keep it', async () => {
    const refusals = setUp();
    await refusals.cache.answer('k', refusals.load(null));
    await refusals.cache.answer('k', refusals.load(false));
    expect(refusals.loads()).toBe(2);
    const off = setUp(0);
    await off.cache.answer('k', off.load('x'));
    await off.cache.answer('k', off.load('x'));
    expect(off.loads()).toBe(2);
  });
});
