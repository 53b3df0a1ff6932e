import { describe, expect, it } from 'vitest';
import { WordList } from './word-list.js';

/** Damerau-Levenshtein (optimal string alignment) by the whole table: what `near` must agree with. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The same random words every run. */
function randomWords(count: number, seed: number): string[] {
  let state = seed;
  // xorshift32: exact in 32-bit integers, unlike a multiply that overflows a double.
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 9) }, () => 'abcde'[Math.floor(next() * 5)]).join(''),
  );
}

const CATALOGUE = ['bearing', 'bearings', 'hydraulic', 'valve', 'valves', 'glove', 'gloves', 'bolt', 'jack', 'm8x30'];

describe('the word list', () => {
  const words = new WordList(CATALOGUE);

  it('knows its words as written', () => {
    expect(words.has('bearing')).toBe(true);
    expect(words.has('bearin')).toBe(false);
  });

  it('finds words one insertion, deletion, substitution or swap of neighbours away', () => {
    expect(words.near('bering', 1)).toEqual([{ word: 'bearing', edits: 1 }]);
    expect(words.near('hydralic', 1)).toEqual([{ word: 'hydraulic', edits: 1 }]);
    expect(words.near('vlave', 1)).toEqual([{ word: 'valve', edits: 1 }]);
    expect(words.near('jak', 1)).toEqual([{ word: 'jack', edits: 1 }]);
    expect(words.near('glovs', 1)).toEqual([
      { word: 'glove', edits: 1 },
      { word: 'gloves', edits: 1 },
    ]);
    expect(words.near('brng', 1)).toEqual([]);
  });

  it('finds words two edits away only when asked for two, the closest first', () => {
    expect(words.near('hydrolic', 1)).toEqual([]);
    expect(words.near('hydrolic', 2)).toEqual([{ word: 'hydraulic', edits: 2 }]);
    expect(words.near('bearnig', 2)).toEqual([
      { word: 'bearing', edits: 1 },
      { word: 'bearings', edits: 2 },
    ]);
  });

  it('leaves out words with digits: a typo of letters is not a size', () => {
    expect(words.near('mbx30', 1)).toEqual([]);
  });

  it('takes the first letter as typed', () => {
    expect(words.near('gearing', 1)).toEqual([]);
    expect(words.near('ybdraulic', 2)).toEqual([]);
  });

  it('agrees with the whole edit table on random words of the same first letter', () => {
    const list = randomWords(600, 7);
    const walked = new WordList(list);
    const distinct = [...new Set(list)].sort();
    for (const query of randomWords(30, 11)) {
      for (const edits of [1, 2]) {
        const expected = distinct
          .filter((word) => word[0] === query[0])
          .map((word) => ({ word, edits: distance(query, word) }))
          .filter((near) => near.edits <= edits)
          .sort((a, b) => a.edits - b.edits || (a.word < b.word ? -1 : 1));
        expect(walked.near(query, edits)).toEqual(expected);
      }
    }
  });
});
