import {
  baseOf,
  bitCount,
  eachHoldingAll,
  FIELD_TIERS,
  lexemesOf,
  PostingReader,
  type Segment,
  TIER_OF_MASK,
} from './postings.js';
import { PENALTIES, type QueryGroups, type Term } from './search-text.js';

/**
 * A query's first page without its hits (docs/decisions/051-first-pages-from-sales-ordered-slots.md):
 * the hits are counted and only the best are visited. A segment's hits are read whichever way
 * costs less: its groups' postings merged in slot order (a query of few postings), or each group's
 * postings set in one bitset per tier over the segment's slots, then intersected and counted a
 * word at a time (a broad query, whose words every second product holds). The catalogue is indexed
 * in sales order, the order relevance ranks in within a tier, so in a segment of the whole
 * catalogue a tier's first hits are its best, and visiting stops after a page's worth.
 */

/** The slots of a segment a page may show (live, sold in the market), as a bitset over its slots. */
export interface Eligible {
  bits: Uint32Array;
  /** Whether the market's order ranks those slots as they go: a tier's first hits are then its best. */
  ascending: boolean;
}

/**
 * The slots of `segment` that are live and have a rank, and whether their ranks ascend. Its slots
 * are those from its first to its last: its bitsets' last word goes past them, onto another
 * segment's.
 */
export function eligibleIn(segment: Segment, live: Uint8Array, rank: Int32Array): Eligible {
  const { firstSlot, words, documentSlots } = segment;
  const bits = new Uint32Array(words);
  const last = documentSlots.length === 0 ? firstSlot - 1 : (documentSlots[documentSlots.length - 1] as number);
  const end = Math.min(last + 1, live.length, rank.length);
  let ascending = true;
  let previous = -1;
  for (let slot = firstSlot; slot < end; slot++) {
    const at = rank[slot] as number;
    if (live[slot] !== 1 || at < 0) continue;
    const offset = slot - firstSlot;
    bits[offset >>> 5] = (bits[offset >>> 5] as number) | (1 << (offset & 31));
    if (at < previous) ascending = false;
    previous = at;
  }
  return { bits, ascending };
}

/** The tiers a query's terms rank in: its farthest term's penalty's, every field of it. */
function tiersOf(groups: QueryGroups, tiered: boolean): number {
  if (!tiered) return 1;
  let penalty = 0;
  for (const terms of groups) for (const term of terms) penalty = Math.max(penalty, term.penalty ?? 0);
  return (penalty + 1) * FIELD_TIERS;
}

/** Lexemes of a group beyond which its postings are read into bitsets rather than merged. */
const MERGED_LEXEMES_MAX = 16;
/** Passes over each tier's bitset a group costs: set, accumulated over tiers, intersected. */
const PASSES_PER_TIER = 3;
/** Bitset words read in the time a posting is merged. */
const WORDS_PER_POSTING = 4;

/** Whether a segment's postings of the query cost less merged than read into bitsets. */
export function mergesBetter(segment: Segment, groups: QueryGroups, tiered: boolean): boolean {
  const tiers = tiersOf(groups, tiered);
  let postings = 0;
  for (const terms of groups) {
    let lexemes = 0;
    for (const term of terms) {
      const [from, to] = segment.range(term);
      lexemes += to - from;
      postings += segment.postings(term);
    }
    if (lexemes > MERGED_LEXEMES_MAX) return false;
  }
  return postings * WORDS_PER_POSTING <= segment.words * tiers * PASSES_PER_TIER * groups.length;
}

/**
 * Counts queries' hits and visits the best. Scratch space is shared between queries, which is safe
 * because a query runs to its end without giving the event loop a turn.
 */
export class Scanner {
  /** The query's hits so far, cumulative by tier: bitset `t` holds the slots at tier `t` or better. */
  private hits = new Uint32Array(0);
  /** The group being read, the same way. */
  private group = new Uint32Array(0);
  private readonly reader = new PostingReader();
  /** Hits visited per tier in the segment being merged. */
  private readonly seen = new Float64Array(PENALTIES * FIELD_TIERS);

  /**
   * The query's hits among the eligible slots (one Eligible per segment): answers how many there
   * are, and visits them by tier (all in tier 0 unless `tiered`), best first, each tier in slot
   * order. In a segment whose ranks ascend, at most `first` hits of a tier are visited: the rest
   * rank below them.
   */
  scan(
    segments: readonly Segment[],
    groups: QueryGroups,
    eligible: readonly Eligible[],
    tiered: boolean,
    first: number,
    visit: (slot: number, tier: number) => void,
  ): number {
    if (groups.length === 0) return 0;
    const tiers = tiersOf(groups, tiered);
    let total = 0;
    segments.forEach((segment, index) => {
      if (segment.words === 0) return;
      const at = eligible[index] as Eligible;
      const limit = at.ascending ? first : Number.POSITIVE_INFINITY;
      total += mergesBetter(segment, groups, tiered)
        ? this.merge(segment, groups, tiered, at.bits, limit, visit)
        : this.intersect(segment, groups, tiers, tiered, at.bits, limit, visit);
    });
    return total;
  }

  /** The hits of one segment, read by merging its groups' postings in slot order. */
  private merge(
    segment: Segment,
    groups: QueryGroups,
    tiered: boolean,
    eligible: Uint32Array,
    limit: number,
    visit: (slot: number, tier: number) => void,
  ): number {
    const streams = groups
      .map((terms) => new GroupStream(segment, terms, tiered))
      .sort((a, b) => a.postings - b.postings);
    const seen = this.seen.fill(0);
    const { firstSlot } = segment;
    const [rarest, ...others] = streams as [GroupStream, ...GroupStream[]];
    let total = 0;
    read: while (rarest.next()) {
      const slot = rarest.slot;
      let tier = rarest.tier;
      for (const other of others) {
        while (other.slot < slot) if (!other.next()) break read;
        if (other.slot !== slot) continue read;
        if (other.tier > tier) tier = other.tier;
      }
      const offset = slot - firstSlot;
      if (((eligible[offset >>> 5] as number) & (1 << (offset & 31))) === 0) continue;
      total++;
      if ((seen[tier] as number) < limit) {
        seen[tier] = (seen[tier] as number) + 1;
        visit(slot, tier);
      }
    }
    return total;
  }

  /** The hits of one segment, read as bitsets: each group's by tier, intersected a word at a time. */
  private intersect(
    segment: Segment,
    groups: QueryGroups,
    tiers: number,
    tiered: boolean,
    eligible: Uint32Array,
    limit: number,
    visit: (slot: number, tier: number) => void,
  ): number {
    const { words } = segment;
    const size = tiers * words;
    if (this.hits.length < size) {
      this.hits = new Uint32Array(Math.max(size, this.hits.length * 2));
      this.group = new Uint32Array(this.hits.length);
    }
    const { hits } = this;
    groups.forEach((terms, g) => {
      const target = g === 0 ? hits : this.group;
      target.fill(0, 0, size);
      this.read(segment, terms, tiered, target);
      for (let at = words; at < size; at++) target[at] = (target[at] as number) | (target[at - words] as number);
      if (g > 0) for (let at = 0; at < size; at++) hits[at] = (hits[at] as number) & (target[at] as number);
    });
    let total = 0;
    for (let tier = 0; tier < tiers; tier++) {
      const from = tier * words;
      for (let w = 0; w < words; w++) hits[from + w] = (hits[from + w] as number) & (eligible[w] as number);
    }
    const last = (tiers - 1) * words;
    for (let w = 0; w < words; w++) total += bitCount(hits[last + w] as number);
    for (let tier = 0; tier < tiers; tier++) {
      const from = tier * words;
      let seen = 0;
      for (let w = 0; w < words && seen < limit; w++) {
        let word = (hits[from + w] as number) & (tier === 0 ? -1 : ~(hits[from - words + w] as number));
        while (word !== 0 && seen < limit) {
          const lowest = word & -word;
          word ^= lowest;
          visit(segment.firstSlot + w * 32 + (31 - Math.clz32(lowest)), tier);
          seen++;
        }
      }
    }
    return total;
  }

  /** Sets the bits of a group's postings in `target`, each in the bitset of its tier. */
  private read(segment: Segment, terms: readonly Term[], tiered: boolean, target: Uint32Array): void {
    const { words, firstSlot, denseTiers, denseWords } = segment;
    const setAt = (base: number) => (slot: number, tier: number) => {
      const offset = slot - firstSlot;
      const at = (tiered ? base + tier : 0) * words + (offset >>> 5);
      target[at] = (target[at] as number) | (1 << (offset & 31));
    };
    for (const term of terms) {
      if (term.also) eachHoldingAll(segment, term, setAt(baseOf(term, tiered)));
    }
    for (const [lexeme, base] of lexemesOf(segment, terms, tiered)) {
      const dense = segment.denseOf(lexeme);
      if (dense < 0) {
        const set = setAt(base);
        for (this.reader.open(segment, lexeme); this.reader.next(); ) {
          set(this.reader.slot, TIER_OF_MASK[this.reader.mask] as number);
        }
        continue;
      }
      for (let tier = 0; tier < FIELD_TIERS; tier++) {
        const bitset = denseTiers[dense + tier] as number;
        if (bitset < 0) continue;
        const into = (tiered ? base + tier : 0) * words;
        for (let w = 0; w < words; w++)
          target[into + w] = (target[into + w] as number) | (denseWords[bitset + w] as number);
      }
    }
  }
}

const NONE = 0x7fffffff;

/** A group's postings in one segment merged: each slot once, in ascending order, at its best tier. */
class GroupStream {
  /** The slot read last, and its tier. */
  slot = -1;
  tier = 0;
  /** Postings the group's terms have: the cost of reading it. */
  readonly postings: number;
  private readonly readers: PostingReader[] = [];
  /** Per reader, its term's first tier, and the slot and tier of its posting not yet merged (NONE past its last). */
  private readonly bases: number[] = [];
  private readonly slots: Int32Array;
  private readonly tiers: Int32Array;
  /** Hits of the group's terms of several lexemes, merged beforehand: slots ascending. */
  private held: Array<[slot: number, tier: number]> = [];
  private heldAt = 0;
  private readonly tiered: boolean;
  private readonly single: boolean;

  constructor(segment: Segment, terms: readonly Term[], tiered: boolean) {
    let postings = 0;
    for (const term of terms) {
      postings += segment.postings(term);
      if (!term.also) continue;
      const base = baseOf(term, tiered);
      eachHoldingAll(segment, term, (slot, tier) => {
        this.held.push([slot, tiered ? base + tier : 0]);
      });
    }
    for (const [lexeme, base] of lexemesOf(segment, terms, tiered)) {
      this.readers.push(new PostingReader().open(segment, lexeme));
      this.bases.push(base);
    }
    this.held.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    this.postings = postings;
    this.tiered = tiered;
    this.single = this.readers.length === 1 && this.held.length === 0;
    this.slots = new Int32Array(this.readers.length);
    this.tiers = new Int32Array(this.readers.length);
    if (!this.single) for (let k = 0; k < this.readers.length; k++) this.advance(k);
  }

  /** Reads reader `k`'s next posting into `slots` and `tiers`. */
  private advance(k: number): void {
    const reader = this.readers[k] as PostingReader;
    if (!reader.next()) {
      this.slots[k] = NONE;
      return;
    }
    this.slots[k] = reader.slot;
    this.tiers[k] = this.tiered ? (this.bases[k] as number) + (TIER_OF_MASK[reader.mask] as number) : 0;
  }

  /** Reads the next slot of any term; false when none is left. */
  next(): boolean {
    if (this.single) {
      // One lexeme and no terms of several: its postings as they come, without merging.
      const reader = this.readers[0] as PostingReader;
      if (!reader.next()) return false;
      this.slot = reader.slot;
      this.tier = this.tiered ? (this.bases[0] as number) + (TIER_OF_MASK[reader.mask] as number) : 0;
      return true;
    }
    const { slots, tiers } = this;
    const count = slots.length;
    let slot = NONE;
    for (let k = 0; k < count; k++) if ((slots[k] as number) < slot) slot = slots[k] as number;
    const held = this.held[this.heldAt];
    if (held && held[0] < slot) slot = held[0];
    if (slot === NONE) return false;
    let tier = NONE;
    for (let k = 0; k < count; k++) {
      if (slots[k] !== slot) continue;
      if ((tiers[k] as number) < tier) tier = tiers[k] as number;
      this.advance(k);
    }
    for (let next = this.held[this.heldAt]; next && next[0] === slot; next = this.held[++this.heldAt]) {
      if (next[1] < tier) tier = next[1];
    }
    this.slot = slot;
    this.tier = tier;
    return true;
  }
}
