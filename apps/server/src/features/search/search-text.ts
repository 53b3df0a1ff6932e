import { pinyin } from 'pinyin-pro';

/**
 * How text becomes search lexemes, the same way for documents and for queries, so that matching
 * is an index lookup (docs/decisions/008-search.md, 012-search-in-memory.md):
 * - Latin words, lower-cased and without accents, as written and in the singular (prefix-matched);
 * - Chinese: every character and every pair of neighbouring characters, so any substring of a
 *   name is found (a longer substring is all of its pairs), written as code points (`z` + hex);
 * - pinyin of Chinese runs, full and initials, from every syllable onwards (`luoshuan`, `ls`);
 * - product and shop codes as `#code`, matched only whole.
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

const pinyinMemo = new Map<string, readonly string[]>();

/** Full pinyin and initials from each syllable onwards: 螺栓 gives luoshuan, shuan, ls, s. */
export function pinyinLexemes(run: string): readonly string[] {
  let lexemes = pinyinMemo.get(run);
  if (!lexemes) {
    // Converting is the costliest step of indexing a product; the same runs come back all the time.
    if (pinyinMemo.size >= PINYIN_MEMO_MAX) pinyinMemo.clear();
    lexemes = pinyinOf(run);
    pinyinMemo.set(run, lexemes);
  }
  return lexemes;
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

/** Where a document's lexemes go, each with the bit of a weight it was found under, and its English words. */
export interface DocumentSink {
  lexeme(text: string, bit: number): void;
  /** An English word of the document, as written or in the singular: the typo dictionary's entries. */
  word(text: string): void;
}

/** Writes a document's lexemes into a sink (the search index's segment builder). */
export class DocumentBuilder {
  constructor(private readonly sink: DocumentSink) {}

  private add(lexeme: string, weight: Weight): void {
    this.sink.lexeme(lexeme, WEIGHT_BIT[weight]);
  }

  /** Words, Chinese n-grams and, when asked, pinyin of a text. */
  text(value: string, weight: Weight, options: { pinyin: boolean }): this {
    for (const token of tokenize(value)) {
      if (token.kind === 'latin') {
        const one = singular(token.text);
        this.add(token.text, weight);
        this.add(one, weight);
        this.sink.word(token.text);
        if (one !== token.text) this.sink.word(one);
      } else {
        for (const gram of hanGrams(token.text)) this.add(gram, weight);
        if (options.pinyin) for (const lexeme of pinyinLexemes(token.text)) this.add(lexeme, weight);
      }
    }
    return this;
  }

  /** A code, found only when typed whole. */
  code(value: string): this {
    for (const token of tokenize(value)) this.add(`#${token.text}`, 'A');
    return this;
  }
}

/** One term of a query: a lexeme, matched as a prefix or whole. */
export interface Term {
  lexeme: string;
  prefix: boolean;
}

/** A query: every group must match (AND); within a group, any term (OR). */
export type QueryGroups = Term[][];

/**
 * Words a typo of one letter may stand for: the known words one insertion, deletion, substitution
 * or swap of neighbours away. Only asked for words of 4 letters or more that match nothing as typed.
 */
export function oneEditAway(word: string, dictionary: readonly string[]): string[] {
  return dictionary.filter((candidate) => Math.abs(candidate.length - word.length) <= 1 && isOneEdit(word, candidate));
}

function isOneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length === b.length) {
    const diffs: number[] = [];
    for (let i = 0; i < a.length && diffs.length <= 2; i++) if (a[i] !== b[i]) diffs.push(i);
    if (diffs.length === 1) return true;
    const [i, j] = diffs;
    return diffs.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

export interface Dictionary {
  /** Whether some known word starts with `prefix`. */
  hasPrefix(prefix: string): boolean;
  has(word: string): boolean;
  words: readonly string[];
}

const TYPO_MIN_LENGTH = 4;
const PREFIX_MIN_LENGTH = 2;

/** The query groups of a keyword: one group per token (see the module comment for the lexemes). */
export function queryGroups(keyword: string, dictionary: Dictionary): QueryGroups {
  const groups: QueryGroups = [];
  for (const token of tokenize(keyword)) {
    if (token.kind === 'han') {
      const chars = Array.from(token.text);
      // Every character of a document is a lexeme of its own, so one character is matched whole.
      if (chars.length === 1) groups.push([{ lexeme: hanGram(token.text), prefix: false }]);
      else
        for (let i = 0; i + 1 < chars.length; i++)
          groups.push([{ lexeme: hanGram(`${chars[i]}${chars[i + 1]}`), prefix: false }]);
      continue;
    }
    const word = token.text;
    const one = singular(word);
    // One letter is matched whole: as a prefix it would match most of the catalogue.
    const terms: Term[] = [
      { lexeme: word, prefix: word.length >= PREFIX_MIN_LENGTH },
      { lexeme: `#${word}`, prefix: false },
    ];
    if (one !== word) terms.push({ lexeme: one, prefix: true });
    const known = dictionary.hasPrefix(word) || dictionary.hasPrefix(one);
    if (!known && word.length >= TYPO_MIN_LENGTH && !/\d/.test(word)) {
      for (const near of oneEditAway(word, dictionary.words)) terms.push({ lexeme: near, prefix: false });
    }
    groups.push(terms);
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
