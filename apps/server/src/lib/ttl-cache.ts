import { FrequencySketch } from './frequency-sketch.js';

export interface TtlCacheOptions {
  /** The clock entries expire by. */
  now?: () => number;
  /**
   * Once full, keep a newcomer only when its key was asked for more often lately than the entry it
   * would evict (TinyLFU admission). A walk over more keys than the cache holds (a crawler, an
   * export, the same pages asked in turn) then leaves the kept entries kept, where plain LRU
   * would replace every one of them and keep none long enough to be asked again.
   */
  admitFrequent?: boolean;
}

/**
 * A bounded, time-limited cache of promised values. Concurrent misses on one key share a single
 * load, so a burst of identical requests costs one query; a failed load is not kept.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();
  /** Loads of newcomers not kept, shared by those asking for them until they settle. */
  private readonly passing = new Map<string, Promise<T>>();
  private readonly now: () => number;
  private readonly sketch: FrequencySketch | null;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    options: TtlCacheOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.sketch = options.admitFrequent ? new FrequencySketch(maxEntries) : null;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    this.sketch?.increment(key);
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      // Re-insert so that Map order is least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const loading = this.passing.get(key);
    if (loading) return loading;
    if (!hit && !this.admits(key)) return this.pass(key, load());
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Whether a newcomer takes a place: always while there is room, else by frequency when asked to. */
  private admits(key: string): boolean {
    if (!this.sketch || this.entries.size < this.maxEntries) return true;
    const victim = this.entries.keys().next().value;
    return victim === undefined || this.sketch.frequency(key) > this.sketch.frequency(victim);
  }

  private pass(key: string, value: Promise<T>): Promise<T> {
    this.passing.set(key, value);
    const settled = () => {
      if (this.passing.get(key) === value) this.passing.delete(key);
    };
    value.then(settled, settled);
    return value;
  }

  /** Forgets a key: the next `get` loads it again (a change was announced for it). */
  delete(key: string): void {
    this.entries.delete(key);
    this.passing.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.passing.clear();
  }
}
