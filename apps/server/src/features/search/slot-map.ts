/**
 * Product id → index slot, in a typed array indexed by id: ids are dense serials, and at a million
 * products a Map of them took tens of megabytes and had to be copied at every change.
 */
export class SlotMap {
  /** Slot plus one by id; 0 when the product has none. */
  private slots: Int32Array;
  private count: number;

  constructor(from?: SlotMap) {
    this.slots = from ? from.slots.slice() : new Int32Array(1024);
    this.count = from ? from.count : 0;
  }

  get size(): number {
    return this.count;
  }

  get(id: number): number | undefined {
    const held = id < this.slots.length ? (this.slots[id] as number) : 0;
    return held === 0 ? undefined : held - 1;
  }

  set(id: number, slot: number): void {
    if (id >= this.slots.length) {
      const grown = new Int32Array(Math.max(id + 1, this.slots.length * 2));
      grown.set(this.slots);
      this.slots = grown;
    }
    if (this.slots[id] === 0) this.count++;
    this.slots[id] = slot + 1;
  }

  delete(id: number): void {
    if (id >= this.slots.length || this.slots[id] === 0) return;
    this.slots[id] = 0;
    this.count--;
  }

  /** The slots held, in id order. */
  *values(): IterableIterator<number> {
    for (const held of this.slots) if (held !== 0) yield held - 1;
  }
}
