/** Counters per key: each key is counted in one counter of each row, and estimated by the smallest. */
const ROWS = 4;
/** Counters per row for each entry the cache keeps: fewer keys share a counter, so fewer are overestimated. */
const WIDTH_PER_ENTRY = 4;
/** A counter's ceiling, as in TinyLFU's 4-bit counters: past it, more asks tell nothing new. */
const COUNTER_MAX = 15;
/** Asks counted, per entry kept, before every counter is halved: what was popular fades. */
const SAMPLE_PER_ENTRY = 10;

/** FNV-1a over the key's UTF-16 code units. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * How often each key was asked for lately, approximately, in a table of fixed size (16-32 bytes a
 * kept entry): a count-min sketch whose counters are halved after a sample of asks (TinyLFU,
 * Einziger et al.). A cache compares a newcomer's count with its victim's to decide whether the
 * newcomer is kept.
 */
export class FrequencySketch {
  private readonly counters: Uint8Array;
  private readonly mask: number;
  private readonly sampleSize: number;
  private counted = 0;

  constructor(entries: number) {
    const width = 2 ** Math.ceil(Math.log2(Math.max(16, entries * WIDTH_PER_ENTRY)));
    this.counters = new Uint8Array(width * ROWS);
    this.mask = width - 1;
    this.sampleSize = Math.max(1, entries) * SAMPLE_PER_ENTRY;
  }

  /** The counter of `row` for a key of hash `hash` (double hashing: the second hash spreads the first). */
  private at(hash: number, row: number): number {
    const second = (Math.imul(hash ^ (hash >>> 16), 0x45d9f3b) >>> 0) | 1;
    return row * (this.mask + 1) + ((hash + Math.imul(row, second)) & this.mask);
  }

  increment(key: string): void {
    const hash = hashOf(key);
    for (let row = 0; row < ROWS; row++) {
      const i = this.at(hash, row);
      if ((this.counters[i] ?? 0) < COUNTER_MAX) this.counters[i] = (this.counters[i] ?? 0) + 1;
    }
    if (++this.counted >= this.sampleSize) this.halve();
  }

  frequency(key: string): number {
    const hash = hashOf(key);
    let least = COUNTER_MAX;
    for (let row = 0; row < ROWS; row++) least = Math.min(least, this.counters[this.at(hash, row)] ?? 0);
    return least;
  }

  private halve(): void {
    for (let i = 0; i < this.counters.length; i++) this.counters[i] = (this.counters[i] ?? 0) >>> 1;
    this.counted = 0;
  }
}
