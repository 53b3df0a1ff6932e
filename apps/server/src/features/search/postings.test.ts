import { describe, expect, it } from 'vitest';
import { lexemesOf, postingsByLexeme } from '../../../test/segments.js';
import { Matcher, type Segment, SegmentBuilder } from './postings.js';
import { DocumentBuilder, PENALTY, type QueryGroups } from './search-text.js';

/** A document of a name and a description. */
const doc = (name: string, description = '') => ({ name, description });

function segmentOf(documents: Array<[slot: number, document: { name: string; description: string }]>) {
  const builder = new SegmentBuilder();
  for (const [slot, { name, description }] of documents) {
    builder.begin(slot);
    new DocumentBuilder(builder).text(name, 'B', { pinyin: false }).text(description, 'D', { pinyin: false });
  }
  return builder.build();
}

const word = (lexeme: string, prefix = true) => ({ lexeme, prefix });
const found = (m: { slots: Int32Array; tiers: Uint8Array }) =>
  Object.fromEntries(Array.from(m.slots, (slot, i) => [slot, m.tiers[i]]));

/** A segment of documents given as their slot and lexemes, each lexeme with the weight bits written for it. */
function rawSegment(documents: Array<[slot: number, lexemes: Array<[text: string, bit: number]>]>): Segment {
  const builder = new SegmentBuilder();
  for (const [slot, lexemes] of documents) {
    builder.begin(slot);
    for (const [text, bit] of lexemes) builder.lexeme(text, bit);
  }
  return builder.build();
}

/** A lexeme's postings in one segment (none when it has not the lexeme). */
const postingsOf = (segment: Segment, lexeme: string) => postingsByLexeme([segment]).get(lexeme) ?? [];

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

const bitsOf = (mask: number) => [1, 2, 4, 8].filter((bit) => (mask & bit) !== 0);

describe('postings', () => {
  const base = segmentOf([
    [0, doc('hex bolt', 'zinc plated')],
    [1, doc('hex nut', 'for any bolt')],
    [2, doc('washer')],
  ]);
  const live = new Uint8Array([1, 1, 1, 1]);

  it('keeps the lexemes sorted, each with its slots and weights, once per document', () => {
    expect(lexemesOf(base)).toEqual([...lexemesOf(base)].sort());
    // "hex bolt" names slot 0 once in "bolt" though the name holds it as written and in the singular.
    expect(postingsOf(base, 'bolt').map(([slot]) => slot)).toEqual([0, 1]);
    expect(base.postings(word('bolt', false))).toBe(2);
    expect(base.postings(word('h'))).toBe(2);
    expect(base.postings(word('missing'))).toBe(0);
  });

  it('matches every group (AND) by any of its terms (OR), with the worst group deciding the tier', () => {
    const matcher = new Matcher();
    const groups: QueryGroups = [[word('bolt')], [word('hex')]];
    // Slot 0 has both in its name (tier 1); slot 1 has "bolt" only in its description (tier 3).
    expect(found(matcher.match([base], groups, live))).toEqual({ 0: 1, 1: 3 });
    expect(found(matcher.match([base], [[word('washer'), word('nut')]], live))).toEqual({ 1: 1, 2: 1 });
    expect(found(matcher.match([base], [[word('bolt')], [word('washer')]], live))).toEqual({});
  });

  it('reads a prefix as every lexeme it begins, and a whole lexeme only as itself', () => {
    const matcher = new Matcher();
    expect(Object.keys(found(matcher.match([base], [[word('was')]], live)))).toEqual(['2']);
    expect(Object.keys(found(matcher.match([base], [[word('was', false)]], live)))).toEqual([]);
  });

  it('ranks a term farther from what was typed below every field of a nearer one', () => {
    const matcher = new Matcher();
    const synonym = { lexeme: 'washer', prefix: false, penalty: PENALTY.synonym };
    // "bolt" as typed, in a description (tier 3), still ranks above "washer" as a synonym in a name.
    expect(found(matcher.match([base], [[word('bolt'), synonym]], live))).toEqual({ 0: 1, 1: 3, 2: 4 + 1 });
    const typo = { lexeme: 'nut', prefix: false, penalty: PENALTY.twoTypos };
    expect(found(matcher.match([base], [[typo]], live))).toEqual({ 1: 3 * 4 + 1 });
  });

  it('matches a term of several lexemes only where all of them are, at the worst of their fields', () => {
    const matcher = new Matcher();
    const hexBolt = { lexeme: 'hex', prefix: false, also: ['bolt'] };
    // Slot 0 has both in its name; slot 1 has "hex" in its name and "bolt" in its description.
    expect(found(matcher.match([base], [[hexBolt]], live))).toEqual({ 0: 1, 1: 3 });
    expect(found(matcher.match([base], [[{ lexeme: 'hex', prefix: false, also: ['washer'] }]], live))).toEqual({});
    const changed = segmentOf([[3, doc('hex bolt long')]]);
    expect(found(matcher.match([base, changed], [[hexBolt], [word('long')]], live))).toEqual({ 3: 1 });
  });

  it('says whether it holds a term, as a prefix or whole', () => {
    expect(base.holds(word('was'))).toBe(true);
    expect(base.holds(word('was', false))).toBe(false);
    expect(base.holds(word('zzz'))).toBe(false);
  });

  it('leaves tombstoned slots out and reads the later segments too', () => {
    const matcher = new Matcher();
    const changed = segmentOf([[3, doc('hex bolt long')]]);
    const withTombstone = new Uint8Array([0, 1, 1, 1]);
    expect(found(matcher.match([base, changed], [[word('bolt')], [word('hex')]], withTombstone))).toEqual({
      1: 3,
      3: 1,
    });
  });
  it('reads back every slot gap and every weight mask as written', () => {
    const slots = [0, 1, 127, 128, 16_383, 16_384, 2_000_000, 100_000_000, 2 ** 31 - 1];
    const masks = Array.from({ length: 15 }, (_, i) => i + 1);
    // Each mask on its own lexeme at every slot, and one lexeme whose mask changes from slot to slot.
    const segment = rawSegment(
      slots.map((slot, i) => [
        slot,
        [
          ...masks.flatMap((mask) => bitsOf(mask).map((bit): [string, number] => [`m${mask}`, bit])),
          ...bitsOf(masks[(i * 7) % 15] as number).map((bit): [string, number] => ['mixed', bit]),
        ],
      ]),
    );
    for (const mask of masks) expect(postingsOf(segment, `m${mask}`)).toEqual(slots.map((slot) => [slot, mask]));
    expect(postingsOf(segment, 'mixed')).toEqual(slots.map((slot, i) => [slot, masks[(i * 7) % 15]]));
    expect(segment.size).toBe(16 * slots.length);
    expect(segment.postings(word('m1'))).toBe(7 * slots.length);
    expect(Array.from(segment.documentSlots)).toEqual(slots);
  });

  it('merges the weights of a lexeme written several times in one document into one posting', () => {
    const segment = rawSegment([
      [
        5,
        [
          ['a', 8],
          ['b', 2],
          ['a', 2],
          ['a', 8],
        ],
      ],
      [
        300,
        [
          ['a', 1],
          ['b', 4],
          ['a', 4],
        ],
      ],
      [301, [['b', 8]]],
    ]);
    expect(postingsOf(segment, 'a')).toEqual([
      [5, 10],
      [300, 5],
    ]);
    expect(postingsOf(segment, 'b')).toEqual([
      [5, 2],
      [300, 4],
      [301, 8],
    ]);
    expect(segment.postings(word('a', false))).toBe(2);
  });

  it('reads back postings of every length, wherever they fall in the blocks they are written in', () => {
    const next = random(11);
    const lexemes = ['a', 'b', 'c'];
    const expected = new Map<string, Array<[number, number]>>(lexemes.map((lexeme) => [lexeme, []]));
    const documents: Array<[number, Array<[string, number]>]> = [];
    // Gaps of 1 to 2^25, so postings take 1 to 5 bytes; some lexemes written several times a document.
    const gap = () => (next() < 0.015 ? 2 ** 24 + Math.floor(next() * 2 ** 24) : 1 + Math.floor(2 ** (next() * 20)));
    for (let slot = 0, i = 0; i < 3_000; i++, slot += gap()) {
      const writes: Array<[string, number]> = [];
      for (const lexeme of lexemes) {
        if (next() < 0.3) continue;
        let mask = 0;
        for (let times = 1 + Math.floor(next() * 3); times > 0; times--) {
          const bit = 2 ** Math.floor(next() * 4);
          mask |= bit;
          writes.push([lexeme, bit]);
        }
        expected.get(lexeme)?.push([slot, mask]);
      }
      documents.push([slot, writes.sort(() => next() - 0.5)]);
    }
    expect(documents.at(-1)?.[0]).toBeLessThan(2 ** 31);
    const segment = rawSegment(documents);
    for (const lexeme of lexemes) expect(postingsOf(segment, lexeme)).toEqual(expected.get(lexeme));
  });

  it('reads each lexeme of a prefix from its own first slot', () => {
    const segment = rawSegment([
      [2, [['ab', 8]]],
      [
        5,
        [
          ['abc', 2],
          ['ab', 8],
        ],
      ],
      [9, [['abd', 1]]],
      [
        700,
        [
          ['abd', 4],
          ['b', 1],
        ],
      ],
    ]);
    const live = new Uint8Array(701).fill(1);
    expect(found(new Matcher().match([segment], [[word('ab')]], live))).toEqual({ 2: 3, 5: 1, 9: 0, 700: 2 });
    expect(found(new Matcher().match([segment], [[word('abd')], [word('b')]], live))).toEqual({ 700: 2 });
  });

  it('merges the lexemes of a term of several as a check of every slot would', () => {
    const next = random(7);
    const slots = 5_000;
    const lexemes = ['p', 'q', 'r'];
    // Sparse and dense lexemes, with gaps from one slot to hundreds.
    const share: Record<string, number> = { p: 0.5, q: 0.05, r: 0.9 };
    const masks = new Map<string, Map<number, number>>(lexemes.map((lexeme) => [lexeme, new Map()]));
    const documents: Array<[number, Array<[string, number]>]> = [];
    for (let slot = 0; slot < slots; slot++) {
      const held = lexemes.filter((lexeme) => next() < (share[lexeme] as number));
      for (const lexeme of held) masks.get(lexeme)?.set(slot, 1 + Math.floor(next() * 15));
      documents.push([
        slot,
        held.flatMap((lexeme) => bitsOf(masks.get(lexeme)?.get(slot) ?? 0).map((bit) => [lexeme, bit])),
      ]);
    }
    const segment = rawSegment(documents);
    const live = new Uint8Array(slots).fill(1);
    const tierOf = (mask: number) => 31 - Math.clz32(mask & -mask);
    for (const [first, ...also] of [
      ['p', 'q'],
      ['q', 'p', 'r'],
      ['r', 'p'],
      ['r', 'q'],
    ] as const) {
      const expected: Record<number, number> = {};
      for (const [slot, mask] of masks.get(first) ?? []) {
        const all = also.map((lexeme) => masks.get(lexeme)?.get(slot));
        if (all.every((m) => m !== undefined)) expected[slot] = Math.max(tierOf(mask), ...all.map((m) => tierOf(m)));
      }
      const term = { lexeme: first, prefix: false, also };
      expect(found(new Matcher().match([segment], [[term]], live))).toEqual(expected);
    }
  });

  it('keeps a lexeme in most documents as a bitset per tier, in less memory than its varints', () => {
    const vocabulary = Array.from({ length: 20 }, (_, i) => `w${i}`);
    const builder = new SegmentBuilder();
    for (let slot = 0; slot < 100_000; slot++) {
      builder.begin(slot);
      for (const lexeme of vocabulary) builder.lexeme(lexeme, 2);
      // Every third document has w0 in its code as well, which ranks it at tier 0.
      if (slot % 3 === 0) builder.lexeme('w0', 1);
      if (slot % 1000 === 0) builder.lexeme('rare', 8);
    }
    const segment = builder.build();
    expect(segment.size).toBe(2_000_100);
    expect(segment.postings(word('w7', false))).toBe(100_000);
    // Only the rare lexeme's postings are varints: 100 of them, each gap of a thousand taking two bytes.
    expect(segment.encoded.byteLength).toBe(1 + 99 * 2);
    expect(segment.denseLexemes.length).toBe(20);
    expect(segment.words).toBe(3125);
    // w0 has two tiers' bitsets, the others one: 21 bitsets of 3,125 words.
    expect(segment.denseWords.byteLength).toBe(21 * 3125 * 4);
    expect(postingsOf(segment, 'w19')).toEqual(Array.from({ length: 100_000 }, (_, slot) => [slot, 2]));
    expect(postingsOf(segment, 'w0')).toEqual(
      Array.from({ length: 100_000 }, (_, slot) => [slot, slot % 3 === 0 ? 1 : 2]),
    );
    // About a bit a posting, where varints took a byte.
    expect(segment.bytes / segment.size).toBeLessThan(0.4);
    const live = new Uint8Array(100_000).fill(1);
    const matched = new Matcher().match([segment], [[word('w0', false)], [word('rare', false)]], live);
    // The rare lexeme is in descriptions: the worst group's tier, 3, is every hit's.
    expect(found(matched)).toEqual(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [i * 1000, 3])));
  });

  it('reads a dense lexeme merged with others as its varints would read', () => {
    const builder = new SegmentBuilder();
    for (let slot = 10; slot < 5_010; slot++) {
      builder.begin(slot);
      builder.lexeme('dense', slot % 2 === 0 ? 4 : 2);
      if (slot % 7 === 0) builder.lexeme('seven', slot % 14 === 0 ? 1 : 8);
    }
    const segment = builder.build();
    expect(segment.denseLexemes.length).toBe(1);
    expect(segment.firstSlot).toBe(10);
    const live = new Uint8Array(5_010).fill(1);
    const term = { lexeme: 'dense', prefix: false, also: ['seven'] };
    const expected = Object.fromEntries(
      Array.from({ length: 5_000 }, (_, i) => i + 10)
        .filter((slot) => slot % 7 === 0)
        .map((slot) => [slot, slot % 14 === 0 ? 2 : 3]),
    );
    expect(found(new Matcher().match([segment], [[term]], live))).toEqual(expected);
    expect(found(new Matcher().match([segment], [[word('dense')], [word('seven')]], live))).toEqual(
      Object.fromEntries(Object.keys(expected).map((slot) => [slot, Number(slot) % 14 === 0 ? 2 : 3])),
    );
  });

  it('keeps lexemes met once, as codes are, however many there are', () => {
    const builder = new SegmentBuilder();
    // More first blocks than one page of the builder holds.
    for (let i = 0; i < 80_000; i++) {
      builder.begin(i * 3);
      builder.lexeme(`#c${i}`, 1);
      builder.lexeme('common', 2);
    }
    const segment = builder.build();
    expect(segment.lexemeCount).toBe(80_001);
    for (const i of [0, 1, 65_535, 65_536, 79_999]) expect(postingsOf(segment, `#c${i}`)).toEqual([[i * 3, 1]]);
    expect(segment.postings(word('common'))).toBe(80_000);
    const live = new Uint8Array(240_000).fill(1);
    expect(found(new Matcher().match([segment], [[word('#c79999', false)], [word('common')]], live))).toEqual({
      239997: 1,
    });
  });

  it('refuses a slot that does not follow the last one', () => {
    const builder = new SegmentBuilder();
    builder.begin(3);
    expect(() => builder.begin(3)).toThrow(RangeError);
  });
});

describe('texts met again by a builder', () => {
  const documents: Array<[string, string]> = [
    ['Hex Bolts M8', 'Hex bolts, zinc plated'],
    ['六角螺栓 M8', '镀锌 六角螺栓'],
    ['Hex Nuts', 'Nuts for hex bolts'],
    ['Hex Bolts M8', '六角螺栓 hex bolts'],
  ];

  /** The documents' segment as lexemes with their postings, and the builder's English words. */
  function built(docs: Array<[string, string]>, oneByOne: boolean) {
    const builder = new SegmentBuilder();
    const sink = oneByOne
      ? {
          lexeme: (text: string, bit: number) => builder.lexeme(text, bit),
          text: (found: { lexemes: readonly string[]; words: readonly string[] }, bit: number) => {
            for (const lexeme of found.lexemes) builder.lexeme(lexeme, bit);
            for (const word of found.words) builder.words.add(word);
          },
        }
      : builder;
    docs.forEach(([name, description], slot) => {
      builder.begin(slot * 3);
      new DocumentBuilder(sink)
        .text(name, 'B', { pinyin: true })
        .text(description, 'D', { pinyin: false })
        .code(`S${slot}`);
    });
    const words = [...builder.words].sort();
    const segment = builder.build();
    return { words, postings: lexemesOf(segment).map((lexeme) => [lexeme, postingsOf(segment, lexeme)]) };
  }

  it('gives the segment that writing each lexeme one by one gives, also for the next builder meeting the same texts', () => {
    const expected = built(documents, true);
    expect(expected.postings.length).toBeGreaterThan(20);
    expect(built(documents, false)).toEqual(expected);
    // Another builder numbers its lexemes otherwise (a document of its own first): what the first kept is not its.
    const more: Array<[string, string]> = [['Flat Washers', 'Washers, 六角 steel'], ...documents];
    expect(built(more, false)).toEqual(built(more, true));
    expect(built(documents, false)).toEqual(expected);
  });
});

describe('lexemes of a segment', () => {
  /** A segment of one document holding every lexeme given. */
  const segmentHolding = (lexemes: readonly string[]) =>
    rawSegment([[0, lexemes.map((text): [string, number] => [text, 1])]]);

  /** What `range` must answer, worked out on strings: lexemes below the term, then the term's own. */
  function expectedRange(sorted: readonly string[], text: string, prefix: boolean): [number, number] {
    const from = sorted.filter((lexeme) => lexeme < text).length;
    const own = sorted.filter((lexeme) => (prefix ? lexeme.startsWith(text) : lexeme === text)).length;
    return [from, from + own];
  }

  it('keeps Chinese, pinyin and surrogate pairs in code-unit order and finds each whole', () => {
    // U+20000 is a surrogate pair (D840 DC00), below U+FF71 by code unit though above it by code point.
    const lexemes = ['螺栓', '螺', 'luoshuan', 'ls', 'é', 'e', '𠀀', 'ｱ', 'z087ba', '#s0000001', 'ÿ', 'Ā'];
    const segment = segmentHolding(lexemes);
    const sorted = [...lexemes].sort();
    expect(lexemesOf(segment)).toEqual(sorted);
    expect(sorted.indexOf('𠀀')).toBeLessThan(sorted.indexOf('ｱ'));
    expect(segment.lexemeUnits.BYTES_PER_ELEMENT).toBe(2);
    sorted.forEach((lexeme, i) => {
      expect(segment.range(word(lexeme, false))).toEqual([i, i + 1]);
      expect(segment.holds(word(lexeme, false))).toBe(true);
    });
    expect(segment.range(word('螺'))).toEqual([sorted.indexOf('螺'), sorted.indexOf('螺') + 2]);
    expect(segment.range(word('\ud840'))).toEqual([sorted.indexOf('𠀀'), sorted.indexOf('𠀀') + 1]);
    expect(segment.holds(word('\ud840', false))).toBe(false);
    expect(segment.holds(word('螺丝'))).toBe(false);
  });

  it('keeps lexemes of Latin-1 in a byte a unit, and counts the arena in its memory', () => {
    const latin = segmentHolding(['ÿ', 'é', 'bolt', '#s0000001']);
    expect(latin.lexemeUnits.BYTES_PER_ELEMENT).toBe(1);
    expect(lexemesOf(latin)).toEqual(['#s0000001', 'bolt', 'é', 'ÿ']);
    // A query past Latin-1 against byte units: above 'ÿ', and no lexeme's prefix.
    expect(latin.range(word('Ā'))).toEqual([4, 4]);
    expect(latin.range(word('éĀ'))).toEqual([3, 3]);
    expect(latin.bytes).toBe(
      latin.lexemeUnits.byteLength +
        latin.lexemeStarts.byteLength +
        latin.encoded.byteLength +
        latin.byteStarts.byteLength +
        latin.countStarts.byteLength +
        latin.documentSlots.byteLength,
    );
    expect(latin.lexemeUnits.byteLength).toBe(9 + 4 + 1 + 1);
    expect(segmentHolding(['Ā', 'bolt']).lexemeUnits.byteLength).toBe((1 + 4) * 2);
  });

  it('finds a lexeme that begins others only as itself, and all of them as a prefix', () => {
    const segment = segmentHolding(['abdz', 'b', 'ab', 'abd', 'a', 'abc']);
    // a ab abc abd abdz b
    expect(segment.range(word('ab', false))).toEqual([1, 2]);
    expect(segment.range(word('ab'))).toEqual([1, 5]);
    expect(segment.range(word('abd'))).toEqual([3, 5]);
    expect(segment.range(word('abd', false))).toEqual([3, 4]);
    expect(segment.range(word('abdz'))).toEqual([4, 5]);
    expect(segment.range(word('a'))).toEqual([0, 5]);
    for (const absent of ['abcd', 'aa', 'abe', 'abdzz']) {
      expect(segment.holds(word(absent))).toBe(false);
      expect(segment.holds(word(absent, false))).toBe(false);
    }
    expect(segment.range(word('abcd'))).toEqual([3, 3]);
  });

  it('answers lookups at and past both ends of its lexemes', () => {
    const segment = segmentHolding(['xy', 'b', 'x', 'bc']);
    expect(segment.range(word('b'))).toEqual([0, 2]);
    expect(segment.range(word('x'))).toEqual([2, 4]);
    expect(segment.range(word('xy', false))).toEqual([3, 4]);
    expect(segment.range(word('a'))).toEqual([0, 0]);
    expect(segment.range(word('z'))).toEqual([4, 4]);
    expect(segment.range(word('xyz'))).toEqual([4, 4]);
    expect(segment.range(word('\uffff'))).toEqual([4, 4]);
    expect(segment.range(word(''))).toEqual([0, 4]);
    expect(segment.range(word('', false))).toEqual([0, 0]);
    expect(segment.holds(word('z'))).toBe(false);
    expect(segment.holds(word('a'))).toBe(false);
    expect(segment.postings(word('x'))).toBe(2);

    const withEmpty = segmentHolding(['', 'a']);
    expect(lexemesOf(withEmpty)).toEqual(['', 'a']);
    expect(withEmpty.range(word('', false))).toEqual([0, 1]);
    expect(withEmpty.holds(word('', false))).toBe(true);

    const empty = new SegmentBuilder().build();
    expect(empty.lexemeCount).toBe(0);
    expect(empty.range(word(''))).toEqual([0, 0]);
    expect(empty.holds(word('', false))).toBe(false);
    expect(empty.postings(word('a'))).toBe(0);
    expect(empty.size).toBe(0);
  });

  it('keeps and finds a lexeme of many thousand units', () => {
    const long = 'ab'.repeat(12_000);
    const segment = segmentHolding([long, `${long}c`, 'a']);
    expect(lexemesOf(segment)).toEqual(['a', long, `${long}c`]);
    expect(segment.range(word(long))).toEqual([1, 3]);
  });

  it('orders and finds lexemes as comparing their strings does, in bytes or in UTF-16', () => {
    const next = random(3);
    const latin = ['a', 'b', 'é', 'ÿ'];
    const wide = [...latin, 'Ā', '中', '\ud840', '\udc00', '\uffff'];
    const text = (alphabet: readonly string[]) =>
      Array.from({ length: Math.floor(next() * 5) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
    for (const alphabet of [latin, wide]) {
      const lexemes = [...new Set(Array.from({ length: 300 }, () => text(alphabet)))];
      const segment = segmentHolding(lexemes);
      const sorted = [...lexemes].sort();
      expect(lexemesOf(segment)).toEqual(sorted);
      // Queries of either alphabet: lexemes, their prefixes and extensions, and texts held nowhere.
      for (let i = 0; i < 2_000; i++) {
        const query = text(wide);
        for (const prefix of [true, false]) {
          const expected = expectedRange(sorted, query, prefix);
          expect(segment.range(word(query, prefix))).toEqual(expected);
          expect(segment.holds(word(query, prefix))).toBe(expected[1] > expected[0]);
        }
      }
    }
  });
});
