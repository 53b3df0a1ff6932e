import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('loads once for concurrent and later reads within the time limit, again after it', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(10, 1000, () => now);
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
});
