import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('loads once for concurrent and later reads within the time limit, again after it', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(10, 1000, { now: () => now });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = new TtlCache<string>(2, 60_000);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recently used
    await cache.get('c', async () => 'c1'); // evicts b
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>(2, 60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('keeps what it holds when asked for more keys in turn than it holds, where LRU keeps none long enough', async () => {
    const loadsOf = async (cache: TtlCache<string>) => {
      let loads = 0;
      for (let round = 0; round < 10; round++) {
        for (let key = 0; key < 200; key++) {
          await cache.get(String(key), async () => {
            loads++;
            return `page ${key}`;
          });
        }
      }
      return loads;
    };
    expect(await loadsOf(new TtlCache<string>(100, Number.POSITIVE_INFINITY))).toBe(2000);
    // The first round fills it; each later round finds most of the hundred it kept.
    expect(await loadsOf(new TtlCache<string>(100, Number.POSITIVE_INFINITY, { admitFrequent: true }))).toBeLessThan(
      200 + 9 * 110,
    );
  });

  it('takes in a newcomer once it is asked for more often than the entry it would evict', async () => {
    const cache = new TtlCache<string>(2, Number.POSITIVE_INFINITY, { admitFrequent: true });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    expect(await cache.get('c', async () => 'c1')).toBe('c1');
    // Asked once, as often as `a`: not kept.
    expect(await cache.get('c', async () => 'c2')).toBe('c2');
    // Asked twice now: kept in place of `a`, the least recently used.
    expect(await cache.get('c', async () => 'c3')).toBe('c2');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
  });

  it('shares the load of a newcomer it does not keep among those asking at once, and forgets it once settled', async () => {
    const cache = new TtlCache<string>(1, Number.POSITIVE_INFINITY, { admitFrequent: true });
    await cache.get('a', async () => 'a1');
    await cache.get('a', async () => 'a1');
    let loads = 0;
    const load = async () => `b${++loads}`;
    expect(await Promise.all([cache.get('b', load), cache.get('b', load), cache.get('b', load)])).toEqual([
      'b1',
      'b1',
      'b1',
    ]);
    expect(await cache.get('a', async () => 'a2')).toBe('a1');
    expect(await cache.get('b', load)).toBe('b2');
  });
});
