import { SEARCH_ONE_TYPO_MIN_LENGTH, SEARCH_TWO_TYPOS_MIN_LENGTH } from '@mall/contract';
import { pinyin } from 'pinyin-pro';
import { synonymSpans, synonymsOf } from './synonyms.js';
import type { NearWord } from './word-list.js';

/**
 * How text becomes search lexemes, the same way for documents and for queries, so that matching
 * is an index lookup (docs/decisions/008-search.md, 012-search-in-memory.md):
 * - Latin words, lower-cased and without accents, as written and in the singular (prefix-matched);
 * - Chinese: every character and every pair of neighbouring characters, so any substring of a
 *   name is found (a longer substring is all of its pairs), written as code points (`z` + hex);
 * - pinyin of Chinese runs, full and initials, from every syllable onwards (`luoshuan`, `ls`);
 * - product and shop codes as `#code`, matched only whole.
 * A query word also finds its synonyms (synonyms.ts) and, when it finds nothing as typed, the
 * catalogue's words a typo away (docs/decisions/031-search-typos-and-synonyms.md), both ranked below
 * what was typed.
 */

/** Weights of a document: A codes, B name, C brand and category, D description. */
export type Weight = 'A' | 'B' | 'C' | 'D';
/** A lexeme's weights in a document, as bits: the lowest bit set is its best weight. */
export const WEIGHT_BIT: Record<Weight, number> = { A: 1, B: 2, C: 4, D: 8 };

/** Pinyin is written for runs up to this many characters; longer runs are cut (descriptions have none). */
const PINYIN_RUN_MAX = 16;
/** Runs whose pinyin is remembered: names, brands and categories repeat across the catalogue. */
const PINYIN_MEMO_MAX = 50_000;

export type Token = { kind: 'latin'; text: string } | { kind: 'han'; text: string };

const TOKEN = /(\p{Script=Han}+)|([a-z0-9]+)/gu;
const NOT_PLAIN_ASCII = /[^\t\n\r -~]/;

/** Han runs and Latin/digit words, in order; everything else (punctuation, emoji, operators) separates them. */
export function tokenize(text: string): Token[] {
  // ASCII has nothing to decompose: most descriptions skip the costliest step of indexing.
  const folded = (!NOT_PLAIN_ASCII.test(text) ? text : text.normalize('NFKD').replace(/\p{M}/gu, '')).toLowerCase();
  const tokens: Token[] = [];
  for (const match of folded.matchAll(TOKEN)) {
    if (match[1]) tokens.push({ kind: 'han', text: match[1] });
    else if (match[2]) tokens.push({ kind: 'latin', text: match[2] });
  }
  return tokens;
}

/** A plain English singular, good enough to meet a plural half-way (both forms are indexed). */
export function singular(word: string): string {
  if (/\d/.test(word) || word.length < 4) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const hexMemo = new Map<string, string>();
/** A character's code point in hex, remembered: Chinese text repeats a few thousand characters. */
function hex(char: string): string {
  let text = hexMemo.get(char);
  if (text === undefined) {
    text = (char.codePointAt(0) ?? 0).toString(16).padStart(5, '0');
    hexMemo.set(char, text);
  }
  return text;
}
/** The lexeme of one Chinese character or of a pair: `z` and the code points in hex. */
export const hanGram = (chars: string) => `z${Array.from(chars, hex).join('')}`;

/** The lexemes of a run of Chinese characters: each character and each pair of neighbours. */
export function hanGrams(run: string): string[] {
  const hexes = Array.from(run, hex);
  const grams = hexes.map((one) => `z${one}`);
  for (let i = 0; i + 1 < hexes.length; i++) grams.push(`z${hexes[i]}${hexes[i + 1]}`);
  return grams;
}

/**
 * Values worked out once per text, all forgotten at once when `max` are held. Indexing a catalogue
 * meets the same texts over and over; remembered, their lexemes are the same strings each time,
 * whose hashes the index's dictionary has already worked out.
 */
class Memo<V> {
  private readonly kept = new Map<string, V>();

  constructor(private readonly max: number) {}

  of(key: string, make: (key: string) => V): V {
    let found = this.kept.get(key);
    if (found === undefined) {
      if (this.kept.size >= this.max) this.kept.clear();
      found = make(key);
      this.kept.set(key, found);
    }
    return found;
  }

  clear(): void {
    this.kept.clear();
  }
}

// Converting is the costliest step of indexing a product; the same runs come back all the time.
const pinyinMemo = new Memo<readonly string[]>(PINYIN_MEMO_MAX);

/** Full pinyin and initials from each syllable onwards: 螺栓 gives luoshuan, shuan, ls, s. */
export function pinyinLexemes(run: string): readonly string[] {
  return pinyinMemo.of(run, pinyinOf);
}

function pinyinOf(run: string): string[] {
  const chars = Array.from(run).slice(0, PINYIN_RUN_MAX).join('');
  const full = pinyin(chars, { toneType: 'none', type: 'array', v: true });
  const initials = full.map((syllable) => syllable[0] ?? '');
  const lexemes: string[] = [];
  for (let i = 0; i < full.length; i++) lexemes.push(full.slice(i).join(''), initials.slice(i).join(''));
  // A lone initial would make every one-letter query match half the catalogue.
  return lexemes.filter((lexeme) => /^[a-z]{2,}$/.test(lexeme));
}

/**
 * A text's lexemes and English words (as written and in the singular). Remembered ones are met
 * again and again while a catalogue is indexed: the sink writing them may keep what it worked out
 * for them (its ids of the lexemes) on the object, marked with its own number.
 */
export interface TextLexemes {
  readonly lexemes: readonly string[];
  readonly words: readonly string[];
  keptBy?: number;
  kept?: readonly number[];
}

/** Words and Chinese runs remembered (the vocabulary of descriptions, not their every sentence): without pinyin, with. */
const tokenMemos = { plain: new Memo<TextLexemes>(100_000), pinyin: new Memo<TextLexemes>(100_000) };
/** Texts up to this long are remembered whole: names, brands and categories, not descriptions. */
const TEXT_MEMO_MAX_LENGTH = 80;
const textMemos = { plain: new Memo<TextLexemes>(20_000), pinyin: new Memo<TextLexemes>(20_000) };

/**
 * Forgets the texts remembered, and what sinks kept on them: after a whole catalogue is indexed,
 * they would hold what only that build needed until the next one.
 */
export function forgetRememberedTexts(): void {
  for (const memo of [tokenMemos.plain, tokenMemos.pinyin, textMemos.plain, textMemos.pinyin]) memo.clear();
}

function tokenLexemes(token: Token, pinyin: boolean): TextLexemes {
  if (token.kind === 'latin') {
    return tokenMemos.plain.of(token.text, (word) => {
      const one = singular(word);
      return { lexemes: [word, one], words: one === word ? [one] : [word, one] };
    });
  }
  return tokenMemos[pinyin ? 'pinyin' : 'plain'].of(token.text, (run) => ({
    lexemes: pinyin ? [...hanGrams(run), ...pinyinLexemes(run)] : hanGrams(run),
    words: [],
  }));
}

function textLexemes(value: string, pinyin: boolean): TextLexemes {
  const lexemes: string[] = [];
  const words: string[] = [];
  for (const token of tokenize(value)) {
    const found = tokenLexemes(token, pinyin);
    lexemes.push(...found.lexemes);
    words.push(...found.words);
  }
  return { lexemes, words };
}

/** Where a document's lexemes go, each with the bit of a weight it was found under, and its English words. */
export interface DocumentSink {
  lexeme(text: string, bit: number): void;
  /**
   * The lexemes of a text, each with `bit`, and its English words as written and in the singular
   * (the typo dictionary's entries).
   */
  text(found: TextLexemes, bit: number): void;
}

/** Writes a document's lexemes into a sink (the search index's segment builder). */
export class DocumentBuilder {
  constructor(private readonly sink: DocumentSink) {}

  /** Words, Chinese n-grams and, when asked, pinyin of a text. */
  text(value: string, weight: Weight, options: { pinyin: boolean }): this {
    const bit = WEIGHT_BIT[weight];
    if (value.length <= TEXT_MEMO_MAX_LENGTH) {
      this.sink.text(
        textMemos[options.pinyin ? 'pinyin' : 'plain'].of(value, (text) => textLexemes(text, options.pinyin)),
        bit,
      );
    } else {
      for (const token of tokenize(value)) this.sink.text(tokenLexemes(token, options.pinyin), bit);
    }
    return this;
  }

  /**
   * A text met once, such as a description: its words and runs are remembered, the text itself is
   * not, as each would push out of the memo a name met on many products.
   */
  prose(value: string, weight: Weight): this {
    const bit = WEIGHT_BIT[weight];
    for (const token of tokenize(value)) this.sink.text(tokenLexemes(token, false), bit);
    return this;
  }

  /** A code, found only when typed whole. */
  code(value: string): this {
    for (const token of tokenize(value)) this.sink.lexeme(`#${token.text}`, WEIGHT_BIT.A);
    return this;
  }
}

/**
 * How far a term is from what was typed. A product found only by a farther term ranks below every
 * product found by a nearer one, whatever fields it was found in (postings.ts FIELD_TIERS).
 */
export const PENALTY = { typed: 0, synonym: 1, oneTypo: 2, twoTypos: 3 } as const;
export const PENALTIES = Object.keys(PENALTY).length;

/** One term of a query: a lexeme, matched as a prefix or whole. */
export interface Term {
  lexeme: string;
  prefix: boolean;
  /** Lexemes a product must hold as well, whole: the further words of a synonym, the further pairs of a Chinese word. */
  also?: readonly string[];
  /** A PENALTY; none for a term as typed. */
  penalty?: number;
}

/** A query: every group must match (AND); within a group, any term (OR). */
export type QueryGroups = Term[][];

/** What a query is made against: the index's lexemes and the catalogue's English words. */
export interface Dictionary {
  /** Whether the index has a lexeme the term names. */
  holds(term: Term): boolean;
  /** English words of the catalogue within `edits` typos of `word`, closest first. */
  near(word: string, edits: number): readonly NearWord[];
  /** Whether `word` is an English word of the catalogue as written. */
  has(word: string): boolean;
}

const PREFIX_MIN_LENGTH = 2;
/** Words tried for one mistyped word, the closest first: each costs a lookup in every segment. */
const TYPO_CANDIDATES_MAX = 16;
const HAS_DIGIT = /\d/;

/** A term of whole lexemes, every one required. */
function allOf(lexemes: readonly string[], penalty: number): Term {
  const [lexeme = '', ...also] = lexemes;
  return {
    lexeme,
    prefix: false,
    ...(also.length > 0 ? { also } : {}),
    ...(penalty === PENALTY.typed ? {} : { penalty }),
  };
}

const pairsOf = (chars: readonly string[]) => chars.slice(1).map((char, i) => hanGram(`${chars[i]}${char}`));

/** Typos forgiven in a word of this many letters. */
export function typosForgiven(word: string): number {
  if (word.length >= SEARCH_TWO_TYPOS_MIN_LENGTH) return 2;
  return word.length >= SEARCH_ONE_TYPO_MIN_LENGTH ? 1 : 0;
}

/**
 * The groups of a run of Chinese characters: each pair of neighbours, or the character alone. A word
 * of the synonym table in the run is one group instead: the word or any of its synonyms. As typed,
 * the word keeps the pairs it makes with its plain neighbours, so that 大螺丝 as typed still needs
 * 大螺; a synonym stands for the word alone (大 and 螺栓). A word mostly written inside a word for
 * another thing (螺丝 in 螺丝刀) ranks below its synonyms (synonyms.ts `synonymsFirst`).
 */
function hanGroups(run: string): QueryGroups {
  const chars = Array.from(run);
  // Every character of a document is a lexeme of its own, so one character is matched whole.
  if (chars.length === 1) return [[{ lexeme: hanGram(run), prefix: false }]];
  const groups: QueryGroups = [];
  const plain = (from: number, to: number) => {
    if (to - from === 1) groups.push([{ lexeme: hanGram(chars[from] as string), prefix: false }]);
    else for (const pair of pairsOf(chars.slice(from, to))) groups.push([{ lexeme: pair, prefix: false }]);
  };
  const spans = synonymSpans(chars);
  let at = 0;
  spans.forEach((span, i) => {
    if (span.from > at) plain(at, span.from);
    const from = span.from > 0 && spans[i - 1]?.to !== span.from ? span.from - 1 : span.from;
    const to = span.to < chars.length && spans[i + 1]?.from !== span.to ? span.to + 1 : span.to;
    const [typed, synonym] = span.synonymsFirst ? [PENALTY.synonym, PENALTY.typed] : [PENALTY.typed, PENALTY.synonym];
    groups.push([
      allOf(pairsOf(chars.slice(from, to)), typed),
      ...span.synonyms.map((word) => allOf(pairsOf(Array.from(word)), synonym)),
    ]);
    at = span.to;
  });
  if (at < chars.length) plain(at, chars.length);
  return groups;
}

/**
 * The group of a Latin word: as typed, in the singular, as a code, its synonyms and, when the word
 * finds nothing as typed, the catalogue's words it may be a typo of.
 */
function latinGroup(word: string, dictionary: Dictionary): Term[] {
  const one = singular(word);
  // One letter is matched whole: as a prefix it would match most of the catalogue.
  const terms: Term[] = [
    { lexeme: word, prefix: word.length >= PREFIX_MIN_LENGTH },
    { lexeme: `#${word}`, prefix: false },
  ];
  if (one !== word) terms.push({ lexeme: one, prefix: true });
  const synonyms = new Set([...synonymsOf('en', word), ...synonymsOf('en', one)]);
  for (const synonym of synonyms) {
    terms.push(
      allOf(
        tokenize(synonym).map((token) => token.text),
        PENALTY.synonym,
      ),
    );
  }
  const edits = typosForgiven(word);
  // A word the catalogue or the synonym table knows is what the buyer meant; sizes and codes are not spelt.
  if (edits === 0 || synonyms.size > 0 || HAS_DIGIT.test(word) || terms.some((term) => dictionary.holds(term))) {
    return terms;
  }
  // A word and its plural are one word to the buyer: both are found at the fewer edits of the two.
  const fewest = new Map<string, number>();
  for (const near of dictionary.near(word, edits)) {
    const stem = singular(near.word);
    if (!fewest.has(stem)) fewest.set(stem, near.edits);
  }
  for (const [stem, count] of Array.from(fewest).slice(0, TYPO_CANDIDATES_MAX)) {
    terms.push({ lexeme: stem, prefix: false, penalty: count === 1 ? PENALTY.oneTypo : PENALTY.twoTypos });
  }
  return terms;
}

/** The query groups of a keyword: one group per Latin word, and per pair of Chinese characters (see hanGroups). */
export function queryGroups(keyword: string, dictionary: Dictionary): QueryGroups {
  const groups: QueryGroups = [];
  for (const token of tokenize(keyword)) {
    if (token.kind === 'han') groups.push(...hanGroups(token.text));
    else groups.push(latinGroup(token.text, dictionary));
  }
  return groups;
}

/**
 * Whether a keyword reads well in the hot keywords: Chinese, or English words of the catalogue as
 * typed. Typos, pinyin and codes find products but are not offered to other buyers.
 */
export function isPresentable(keyword: string, dictionary: Dictionary): boolean {
  const tokens = tokenize(keyword);
  return tokens.length > 0 && tokens.every((token) => token.kind === 'han' || dictionary.has(token.text));
}
