import { describe, expect, it } from 'vitest';
import { FrequencySketch } from './frequency-sketch.js';

describe('FrequencySketch', () => {
  it('never counts a key less often than it was asked for, up to its ceiling of 15', () => {
    const sketch = new FrequencySketch(1000);
    for (let key = 0; key < 500; key++) for (let n = 0; n < key % 20; n++) sketch.increment(`page:${key}`);
    for (let key = 0; key < 500; key++)
      expect(sketch.frequency(`page:${key}`)).toBeGreaterThanOrEqual(Math.min(15, key % 20));
    expect(sketch.frequency('page:19')).toBe(15);
  });

  it('counts few keys never asked for, with four counters an entry', () => {
    const sketch = new FrequencySketch(1000);
    for (let key = 0; key < 1000; key++) sketch.increment(`asked:${key}`);
    let overcounted = 0;
    for (let key = 0; key < 1000; key++) if (sketch.frequency(`never:${key}`) > 0) overcounted++;
    expect(overcounted).toBeLessThan(50);
  });

  it('halves every count after ten asks an entry, so what was popular fades', () => {
    const sketch = new FrequencySketch(10);
    for (let n = 0; n < 12; n++) sketch.increment('popular');
    expect(sketch.frequency('popular')).toBe(12);
    // The 100th ask of a sketch for ten entries halves every count.
    for (let n = 0; n < 88; n++) sketch.increment(`other:${n % 44}`);
    expect(sketch.frequency('popular')).toBe(6);
  });
});
