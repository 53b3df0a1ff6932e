import { describe, expect, it } from 'vitest';
import {
  DocumentBuilder,
  hanGram,
  isPresentable,
  oneEditAway,
  pinyinLexemes,
  queryGroups,
  singular,
  tokenize,
  WEIGHT_BIT,
} from './search-text.js';

const dictionary = (words: string[]) => {
  const sorted = [...words].sort();
  return {
    words: sorted,
    hasPrefix: (prefix: string) => sorted.some((word) => word.startsWith(prefix)),
    has: (word: string) => sorted.includes(word),
  };
};

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

describe('oneEditAway', () => {
  it('finds words one insertion, deletion, substitution or swap away', () => {
    const words = ['bearing', 'hydraulic', 'valve', 'glove', 'bolt'];
    expect(oneEditAway('bering', words)).toEqual(['bearing']);
    expect(oneEditAway('hydralic', words)).toEqual(['hydraulic']);
    expect(oneEditAway('vlave', words)).toEqual(['valve']);
    expect(oneEditAway('glovs', words)).toEqual(['glove']);
    expect(oneEditAway('brng', words)).toEqual([]);
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
        { lexeme: 'bearing', prefix: false },
      ],
      [{ lexeme: hanGram('螺栓'), prefix: false }],
      [{ lexeme: hanGram('螺'), prefix: false }],
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
    new DocumentBuilder({
      lexeme: (text, bit) => lexemes.set(text, (lexemes.get(text) ?? 0) | bit),
      word: (text) => words.push(text),
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
});
