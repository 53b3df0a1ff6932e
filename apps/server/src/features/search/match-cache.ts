import type { Matches } from './postings.js';

/**
 * The hits of the queries answered most recently, for the index state they were found in: a
 * buyer's next page, another order or the filter page reads them instead of decoding the postings
 * again. Bounded by bytes; a new state of the index drops them all.
 */
export class MatchCache {
  private version = -1;
  private readonly kept = new Map<string, Matches>();
  private bytes = 0;

  constructor(private readonly budget: number) {}

  of(version: number, key: string, find: () => Matches): Matches {
    if (version > this.version) {
      this.kept.clear();
      this.bytes = 0;
      this.version = version;
    }
    // A reader of an older state finds its own hits.
    if (version < this.version) return find();
    const known = this.kept.get(key);
    if (known) {
      this.kept.delete(key);
      this.kept.set(key, known);
      return known;
    }
    const found = find();
    const size = sizeOf(key, found);
    if (size > this.budget) return found;
    this.kept.set(key, found);
    this.bytes += size;
    for (const [oldest, matches] of this.kept) {
      if (this.bytes <= this.budget) break;
      this.kept.delete(oldest);
      this.bytes -= sizeOf(oldest, matches);
    }
    return found;
  }
}

const sizeOf = (key: string, matches: Matches) => key.length * 2 + matches.slots.byteLength + matches.tiers.byteLength;
