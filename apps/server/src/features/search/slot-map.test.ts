import { describe, expect, it } from 'vitest';
import { SlotMap } from './slot-map.js';

describe('SlotMap', () => {
  it('keeps slots by id, slot 0 included, grows past its first size, and counts what it holds', () => {
    const map = new SlotMap();
    map.set(7, 0);
    map.set(2_000_000, 5);
    map.set(3, 9);
    expect([map.get(7), map.get(2_000_000), map.get(3), map.get(4), map.get(9_999_999)]).toEqual([
      0,
      5,
      9,
      undefined,
      undefined,
    ]);
    expect(map.size).toBe(3);
    map.set(7, 1);
    expect(map.size).toBe(3);
    map.delete(3);
    map.delete(3);
    map.delete(12_000_000);
    expect(map.size).toBe(2);
    expect([...map.values()]).toEqual([1, 5]);
  });

  it('copies: a change to the copy leaves the original as it was', () => {
    const original = new SlotMap();
    original.set(1, 0);
    const copy = new SlotMap(original);
    copy.delete(1);
    copy.set(2, 1);
    expect([original.get(1), original.get(2), original.size]).toEqual([0, undefined, 1]);
    expect([copy.get(1), copy.get(2), copy.size]).toEqual([undefined, 1, 1]);
  });
});
