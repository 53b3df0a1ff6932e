import { describe, expect, it } from 'vitest';
import type { Matches } from './postings.js';
import { VersionCache } from './version-cache.js';

/** Hits of `count` slots: 5 bytes each. */
const hits = (count: number): Matches => ({ slots: new Int32Array(count), tiers: new Uint8Array(count) });

/** Hits kept by their bytes, as the index keeps them. */
const byBytes = (budget: number) =>
  new VersionCache<Matches>(
    budget,
    (key, matches) => key.length * 2 + matches.slots.byteLength + matches.tiers.byteLength,
  );

describe('what was worked out for recent queries', () => {
  it('are found again for the same state of the index, and found afresh for a newer one', () => {
    const cache = byBytes(1000);
    let finds = 0;
    const find = () => {
      finds++;
      return hits(10);
    };
    const first = cache.of(1, 'bolt', find);
    expect(cache.of(1, 'bolt', find)).toBe(first);
    expect(finds).toBe(1);
    expect(cache.of(2, 'bolt', find)).not.toBe(first);
    expect(finds).toBe(2);
    // A reader still holding the older state gets its own hits, and the newer ones stay kept.
    cache.of(1, 'bolt', find);
    expect(finds).toBe(3);
    cache.of(2, 'bolt', find);
    expect(finds).toBe(3);
  });

  it('keep within their bytes, dropping the least recently read first', () => {
    // Each entry: a 1-character key (2 bytes) and 20 hits (100 bytes).
    const cache = byBytes(310);
    const found: string[] = [];
    const find = (key: string) => () => {
      found.push(key);
      return hits(20);
    };
    for (const key of ['a', 'b', 'c']) cache.of(1, key, find(key));
    cache.of(1, 'a', find('a'));
    cache.of(1, 'd', find('d'));
    expect(found).toEqual(['a', 'b', 'c', 'd']);
    cache.of(1, 'a', find('a'));
    cache.of(1, 'b', find('b'));
    expect(found).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('are not kept when one query alone is over the budget', () => {
    const cache = byBytes(100);
    let finds = 0;
    const find = () => {
      finds++;
      return hits(50);
    };
    cache.of(1, 'ls', find);
    cache.of(1, 'ls', find);
    expect(finds).toBe(2);
  });
});
