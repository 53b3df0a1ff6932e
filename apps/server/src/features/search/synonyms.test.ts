import { describe, expect, it } from 'vitest';
import { SYNONYMS, synonymSpans, synonymsOf } from './synonyms.js';

const wordsOf = (table: (typeof SYNONYMS)[keyof typeof SYNONYMS]) => [
  ...table.same.flat(),
  ...Object.keys(table.covers),
  ...Object.values(table.covers).flat(),
];

describe('the synonym tables', () => {
  it('hold English words in lower case and Chinese words of two characters or more', () => {
    for (const word of wordsOf(SYNONYMS.en)) expect(word).toMatch(/^[a-z]+( [a-z]+)*$/);
    for (const word of wordsOf(SYNONYMS['zh-Hans'])) expect(word).toMatch(/^\p{Script=Han}{2,}$/u);
  });

  it('expand a word to the others of its group, both ways', () => {
    expect(synonymsOf('en', 'glove')).toEqual(['mitt']);
    expect(synonymsOf('en', 'mitt')).toEqual(['glove']);
    expect(synonymsOf('zh-Hans', '千斤顶')).toEqual(['液压顶']);
    expect(synonymsOf('zh-Hans', '液压顶')).toEqual(['千斤顶']);
  });

  it('expand a broad word to what it covers, one way only', () => {
    expect(synonymsOf('zh-Hans', '螺丝')).toEqual(['螺栓', '螺钉']);
    expect(synonymsOf('zh-Hans', '螺栓')).toEqual([]);
    expect(synonymsOf('en', 'mcb')).toEqual(['miniature circuit breaker']);
    expect(synonymsOf('en', 'breaker')).toEqual([]);
  });

  it('rank a Chinese word below its synonyms only where it is part of a word for another thing', () => {
    const first = (run: string) => synonymSpans(Array.from(run)).map((span) => span.synonymsFirst);
    expect(first('螺丝')).toEqual([true]);
    expect(first('螺丝刀')).toEqual([false]);
    expect(first('扳手')).toEqual([false]);
    expect(first('空开')).toEqual([false]);
    expect(first('螺帽螺丝')).toEqual([false, true]);
  });

  it('find the words of the Chinese table in a run, the longest first, never overlapping', () => {
    const spans = (run: string) => synonymSpans(Array.from(run)).map(({ from, to }) => run.slice(from, to));
    expect(spans('螺丝')).toEqual(['螺丝']);
    expect(spans('螺丝刀')).toEqual(['螺丝刀']);
    expect(spans('不锈钢螺丝')).toEqual(['螺丝']);
    expect(spans('螺帽螺丝')).toEqual(['螺帽', '螺丝']);
    expect(spans('不锈钢')).toEqual([]);
  });
});
