/**
 * What was worked out for the queries answered most recently, for the index state it was worked
 * out in: a buyer's next page, another order or the filter page reads it instead of working it out
 * again. Bounded by a budget in the units `sizeOf` gives; a new state of the index drops it all.
 */
export class VersionCache<T> {
  private version = -1;
  private readonly kept = new Map<string, T>();
  private used = 0;

  constructor(
    private readonly budget: number,
    private readonly sizeOf: (key: string, value: T) => number,
  ) {}

  of(version: number, key: string, find: () => T): T {
    if (version > this.version) {
      this.kept.clear();
      this.used = 0;
      this.version = version;
    }
    // A reader of an older state works out its own.
    if (version < this.version) return find();
    const known = this.kept.get(key);
    if (known !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, known);
      return known;
    }
    const found = find();
    const size = this.sizeOf(key, found);
    if (size > this.budget) return found;
    this.kept.set(key, found);
    this.used += size;
    for (const [oldest, value] of this.kept) {
      if (this.used <= this.budget) break;
      this.kept.delete(oldest);
      this.used -= this.sizeOf(oldest, value);
    }
    return found;
  }
}
