/**
 * The English words of the catalogue, sorted by code unit, and the words a mistyped word may stand
 * for (docs/decisions/031-search-typos-and-synonyms.md).
 */

/** A word of the list and how many edits it is from the word asked about. */
export interface NearWord {
  word: string;
  edits: number;
}

/** The first word not below `text`, from `low` on. */
function lowerBound(words: readonly string[], text: string, low = 0): number {
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((words[mid] as string) < text) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The first text above every text that begins with `prefix`. */
const pastPrefix = (prefix: string) =>
  `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;

const HAS_DIGIT = /\d/;

export class WordList {
  readonly words: readonly string[];
  /** The words without digits: a typo of letters does not turn into a size or a code. */
  private readonly spelt: readonly string[];

  constructor(words: Iterable<string>) {
    this.words = Array.from(new Set(words)).sort();
    this.spelt = this.words.filter((word) => !HAS_DIGIT.test(word));
  }

  has(word: string): boolean {
    return this.words[lowerBound(this.words, word)] === word;
  }

  /**
   * The words without digits within `maxEdits` of `word` (Damerau-Levenshtein as optimal string
   * alignment: insertions, deletions, substitutions and swaps of neighbours) that begin with its
   * first letter, closest first, then by code unit. Like the spell checkers of search engines
   * (Lucene's `minPrefix`), the first letter is taken as typed: it is rarely the one mistyped, and
   * only the words of one letter are read instead of all of them.
   *
   * Those words are walked as a trie: a word reuses the rows of the edit table computed for the
   * prefix it shares with the word before it; only the cells of a row within `maxEdits` of its
   * diagonal are computed, the others being above `maxEdits` anyway; and once every cell of a
   * prefix's row is above `maxEdits` no longer word can come back within reach, so every word that
   * begins with it is skipped with one binary search. A query reads the prefixes near the word.
   */
  near(word: string, maxEdits: number): NearWord[] {
    const words = this.spelt;
    const n = word.length;
    if (n === 0) return [];
    const query = Array.from(word, (_, j) => word.charCodeAt(j));
    const beyond = maxEdits + 1;
    // rows[d][j]: edits between the current word's first d characters and the query's first j,
    // or `beyond` for any number above maxEdits.
    const rows: Int32Array[] = [Int32Array.from({ length: n + 1 }, (_, j) => j)];
    let current = '';
    /** Rows 0 to `valid` are those of `current`'s prefixes. */
    let valid = 0;
    const found: NearWord[] = [];
    const first = word.slice(0, 1);
    const end = lowerBound(words, pastPrefix(first));
    let i = lowerBound(words, first);
    while (i < end) {
      const candidate = words[i] as string;
      let shared = 0;
      const limit = Math.min(valid, candidate.length);
      while (shared < limit && candidate.charCodeAt(shared) === current.charCodeAt(shared)) shared++;
      let prunedAt = 0;
      for (let d = shared + 1; d <= candidate.length; d++) {
        const row = rows[d] ?? new Int32Array(n + 2);
        rows[d] = row;
        const above = rows[d - 1] as Int32Array;
        const c = candidate.charCodeAt(d - 1);
        const before = d > 1 ? candidate.charCodeAt(d - 2) : -1;
        const from = Math.max(1, d - maxEdits);
        const to = Math.min(n, d + maxEdits);
        // The cells on either side of the band, read by this row and the next two.
        row[from - 1] = from === 1 ? Math.min(d, beyond) : beyond;
        row[to + 1] = beyond;
        let least = beyond;
        for (let j = from; j <= to; j++) {
          const q = query[j - 1] as number;
          let cell = (above[j - 1] as number) + (q === c ? 0 : 1);
          const deleted = (above[j] as number) + 1;
          if (deleted < cell) cell = deleted;
          const inserted = (row[j - 1] as number) + 1;
          if (inserted < cell) cell = inserted;
          if (d > 1 && j > 1 && c === query[j - 2] && before === q) {
            const swapped = ((rows[d - 2] as Int32Array)[j - 2] as number) + 1;
            if (swapped < cell) cell = swapped;
          }
          if (cell > beyond) cell = beyond;
          row[j] = cell;
          if (cell < least) least = cell;
        }
        if (least > maxEdits) {
          prunedAt = d;
          break;
        }
      }
      current = candidate;
      if (prunedAt > 0) {
        valid = prunedAt - 1;
        i = lowerBound(words, pastPrefix(candidate.slice(0, prunedAt)), i + 1);
        continue;
      }
      valid = candidate.length;
      // Outside the band, the last cell was not computed: the lengths alone are too far apart.
      const edits =
        Math.abs(candidate.length - n) > maxEdits ? beyond : ((rows[candidate.length] as Int32Array)[n] as number);
      if (edits <= maxEdits) found.push({ word: candidate, edits });
      i++;
    }
    return found.sort((a, b) => a.edits - b.edits || (a.word < b.word ? -1 : 1));
  }
}
