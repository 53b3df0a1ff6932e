import { byCodeUnit } from '../../lib/compare-text.js';
import type { DocumentSink, QueryGroups, Term, TextLexemes } from './search-text.js';

/**
 * An inverted index in typed arrays (docs/decisions/012-search-in-memory.md): documents are
 * numbered by slot, and each lexeme lists the slots holding it with the weights it has there
 * (search-text.ts WEIGHT_BIT). Queries are answered without reading any document.
 *
 * A posting is the LEB128 varint of `(slot - previous slot of its lexeme) * 16 + weight mask`:
 * the lexemes holding most postings are common ones, whose slots are close together, so most
 * postings take a byte or two where a slot and a mask in arrays of their own took five. The mask
 * is the low 4 bits of a posting's first byte.
 *
 * A lexeme whose varints would take more memory than bitsets over the segment's slots (one per
 * tier it is found at) is kept as those bitsets instead: the words every second or third product
 * holds, which a broad search reads whole, and which bitsets let it count and rank a word at a time
 * (scan.ts).
 */

/** Relevance tier of a weight mask: the index of its lowest bit (0 codes, 1 name, 2 brand and category, 3 description). */
export const TIER_OF_MASK = Uint8Array.from({ length: 16 }, (_, mask) =>
  mask === 0 ? 0 : 31 - Math.clz32(mask & -mask),
);
/**
 * Tiers of the fields a term is found in, within one penalty: a hit's relevance tier is its term's
 * penalty (as typed, synonym, typos) times this, plus the tier of the field it was found in.
 */
export const FIELD_TIERS = 4;
const NO_BYTES = new Uint8Array(0);
const NO_WORDS = new Uint32Array(0);
/** A dense lexeme's tier without a bitset: it has no posting at that tier. */
const NO_BITSET = -1;

const PAST_LATIN_1 = /[^\0-\xff]/;

/** The bits set in a 32-bit word. */
export function bitCount(word: number): number {
  let n = word - ((word >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** One batch of documents' postings, in compressed rows. Immutable once built. */
export class Segment {
  /**
   * Every lexeme's code units, one lexeme after another in code-unit order, so the lexemes of a
   * prefix are a range. One array rather than a string per lexeme: at a million products the
   * lexemes are a million or so, most of them product codes, each string an object on the heap
   * for the collector to trace. The documents' lexemes are ASCII (search-text.ts writes Chinese as
   * hex code points), so units are Latin-1 bytes, half of UTF-16; a segment holding a lexeme past
   * U+00FF keeps UTF-16 units instead.
   */
  readonly lexemeUnits: Uint8Array | Uint16Array;
  /** Lexeme `i` is units `lexemeStarts[i]` to `lexemeStarts[i + 1]` of `lexemeUnits`. */
  readonly lexemeStarts: Int32Array;
  readonly lexemeCount: number;
  /** Postings of lexeme `i`: bytes `byteStarts[i]` to `byteStarts[i + 1]` of `encoded`. */
  readonly byteStarts: Int32Array;
  /** Postings before lexeme `i`, so counts need no decoding. */
  readonly countStarts: Int32Array;
  /** Every lexeme's postings, one after another. */
  readonly encoded: Uint8Array;
  /** The slots this segment was built from, tombstoned or not. */
  readonly documentSlots: Int32Array;
  /** The lexemes kept as bitsets rather than varints, ascending; their byte ranges are empty. */
  readonly denseLexemes: Int32Array;
  /**
   * Per dense lexeme, FIELD_TIERS numbers: where the bitset of its postings at each tier starts in
   * `denseWords`, or NO_BITSET. Bit `slot - firstSlot` of a bitset is the posting of `slot`.
   */
  readonly denseTiers: Int32Array;
  readonly denseWords: Uint32Array;
  /** The segment's first slot, bit 0 of its bitsets. */
  readonly firstSlot: number;
  /** The 32-bit words of a bitset over the segment's slots, its first to its last. */
  readonly words: number;
  /** Memory the segment takes: its typed arrays. */
  readonly bytes: number;

  constructor(
    lexemeUnits: Uint8Array | Uint16Array,
    lexemeStarts: Int32Array,
    byteStarts: Int32Array,
    countStarts: Int32Array,
    encoded: Uint8Array,
    documentSlots: Int32Array,
    denseLexemes: Int32Array,
    denseTiers: Int32Array,
    denseWords: Uint32Array,
  ) {
    this.lexemeUnits = lexemeUnits;
    this.lexemeStarts = lexemeStarts;
    this.lexemeCount = lexemeStarts.length - 1;
    this.byteStarts = byteStarts;
    this.countStarts = countStarts;
    this.encoded = encoded;
    this.documentSlots = documentSlots;
    this.denseLexemes = denseLexemes;
    this.denseTiers = denseTiers;
    this.denseWords = denseWords;
    [this.firstSlot, this.words] = spanOf(documentSlots);
    this.bytes =
      lexemeUnits.byteLength +
      lexemeStarts.byteLength +
      encoded.byteLength +
      byteStarts.byteLength +
      countStarts.byteLength +
      documentSlots.byteLength +
      denseLexemes.byteLength +
      denseTiers.byteLength +
      denseWords.byteLength;
  }

  /** Where lexeme `i`'s tier bitsets are listed in `denseTiers`, or -1 when its postings are varints. */
  denseOf(i: number): number {
    const dense = this.denseLexemes;
    let low = 0;
    let high = dense.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((dense[middle] as number) < i) low = middle + 1;
      else high = middle;
    }
    return dense[low] === i ? low * FIELD_TIERS : -1;
  }

  /** Whether lexeme `i` begins with `prefix`. */
  private lexemeBegins(i: number, prefix: string): boolean {
    const units = this.lexemeUnits;
    const start = this.lexemeStarts[i] as number;
    if ((this.lexemeStarts[i + 1] as number) - start < prefix.length) return false;
    for (let k = 0; k < prefix.length; k++) if (units[start + k] !== prefix.charCodeAt(k)) return false;
    return true;
  }

  /** Whether lexeme `i` is `text`. */
  private lexemeIs(i: number, text: string): boolean {
    return (
      (this.lexemeStarts[i + 1] as number) - (this.lexemeStarts[i] as number) === text.length &&
      this.lexemeBegins(i, text)
    );
  }

  /** The first lexeme index whose lexeme is not below `text` by code unit, as `<` orders strings. */
  private lowerBound(text: string): number {
    const units = this.lexemeUnits;
    const starts = this.lexemeStarts;
    let low = 0;
    let high = this.lexemeCount;
    // The units `text` shares with the lexeme before `low` and with the one at `high`: every lexeme
    // between them shares the fewer of the two, so a comparison starts past those. Lexemes of a
    // million codes share most of their first units.
    let lowShared = 0;
    let highShared = 0;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const start = starts[mid] as number;
      const end = Math.min(starts[mid + 1] as number, start + text.length);
      let at = start + Math.min(lowShared, highShared);
      while (at < end && units[at] === text.charCodeAt(at - start)) at++;
      const shared = at - start;
      // Below where a unit is lower, or where the lexeme ends first.
      if (at < end ? (units[at] as number) < text.charCodeAt(shared) : shared < text.length) {
        low = mid + 1;
        lowShared = shared;
      } else {
        high = mid;
        highShared = shared;
      }
    }
    return low;
  }

  /** The end of the lexemes beginning with `prefix`, the first of them at `from` (its lower bound). */
  private prefixEnd(from: number, prefix: string): number {
    // In code-unit order, the lexemes from a prefix's lower bound on begin with it, then none does.
    // Most prefixes begin a few lexemes and some (a code's first letters) most of them: steps
    // doubling from `from` find the end in about twice the logarithm of the range's length.
    const count = this.lexemeCount;
    let low = from;
    let high = from;
    for (let step = 1; high < count && this.lexemeBegins(high, prefix); step *= 2) {
      low = high + 1;
      high = Math.min(count, high + step);
    }
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.lexemeBegins(mid, prefix)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The lexeme indexes a term names: the lexeme itself, or every lexeme it begins. */
  range(term: Term): [from: number, to: number] {
    const from = this.lowerBound(term.lexeme);
    if (term.prefix) return [from, this.prefixEnd(from, term.lexeme)];
    return from < this.lexemeCount && this.lexemeIs(from, term.lexeme) ? [from, from + 1] : [from, from];
  }

  /** Whether some lexeme is the term's, or begins with it for a prefix. */
  holds(term: Term): boolean {
    const at = this.lowerBound(term.lexeme);
    if (at === this.lexemeCount) return false;
    return term.prefix ? this.lexemeBegins(at, term.lexeme) : this.lexemeIs(at, term.lexeme);
  }

  /** Postings a term touches: the cost of reading it (a term of several lexemes, its rarest). */
  postings(term: Term): number {
    const [from, to] = this.range(term);
    let count = (this.countStarts[to] as number) - (this.countStarts[from] as number);
    for (const lexeme of term.also ?? []) count = Math.min(count, this.postings({ lexeme, prefix: false }));
    return count;
  }

  get size(): number {
    return this.countStarts[this.lexemeCount] as number;
  }

  /** The arrays the segment is made of, to make it again in another thread (`new Segment(...arrays)`). */
  get arrays(): SegmentArrays {
    return [
      this.lexemeUnits,
      this.lexemeStarts,
      this.byteStarts,
      this.countStarts,
      this.encoded,
      this.documentSlots,
      this.denseLexemes,
      this.denseTiers,
      this.denseWords,
    ];
  }
}

export type SegmentArrays = ConstructorParameters<typeof Segment>;

/** The first slot of ascending `slots` and the words of a bitset from it to the last. */
function spanOf(slots: Int32Array): [first: number, words: number] {
  if (slots.length === 0) return [0, 0];
  const first = slots[0] as number;
  return [first, (((slots[slots.length - 1] as number) - first) >>> 5) + 1];
}

/** The texts of `order`, ids into `names`, laid end to end as a segment's lexeme units and starts. */
function lexemeArena(
  names: readonly string[],
  order: readonly number[],
): [units: Uint8Array | Uint16Array, starts: Int32Array] {
  const starts = new Int32Array(order.length + 1);
  let wide = false;
  order.forEach((id, i) => {
    const name = names[id] as string;
    starts[i + 1] = (starts[i] as number) + name.length;
    wide ||= PAST_LATIN_1.test(name);
  });
  const length = starts[order.length] as number;
  const units = wide ? new Uint16Array(length) : new Uint8Array(length);
  order.forEach((id, i) => {
    const name = names[id] as string;
    const start = starts[i] as number;
    for (let k = 0; k < name.length; k++) units[start + k] = name.charCodeAt(k);
  });
  return [units, starts];
}

/** Reads one lexeme's postings of a segment in slot order, from its varints or its bitsets. */
export class PostingReader {
  /** The posting last read. */
  slot = 0;
  mask = 0;
  private encoded: Uint8Array = NO_BYTES;
  private at = 0;
  private end = 0;
  /** A dense lexeme's bitsets: the word being read, the bits of it not yet read, and where each tier's bitset starts. */
  private dense = false;
  private bitsets: Uint32Array = NO_WORDS;
  private readonly tierAt = new Int32Array(FIELD_TIERS);
  private word = 0;
  private words = 0;
  private bits = 0;
  private firstSlot = 0;

  /** Places the reader before the first posting of lexeme index `lexeme`. */
  open(segment: Segment, lexeme: number): this {
    this.slot = 0;
    this.mask = 0;
    const dense = segment.denseOf(lexeme);
    this.dense = dense >= 0;
    if (this.dense) {
      this.bitsets = segment.denseWords;
      for (let tier = 0; tier < FIELD_TIERS; tier++) this.tierAt[tier] = segment.denseTiers[dense + tier] as number;
      this.word = -1;
      this.words = segment.words;
      this.bits = 0;
      this.firstSlot = segment.firstSlot;
      return this;
    }
    return this.read(segment.encoded, segment.byteStarts[lexeme] as number, segment.byteStarts[lexeme + 1] as number);
  }

  /** Places the reader before the first of the varints from `at` to `end` of `encoded`. */
  read(encoded: Uint8Array, at: number, end: number): this {
    this.dense = false;
    this.encoded = encoded;
    this.at = at;
    this.end = end;
    this.slot = 0;
    this.mask = 0;
    return this;
  }

  /** Reads the next posting into `slot` and `mask`; false, leaving them as they were, when none is left. */
  next(): boolean {
    if (this.dense) return this.nextSet();
    if (this.at >= this.end) return false;
    const encoded = this.encoded;
    let at = this.at;
    let byte = encoded[at++] as number;
    this.mask = byte & 15;
    // The delta's bits past the first byte's 3 start at bit 3; a delta below 2^31 shifts by 24 at most.
    let delta = (byte >> 4) & 7;
    for (let shift = 3; byte >= 128; shift += 7) {
      byte = encoded[at++] as number;
      delta |= (byte & 127) << shift;
    }
    this.at = at;
    this.slot += delta;
    return true;
  }

  /** The next bit set in any tier's bitset; its mask is the bit of the first tier holding it. */
  private nextSet(): boolean {
    const { bitsets, tierAt } = this;
    while (this.bits === 0) {
      if (++this.word >= this.words) return false;
      let bits = 0;
      for (let tier = 0; tier < FIELD_TIERS; tier++) {
        const at = tierAt[tier] as number;
        if (at !== NO_BITSET) bits |= bitsets[at + this.word] as number;
      }
      this.bits = bits;
    }
    const lowest = this.bits & -this.bits;
    this.bits ^= lowest;
    this.slot = this.firstSlot + this.word * 32 + (31 - Math.clz32(lowest));
    for (let tier = 0; tier < FIELD_TIERS; tier++) {
      const at = tierAt[tier] as number;
      if (at !== NO_BITSET && ((bitsets[at + this.word] as number) & lowest) !== 0) {
        this.mask = 1 << tier;
        break;
      }
    }
    return true;
  }
}

function grown(array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> {
  if (array.length >= needed) return array;
  const next = new Int32Array(Math.max(needed, array.length * 2));
  next.set(array);
  return next;
}

/**
 * The builder writes postings into pages of 2^PAGE_BITS bytes: few, and a block seldom leaves
 * much of one unused. Addresses are Int32, so a builder holds up to 2 GiB of postings.
 */
const PAGE_BITS = 20;
const PAGE_SIZE = 2 ** PAGE_BITS;
const PAGE_MASK = PAGE_SIZE - 1;
/**
 * A lexeme's postings are a chain of blocks, each starting with the next one's address. Blocks
 * double from the first, so a lexeme met once (a product code) takes little and a common one few
 * blocks; sizes are multiples of 4, so each link is an aligned word.
 */
const BLOCK_LINK = 4;
const FIRST_BLOCK = 16;
const BLOCK_MAX = 4096;
/** The first unit of a code's lexemes (search-text.ts `DocumentBuilder.code`). */
const CODE_MARK = '#'.charCodeAt(0);
/** The builder keeps these numbers per lexeme id, at `id * LEXEME_FIELDS` plus each of them. */
const LEXEME_FIELDS = 8;
const HEAD = 0;
const BLOCK = 1;
const BLOCK_END = 2;
const WRITE_AT = 3;
const LAST_SLOT = 4;
/** Where the last posting starts, to add a weight to its mask. */
const LAST_AT = 5;
const COUNT = 6;
const BYTES = 7;

/**
 * Collects documents' lexemes in slot order, then lays them out as a segment. Each posting is
 * encoded as it comes, onto its lexeme's chain of blocks, a lexeme met twice in one document
 * keeping every weight: no map per document, which is most of the cost of indexing a catalogue,
 * and about the built segment's memory while building it. Blocks are carved from a few large
 * pages, as an object per lexeme would take more than its postings where most lexemes are codes.
 */
export class SegmentBuilder implements DocumentSink {
  private static made = 0;
  /** Marks the ids this builder keeps on the texts it meets (`TextLexemes.kept`). */
  private readonly serial = ++SegmentBuilder.made;
  /** The English words of the documents written. */
  readonly words = new Set<string>();
  /**
   * Lexeme ids, codes (`#…`) apart from the rest: a million products have a million codes but a
   * few thousand other lexemes, met many times in every document, whose lookups then stay within
   * a small table instead of missing the processor's caches across a large one.
   */
  private readonly codeIds = new Map<string, number>();
  private readonly otherIds = new Map<string, number>();
  private readonly names: string[] = [];
  private fields = new Int32Array(1024 * LEXEME_FIELDS);
  /** Blocks of postings: the block at address `a` is at `a & PAGE_MASK` in page `a >>> PAGE_BITS`. */
  private pages: Uint8Array[] = [];
  /** The same pages as words, for the blocks' links. */
  private pageWords: Int32Array[] = [];
  /** The address of the next block. */
  private free = 0;
  private documentSlots = new Int32Array(256);
  private documents = 0;
  private slot = 0;

  /** Starts the document of `slot`; slots must come in increasing order. */
  begin(slot: number): void {
    // Postings hold slot deltas, which must be positive.
    if (this.documents > 0 && slot <= this.slot) throw new RangeError(`slot ${slot} after ${this.slot}`);
    this.documentSlots = grown(this.documentSlots, this.documents + 1);
    this.documentSlots[this.documents] = slot;
    this.documents++;
    this.slot = slot;
  }

  lexeme(text: string, bit: number): void {
    this.post(this.idOf(text), bit);
  }

  text(found: TextLexemes, bit: number): void {
    let ids = found.kept;
    if (found.keptBy !== this.serial || ids === undefined) {
      ids = found.lexemes.map((lexeme) => this.idOf(lexeme));
      found.keptBy = this.serial;
      found.kept = ids;
      // A text's words are in the set once this builder has met it.
      for (const word of found.words) this.words.add(word);
    }
    for (const id of ids) this.post(id, bit);
  }

  /** A posting of lexeme `id` in the current document, with the weight `bit`. */
  private post(id: number, bit: number): void {
    const f = id * LEXEME_FIELDS;
    const fields = this.fields;
    const count = fields[f + COUNT] as number;
    // Met again in this document: the weight joins the mask of the posting written.
    if (count > 0 && fields[f + LAST_SLOT] === this.slot) {
      const at = fields[f + LAST_AT] as number;
      const page = this.pages[at >>> PAGE_BITS] as Uint8Array;
      page[at & PAGE_MASK] = (page[at & PAGE_MASK] as number) | bit;
      return;
    }
    // A lexeme's first slot is its delta from 0, as LAST_SLOT starts at 0.
    const delta = this.slot - (fields[f + LAST_SLOT] as number);
    fields[f + LAST_SLOT] = this.slot;
    fields[f + COUNT] = count + 1;
    // The varint of delta * 16 + bit, 7 bits a byte, without a value past 2^31 for the shifts.
    let rest = delta >>> 3;
    let byte = bit | ((delta & 7) << 4);
    fields[f + LAST_AT] = this.append(f, rest > 0 ? byte | 128 : byte);
    let bytes = 1;
    while (rest > 0) {
      byte = rest & 127;
      rest >>>= 7;
      this.append(f, rest > 0 ? byte | 128 : byte);
      bytes++;
    }
    fields[f + BYTES] = (fields[f + BYTES] as number) + bytes;
  }

  private idOf(text: string): number {
    const ids = text.charCodeAt(0) === CODE_MARK ? this.codeIds : this.otherIds;
    let id = ids.get(text);
    if (id !== undefined) return id;
    id = this.names.length;
    ids.set(text, id);
    this.names.push(text);
    this.fields = grown(this.fields, (id + 1) * LEXEME_FIELDS);
    const f = id * LEXEME_FIELDS;
    const block = this.allocate(FIRST_BLOCK);
    this.fields[f + HEAD] = block;
    this.fields[f + BLOCK] = block;
    this.fields[f + BLOCK_END] = block + FIRST_BLOCK;
    this.fields[f + WRITE_AT] = block + BLOCK_LINK;
    return id;
  }

  /** The address of a new block of `size` bytes. */
  private allocate(size: number): number {
    if (this.free + size > this.pages.length * PAGE_SIZE) {
      // What is left of the last page is too small, and stays unused.
      this.free = this.pages.length * PAGE_SIZE;
      const page = new Uint8Array(PAGE_SIZE);
      this.pages.push(page);
      this.pageWords.push(new Int32Array(page.buffer));
    }
    const at = this.free;
    this.free += size;
    return at;
  }

  /** Writes a byte of the postings of the lexeme whose fields start at `f`, answering its address. */
  private append(f: number, byte: number): number {
    const fields = this.fields;
    let at = fields[f + WRITE_AT] as number;
    if (at === fields[f + BLOCK_END]) {
      const block = fields[f + BLOCK] as number;
      const size = Math.min((at - block) * 2, BLOCK_MAX);
      const next = this.allocate(size);
      (this.pageWords[block >>> PAGE_BITS] as Int32Array)[(block & PAGE_MASK) >>> 2] = next;
      fields[f + BLOCK] = next;
      fields[f + BLOCK_END] = next + size;
      at = next + BLOCK_LINK;
    }
    (this.pages[at >>> PAGE_BITS] as Uint8Array)[at & PAGE_MASK] = byte;
    fields[f + WRITE_AT] = at + 1;
    return at;
  }

  /** Copies the postings of lexeme `id` from its chain of blocks into `target` at `out`. */
  private copyPostings(id: number, target: Uint8Array, out: number): void {
    const { pages, pageWords } = this;
    const end = out + (this.fields[id * LEXEME_FIELDS + BYTES] as number);
    let block = this.fields[id * LEXEME_FIELDS + HEAD] as number;
    for (let size = FIRST_BLOCK; ; size = Math.min(size * 2, BLOCK_MAX)) {
      const page = block >>> PAGE_BITS;
      const from = (block & PAGE_MASK) + BLOCK_LINK;
      const length = Math.min(size - BLOCK_LINK, end - out);
      target.set((pages[page] as Uint8Array).subarray(from, from + length), out);
      out += length;
      if (out === end) break;
      block = (pageWords[page] as Int32Array)[(block & PAGE_MASK) >>> 2] as number;
    }
  }

  /**
   * The lexemes to keep as bitsets, each with the tiers it has postings at (a bit each): those
   * whose varints take more bytes than a bitset over the segment's `words` words per tier.
   */
  private denseLexemes(words: number): Map<number, number> {
    const dense = new Map<number, number>();
    if (words === 0) return dense;
    let scratch = NO_BYTES;
    const reader = new PostingReader();
    this.names.forEach((_, id) => {
      const bytes = this.fields[id * LEXEME_FIELDS + BYTES] as number;
      if (bytes <= words * 4) return;
      if (scratch.length < bytes) scratch = new Uint8Array(Math.max(bytes, scratch.length * 2));
      this.copyPostings(id, scratch, 0);
      let tiers = 0;
      for (reader.read(scratch, 0, bytes); reader.next(); ) tiers |= 1 << (TIER_OF_MASK[reader.mask] as number);
      if (bitCount(tiers) * words * 4 < bytes) dense.set(id, tiers);
    });
    return dense;
  }

  /** Lays out the segment; the builder is spent once it has. */
  build(): Segment {
    const lexemes = this.names.length;
    const { fields } = this;
    const documentSlots = this.documentSlots.slice(0, this.documents);
    const [firstSlot, words] = spanOf(documentSlots);
    const dense = this.denseLexemes(words);
    const order = this.names
      .map((_, id) => id)
      .sort((a, b) => byCodeUnit(this.names[a] as string, this.names[b] as string));
    const byteStarts = new Int32Array(lexemes + 1);
    const countStarts = new Int32Array(lexemes + 1);
    order.forEach((id, i) => {
      const bytes = dense.has(id) ? 0 : (fields[id * LEXEME_FIELDS + BYTES] as number);
      byteStarts[i + 1] = (byteStarts[i] as number) + bytes;
      countStarts[i + 1] = (countStarts[i] as number) + (fields[id * LEXEME_FIELDS + COUNT] as number);
    });
    const encoded = new Uint8Array(byteStarts[lexemes] as number);
    const denseLexemes = new Int32Array(dense.size);
    const denseTiers = new Int32Array(dense.size * FIELD_TIERS).fill(NO_BITSET);
    let bitsets = 0;
    for (const tiers of dense.values()) bitsets += bitCount(tiers);
    const denseWords = new Uint32Array(bitsets * words);
    let denseCount = 0;
    let wordsUsed = 0;
    let scratch = NO_BYTES;
    const reader = new PostingReader();
    order.forEach((id, i) => {
      const tiers = dense.get(id);
      if (tiers === undefined) {
        if ((byteStarts[i + 1] as number) > (byteStarts[i] as number))
          this.copyPostings(id, encoded, byteStarts[i] as number);
        return;
      }
      const at = denseCount * FIELD_TIERS;
      denseLexemes[denseCount++] = i;
      for (let tier = 0; tier < FIELD_TIERS; tier++) {
        if ((tiers & (1 << tier)) === 0) continue;
        denseTiers[at + tier] = wordsUsed;
        wordsUsed += words;
      }
      const bytes = fields[id * LEXEME_FIELDS + BYTES] as number;
      if (scratch.length < bytes) scratch = new Uint8Array(Math.max(bytes, scratch.length * 2));
      this.copyPostings(id, scratch, 0);
      for (reader.read(scratch, 0, bytes); reader.next(); ) {
        const offset = reader.slot - firstSlot;
        const word = (denseTiers[at + (TIER_OF_MASK[reader.mask] as number)] as number) + (offset >>> 5);
        denseWords[word] = (denseWords[word] as number) | (1 << (offset & 31));
      }
    });
    // The pages are most of the builder's memory, and their postings are the segment's now.
    this.pages = [];
    this.pageWords = [];
    const [lexemeUnits, lexemeStarts] = lexemeArena(this.names, order);
    return new Segment(
      lexemeUnits,
      lexemeStarts,
      byteStarts,
      countStarts,
      encoded,
      documentSlots,
      denseLexemes,
      denseTiers,
      denseWords,
    );
  }
}

/**
 * Visits the slots holding every lexeme of a term (its own and `also`), each with the worst field
 * tier of its lexemes there. A whole lexeme's postings are in slot order within a segment, so they
 * are merged in one pass.
 */
export function eachHoldingAll(segment: Segment, term: Term, visit: (slot: number, tier: number) => void): void {
  const [first, past] = segment.range({ lexeme: term.lexeme, prefix: false });
  const further = (term.also ?? []).map((lexeme) => segment.range({ lexeme, prefix: false }));
  if (first === past || further.some(([from, to]) => from === to)) return;
  /** Per further lexeme: its first posting not below the first lexeme's slot being read. */
  const cursors = further.map(([from]) => new PostingReader().open(segment, from));
  for (const cursor of cursors) cursor.next();
  const reader = new PostingReader().open(segment, first);
  while (reader.next()) {
    const slot = reader.slot;
    let tier = TIER_OF_MASK[reader.mask] as number;
    let held = true;
    for (let k = 0; k < cursors.length && held; k++) {
      const cursor = cursors[k] as PostingReader;
      // One lexeme's postings are all read: no later slot can hold every lexeme.
      while (cursor.slot < slot) if (!cursor.next()) return;
      held = cursor.slot === slot;
      if (held) tier = Math.max(tier, TIER_OF_MASK[cursor.mask] as number);
    }
    if (held) visit(slot, tier);
  }
}

/** A term's first tier: its penalty's. */
export const baseOf = (term: Term, tiered: boolean) => (tiered ? (term.penalty ?? 0) * FIELD_TIERS : 0);

/**
 * The lexemes a group's terms of one lexeme name in a segment, each once, at the first tier of the
 * nearest term naming it: a word's prefix also names the word as typed ("nut" and "nuts"), and a
 * posting read at a farther term's tier could rank no better.
 */
export function lexemesOf(segment: Segment, terms: readonly Term[], tiered: boolean): Map<number, number> {
  const lexemes = new Map<number, number>();
  for (const term of terms) {
    if (term.also) continue;
    const base = baseOf(term, tiered);
    const [from, to] = segment.range(term);
    for (let lexeme = from; lexeme < to; lexeme++) lexemes.set(lexeme, Math.min(base, lexemes.get(lexeme) ?? base));
  }
  return lexemes;
}

/** The documents matching a query, with the relevance tier of each (0 best). */
export interface Matches {
  slots: Int32Array;
  tiers: Uint8Array;
}

/**
 * Answers queries over segments. Scratch space is shared between queries, which is safe because
 * a query runs to its end without giving the event loop a turn.
 */
export class Matcher {
  private stamps = new Uint32Array(0);
  /** Per slot, the best tier of the group being marked. */
  private groupTiers = new Uint8Array(0);
  private tiers = new Uint8Array(0);
  private candidates = new Int32Array(0);
  private stamp = 0;

  private reserve(slots: number): void {
    if (this.stamps.length >= slots) return;
    const length = Math.max(slots, this.stamps.length * 2);
    this.stamps = new Uint32Array(length);
    this.groupTiers = new Uint8Array(length);
    this.tiers = new Uint8Array(length);
    this.candidates = new Int32Array(length);
    this.stamp = 0;
  }

  /** Marks every slot a group's terms touch with this pass's stamp, keeping each slot's best tier. */
  private mark(segments: readonly Segment[], terms: readonly Term[], onFirst: ((slot: number) => void) | null): void {
    this.stamp++;
    if (this.stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    const { stamps, groupTiers, stamp } = this;
    const reader = new PostingReader();
    for (const segment of segments) {
      for (const term of terms) if (term.also) this.markAll(segment, term, baseOf(term, true), onFirst);
      for (const [lexeme, penalty] of lexemesOf(segment, terms, true)) {
        reader.open(segment, lexeme);
        while (reader.next()) {
          const slot = reader.slot;
          const tier = penalty + (TIER_OF_MASK[reader.mask] as number);
          if (stamps[slot] !== stamp) {
            stamps[slot] = stamp;
            groupTiers[slot] = tier;
            onFirst?.(slot);
          } else if (tier < (groupTiers[slot] as number)) groupTiers[slot] = tier;
        }
      }
    }
  }

  /** Marks the slots holding every lexeme of a term, each at the worst field of its lexemes. */
  private markAll(segment: Segment, term: Term, penalty: number, onFirst: ((slot: number) => void) | null): void {
    const { stamps, groupTiers, stamp } = this;
    eachHoldingAll(segment, term, (slot, field) => {
      const tier = field + penalty;
      if (stamps[slot] !== stamp) {
        stamps[slot] = stamp;
        groupTiers[slot] = tier;
        onFirst?.(slot);
      } else if (tier < (groupTiers[slot] as number)) groupTiers[slot] = tier;
    });
  }

  /**
   * Slots where every group has a term (AND of ORs), among those `live` marks. A slot's tier is
   * the worst of its groups' best tiers: a product whose every word is in its name as typed is tier 1.
   */
  match(segments: readonly Segment[], groups: QueryGroups, live: Uint8Array): Matches {
    this.reserve(live.length);
    const cost = (terms: readonly Term[]) =>
      segments.reduce((sum, segment) => sum + terms.reduce((n, term) => n + segment.postings(term), 0), 0);
    // The rarest group first: it bounds the candidates the others are checked against.
    const ordered = groups.map((terms) => ({ terms, cost: cost(terms) })).sort((a, b) => a.cost - b.cost);
    const { candidates, tiers, groupTiers, stamps } = this;
    let count = 0;
    ordered.forEach(({ terms }, index) => {
      if (index === 0) {
        this.mark(segments, terms, (slot) => {
          if (live[slot] === 1) candidates[count++] = slot;
        });
        for (let i = 0; i < count; i++) {
          const slot = candidates[i] as number;
          tiers[slot] = groupTiers[slot] as number;
        }
        return;
      }
      if (count === 0) return;
      this.mark(segments, terms, null);
      let kept = 0;
      for (let i = 0; i < count; i++) {
        const slot = candidates[i] as number;
        if (stamps[slot] !== this.stamp) continue;
        const tier = groupTiers[slot] as number;
        if (tier > (tiers[slot] as number)) tiers[slot] = tier;
        candidates[kept++] = slot;
      }
      count = kept;
    });
    const slots = candidates.slice(0, count);
    const found = new Uint8Array(count);
    for (let i = 0; i < count; i++) found[i] = tiers[slots[i] as number] as number;
    return { slots, tiers: found };
  }
}
