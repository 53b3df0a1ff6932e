import { byCodeUnit } from '../../lib/compare-text.js';
import { type DocumentSink, PENALTIES, type QueryGroups, type Term } from './search-text.js';

/**
 * An inverted index in typed arrays (docs/decisions/012-search-in-memory.md): documents are
 * numbered by slot, and each lexeme lists the slots holding it with the weights it has there
 * (search-text.ts WEIGHT_BIT). Queries are answered without reading any document.
 */

/** Relevance tier of a weight mask: the index of its lowest bit (0 codes, 1 name, 2 brand and category, 3 description). */
const TIER_OF_MASK = Uint8Array.from({ length: 16 }, (_, mask) => (mask === 0 ? 0 : 31 - Math.clz32(mask & -mask)));
/** Tiers of the fields a term is found in, within one penalty. */
export const FIELD_TIERS = 4;
/** Relevance tiers: a term's penalty first (as typed, synonym, typos), then the field it was found in. */
export const TIERS = PENALTIES * FIELD_TIERS;

/** One batch of documents' postings, in compressed rows. Immutable once built. */
export class Segment {
  /** The lexemes, sorted by code unit, so the lexemes of a prefix are a range. */
  readonly lexemes: readonly string[];
  /** Postings of lexeme `i`: positions `starts[i]` to `starts[i + 1]` of `slots` and `masks`. */
  readonly starts: Int32Array;
  readonly slots: Int32Array;
  readonly masks: Uint8Array;
  /** The slots this segment was built from, tombstoned or not. */
  readonly documentSlots: Int32Array;

  constructor(lexemes: string[], starts: Int32Array, slots: Int32Array, masks: Uint8Array, documentSlots: Int32Array) {
    this.lexemes = lexemes;
    this.starts = starts;
    this.slots = slots;
    this.masks = masks;
    this.documentSlots = documentSlots;
  }

  /** The first lexeme index whose lexeme is not below `text`. */
  private lowerBound(text: string): number {
    let low = 0;
    let high = this.lexemes.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.lexemes[mid] as string) < text) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The lexeme indexes a term names: the lexeme itself, or every lexeme it begins. */
  range(term: Term): [from: number, to: number] {
    const from = this.lowerBound(term.lexeme);
    if (!term.prefix) return this.lexemes[from] === term.lexeme ? [from, from + 1] : [from, from];
    let to = from;
    while (to < this.lexemes.length && (this.lexemes[to] as string).startsWith(term.lexeme)) to++;
    return [from, to];
  }

  /** Whether some lexeme is the term's, or begins with it for a prefix. */
  holds(term: Term): boolean {
    const lexeme = this.lexemes[this.lowerBound(term.lexeme)];
    return lexeme !== undefined && (term.prefix ? lexeme.startsWith(term.lexeme) : lexeme === term.lexeme);
  }

  /** Postings a term touches: the cost of reading it (a term of several lexemes, its rarest). */
  postings(term: Term): number {
    const [from, to] = this.range(term);
    let count = (this.starts[to] as number) - (this.starts[from] as number);
    for (const lexeme of term.also ?? []) count = Math.min(count, this.postings({ lexeme, prefix: false }));
    return count;
  }

  get size(): number {
    return this.slots.length;
  }
}

function grown<T extends Int32Array | Uint8Array>(array: T, needed: number, make: (length: number) => T): T {
  if (array.length >= needed) return array;
  const next = make(Math.max(needed, array.length * 2));
  next.set(array);
  return next;
}

/**
 * Collects documents' lexemes in slot order, then lays them out as a segment. Documents are
 * written straight into it (`begin`, then `lexeme` for each), a lexeme met twice in one document
 * keeping every weight: no map per document, which is most of the cost of indexing a catalogue.
 */
export class SegmentBuilder implements DocumentSink {
  /** The English words of the documents written. */
  readonly words = new Set<string>();
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private counts = new Int32Array(1024);
  /** Per lexeme id: the document (numbered from 1) that last had it, and where its entry is. */
  private lastDocument = new Int32Array(1024);
  private entryAt = new Int32Array(1024);
  private documentSlots = new Int32Array(256);
  private documentEnds = new Int32Array(256);
  private documents = 0;
  private lexemeIds = new Int32Array(4096);
  private masks = new Uint8Array(4096);
  private length = 0;

  /** Starts the document of `slot`; slots must come in increasing order. */
  begin(slot: number): void {
    if (this.documents > 0) this.documentEnds[this.documents - 1] = this.length;
    this.documentSlots = grown(this.documentSlots, this.documents + 1, (n) => new Int32Array(n));
    this.documentEnds = grown(this.documentEnds, this.documents + 1, (n) => new Int32Array(n));
    this.documentSlots[this.documents] = slot;
    this.documents++;
  }

  lexeme(text: string, bit: number): void {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(text, id);
      this.names.push(text);
      this.counts = grown(this.counts, id + 1, (n) => new Int32Array(n));
      this.lastDocument = grown(this.lastDocument, id + 1, (n) => new Int32Array(n));
      this.entryAt = grown(this.entryAt, id + 1, (n) => new Int32Array(n));
    }
    if (this.lastDocument[id] === this.documents) {
      const at = this.entryAt[id] as number;
      this.masks[at] = (this.masks[at] as number) | bit;
      return;
    }
    this.lexemeIds = grown(this.lexemeIds, this.length + 1, (n) => new Int32Array(n));
    this.masks = grown(this.masks, this.length + 1, (n) => new Uint8Array(n));
    this.lastDocument[id] = this.documents;
    this.entryAt[id] = this.length;
    this.counts[id] = (this.counts[id] as number) + 1;
    this.lexemeIds[this.length] = id;
    this.masks[this.length] = bit;
    this.length++;
  }

  word(text: string): void {
    this.words.add(text);
  }

  build(): Segment {
    if (this.documents > 0) this.documentEnds[this.documents - 1] = this.length;
    const order = this.names
      .map((_, id) => id)
      .sort((a, b) => byCodeUnit(this.names[a] as string, this.names[b] as string));
    const rank = new Int32Array(this.names.length);
    const starts = new Int32Array(this.names.length + 1);
    order.forEach((id, i) => {
      rank[id] = i;
      starts[i + 1] = (starts[i] as number) + (this.counts[id] as number);
    });
    const next = starts.slice(0, this.names.length);
    const slots = new Int32Array(this.length);
    const masks = new Uint8Array(this.length);
    for (let d = 0, p = 0; d < this.documents; d++) {
      const slot = this.documentSlots[d] as number;
      for (const end = this.documentEnds[d] as number; p < end; p++) {
        const at = next[rank[this.lexemeIds[p] as number] as number] as number;
        next[rank[this.lexemeIds[p] as number] as number] = at + 1;
        slots[at] = slot;
        masks[at] = this.masks[p] as number;
      }
    }
    return new Segment(
      order.map((id) => this.names[id] as string),
      starts,
      slots,
      masks,
      this.documentSlots.slice(0, this.documents),
    );
  }
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
    for (const segment of segments) {
      const { starts, slots, masks } = segment;
      for (const term of terms) {
        const penalty = (term.penalty ?? 0) * FIELD_TIERS;
        if (term.also) {
          this.markAll(segment, term, penalty, onFirst);
          continue;
        }
        const [from, to] = segment.range(term);
        for (let p = starts[from] as number, end = starts[to] as number; p < end; p++) {
          const slot = slots[p] as number;
          const tier = penalty + (TIER_OF_MASK[masks[p] as number] as number);
          if (stamps[slot] !== stamp) {
            stamps[slot] = stamp;
            groupTiers[slot] = tier;
            onFirst?.(slot);
          } else if (tier < (groupTiers[slot] as number)) groupTiers[slot] = tier;
        }
      }
    }
  }

  /**
   * Marks the slots holding every lexeme of a term, each at the worst field of its lexemes. A
   * whole lexeme's postings are in slot order within a segment, so they are merged in one pass.
   */
  private markAll(segment: Segment, term: Term, penalty: number, onFirst: ((slot: number) => void) | null): void {
    const { starts, slots, masks } = segment;
    const [first, past] = segment.range({ lexeme: term.lexeme, prefix: false });
    const further = (term.also ?? []).map((lexeme) => segment.range({ lexeme, prefix: false }));
    if (first === past || further.some(([from, to]) => from === to)) return;
    /** Per further lexeme: where its postings are read up to, and where they end. */
    const cursors = further.map(([from]) => starts[from] as number);
    const stops = further.map(([, to]) => starts[to] as number);
    const { stamps, groupTiers, stamp } = this;
    for (let p = starts[first] as number, end = starts[past] as number; p < end; p++) {
      const slot = slots[p] as number;
      let tier = TIER_OF_MASK[masks[p] as number] as number;
      let held = true;
      for (let k = 0; k < further.length && held; k++) {
        const stop = stops[k] as number;
        let at = cursors[k] as number;
        while (at < stop && (slots[at] as number) < slot) at++;
        cursors[k] = at;
        // One lexeme's postings are all read: no later slot can hold every lexeme.
        if (at === stop) return;
        held = slots[at] === slot;
        if (held) tier = Math.max(tier, TIER_OF_MASK[masks[at] as number] as number);
      }
      if (!held) continue;
      tier += penalty;
      if (stamps[slot] !== stamp) {
        stamps[slot] = stamp;
        groupTiers[slot] = tier;
        onFirst?.(slot);
      } else if (tier < (groupTiers[slot] as number)) groupTiers[slot] = tier;
    }
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
