import { SEARCH_ONE_TYPO_MIN_LENGTH, SEARCH_TWO_TYPOS_MIN_LENGTH } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import {
  type Dictionary,
  DocumentBuilder,
  hanGram,
  isPresentable,
  PENALTY,
  pinyinLexemes,
  queryGroups,
  singular,
  tokenize,
  typosForgiven,
  WEIGHT_BIT,
} from './search-text.js';
import { WordList } from './word-list.js';

/** A dictionary whose lexemes are the words themselves. */
const dictionary = (words: string[]): Dictionary => {
  const list = new WordList(words);
  return {
    holds: (term) => words.some((word) => (term.prefix ? word.startsWith(term.lexeme) : word === term.lexeme)),
    near: (word, edits) => list.near(word, edits),
    has: (word) => list.has(word),
  };
};

const pairs = (text: string) =>
  Array.from(text)
    .slice(1)
    .map((char, i) => hanGram(`${Array.from(text)[i]}${char}`));

describe('tokenize', () => {
  it('splits Chinese runs from Latin words and drops everything else', () => {
    expect(tokenize("不锈钢Bolt M8x30 '%_\\.* 🔩 Café")).toEqual([
      { kind: 'han', text: '不锈钢' },
      { kind: 'latin', text: 'bolt' },
      { kind: 'latin', text: 'm8x30' },
      { kind: 'latin', text: 'cafe' },
    ]);
    expect(tokenize('Ｂｏｌｔ')).toEqual([{ kind: 'latin', text: 'bolt' }]);
  });
});

describe('singular', () => {
  it.each([
    ['bearings', 'bearing'],
    ['batteries', 'battery'],
    ['boxes', 'box'],
    ['glasses', 'glass'],
    ['glass', 'glass'],
    ['m8x30s', 'm8x30s'],
    ['bus', 'bus'],
  ])('%s → %s', (plural, one) => {
    expect(singular(plural)).toBe(one);
  });
});

describe('pinyin', () => {
  it('writes full pinyin and initials from each syllable onwards', () => {
    expect(pinyinLexemes('螺栓')).toEqual(['luoshuan', 'ls', 'shuan']);
  });
});

describe('queries', () => {
  it('looks words up by prefix, codes whole, Chinese by characters and pairs, and adds typo corrections', () => {
    expect(queryGroups('Bering 螺栓 螺', dictionary(['bearing', 'bolt']))).toEqual([
      [
        { lexeme: 'bering', prefix: true },
        { lexeme: '#bering', prefix: false },
        { lexeme: 'bearing', prefix: false, penalty: PENALTY.oneTypo },
      ],
      [{ lexeme: hanGram('螺栓'), prefix: false }],
      [{ lexeme: hanGram('螺'), prefix: false }],
    ]);
  });

  it('forgives one typo from the medium length on and two in long words, none in short ones', () => {
    expect(typosForgiven('a'.repeat(SEARCH_ONE_TYPO_MIN_LENGTH - 1))).toBe(0);
    expect(typosForgiven('a'.repeat(SEARCH_ONE_TYPO_MIN_LENGTH))).toBe(1);
    expect(typosForgiven('a'.repeat(SEARCH_TWO_TYPOS_MIN_LENGTH - 1))).toBe(1);
    expect(typosForgiven('a'.repeat(SEARCH_TWO_TYPOS_MIN_LENGTH))).toBe(2);
    const words = dictionary(['hydraulic', 'jack', 'ac']);
    expect(queryGroups('hydrolic jak', words)).toEqual([
      [
        { lexeme: 'hydrolic', prefix: true },
        { lexeme: '#hydrolic', prefix: false },
        { lexeme: 'hydraulic', prefix: false, penalty: PENALTY.twoTypos },
      ],
      [
        { lexeme: 'jak', prefix: true },
        { lexeme: '#jak', prefix: false },
        { lexeme: 'jack', prefix: false, penalty: PENALTY.oneTypo },
      ],
    ]);
    // Too short for a typo: "ax" stays "ax" though "ac" is one letter away.
    expect(queryGroups('ax', words)).toEqual([
      [
        { lexeme: 'ax', prefix: true },
        { lexeme: '#ax', prefix: false },
      ],
    ]);
  });

  it('reads no typo into a word the catalogue knows, a size or a word of the synonym table', () => {
    const words = dictionary(['bolt', 'boot', 'bold', 'm8x30', 'm8x35', 'glove']);
    expect(queryGroups('bolt', words)[0]?.some((term) => term.penalty !== undefined)).toBe(false);
    expect(queryGroups('m8x31', words)[0]?.some((term) => term.penalty !== undefined)).toBe(false);
    expect(queryGroups('mitt', words)[0]?.map((term) => term.lexeme)).toEqual(['mitt', '#mitt', 'glove']);
  });

  it('adds the synonyms of an English word, in the singular too, below the word; a synonym of several words needs them all', () => {
    expect(queryGroups('gloves', dictionary([]))).toEqual([
      [
        { lexeme: 'gloves', prefix: true },
        { lexeme: '#gloves', prefix: false },
        { lexeme: 'glove', prefix: true },
        { lexeme: 'mitt', prefix: false, penalty: PENALTY.synonym },
      ],
    ]);
    expect(queryGroups('mcb', dictionary([]))[0]).toContainEqual({
      lexeme: 'miniature',
      prefix: false,
      also: ['circuit', 'breaker'],
      penalty: PENALTY.synonym,
    });
  });

  it('makes a Chinese word of the synonym table one group: the word as typed, or a synonym', () => {
    expect(queryGroups('扳手', dictionary([]))).toEqual([
      [
        { lexeme: hanGram('扳手'), prefix: false },
        { lexeme: hanGram('扳子'), prefix: false, penalty: PENALTY.synonym },
      ],
    ]);
    // 螺丝 is mostly written inside 螺丝刀 (a screwdriver): the screws and bolts it covers rank first.
    expect(queryGroups('螺丝', dictionary([]))).toEqual([
      [
        { lexeme: hanGram('螺丝'), prefix: false, penalty: PENALTY.synonym },
        { lexeme: hanGram('螺栓'), prefix: false },
        { lexeme: hanGram('螺钉'), prefix: false },
      ],
    ]);
    // Inside a longer run the word keeps, as typed, the pair it makes with its neighbour.
    expect(queryGroups('膨胀螺丝', dictionary([]))).toEqual([
      [{ lexeme: hanGram('膨胀'), prefix: false }],
      [
        { lexeme: hanGram('胀螺'), prefix: false, also: [hanGram('螺丝')], penalty: PENALTY.synonym },
        { lexeme: hanGram('螺栓'), prefix: false },
        { lexeme: hanGram('螺钉'), prefix: false },
      ],
    ]);
    // The longest word of the table wins: 螺丝刀 is a screwdriver, not a screw.
    const [screwdriver] = queryGroups('螺丝刀', dictionary([]));
    expect(screwdriver?.[0]).toEqual({ lexeme: hanGram('螺丝'), prefix: false, also: [hanGram('丝刀')] });
    expect(screwdriver?.slice(1).map((term) => [term.lexeme, ...(term.also ?? [])])).toEqual([
      pairs('起子'),
      pairs('改锥'),
      pairs('螺丝批'),
    ]);
  });

  it('makes nothing of a keyword without letters, digits or Chinese', () => {
    expect(queryGroups("%_\\'.* 🔩", dictionary([]))).toEqual([]);
  });

  it('offers only readable keywords as hot keywords', () => {
    const words = dictionary(['bolt', 'hex']);
    expect(isPresentable('hex bolt', words)).toBe(true);
    expect(isPresentable('螺栓', words)).toBe(true);
    expect(isPresentable('bering', words)).toBe(false);
    expect(isPresentable('%', words)).toBe(false);
  });
});

describe('documents', () => {
  it('keeps every weight a lexeme was found under, and the English words for typos', () => {
    const lexemes = new Map<string, number>();
    const words: string[] = [];
    const lexeme = (text: string, bit: number) => lexemes.set(text, (lexemes.get(text) ?? 0) | bit);
    new DocumentBuilder({
      lexeme,
      text: (found, bit) => {
        for (const text of found.lexemes) lexeme(text, bit);
        words.push(...found.words);
      },
    })
      .code('S10001')
      .text('Hex Bolts', 'B', { pinyin: false })
      .text('Bolts', 'C', { pinyin: false })
      .text('螺栓', 'C', { pinyin: true });
    const { A, B, C } = WEIGHT_BIT;
    expect(Object.fromEntries(lexemes)).toEqual({
      '#s10001': A,
      hex: B,
      bolts: B | C,
      bolt: B | C,
      [hanGram('螺')]: C,
      [hanGram('栓')]: C,
      [hanGram('螺栓')]: C,
      luoshuan: C,
      ls: C,
      shuan: C,
    });
    expect(words).toEqual(['hex', 'bolts', 'bolt', 'bolts', 'bolt']);
  });

  it('writes a description word by word, as the lexemes and words of the same text', () => {
    const written = (write: (document: DocumentBuilder) => void) => {
      const lexemes: Array<[string, number]> = [];
      const words: string[] = [];
      write(
        new DocumentBuilder({
          lexeme: (text, bit) => lexemes.push([text, bit]),
          text: (found, bit) => {
            for (const text of found.lexemes) lexemes.push([text, bit]);
            words.push(...found.words);
          },
        }),
      );
      return { lexemes, words };
    };
    const description = '蓝峰镀锌零件盒 四层，适用于设备维修 — Galvanized bins, 4 tiers';
    const prose = written((document) => document.prose(description, 'D'));
    expect(prose).toEqual(written((document) => document.text(description, 'D', { pinyin: false })));
    expect(prose.lexemes).toContainEqual([hanGram('零件'), WEIGHT_BIT.D]);
    expect(prose.lexemes).not.toContainEqual(['lingjian', WEIGHT_BIT.D]);
    expect(prose.words).toEqual(['galvanized', 'bins', 'bin', '4', 'tiers', 'tier']);
  });
});
