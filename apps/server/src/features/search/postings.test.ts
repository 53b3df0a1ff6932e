import { describe, expect, it } from 'vitest';
import { Matcher, SegmentBuilder } from './postings.js';
import { DocumentBuilder, PENALTY, type QueryGroups } from './search-text.js';

/** A document of a name and a description. */
const doc = (name: string, description = '') => ({ name, description });

function segmentOf(documents: Array<[slot: number, document: { name: string; description: string }]>) {
  const builder = new SegmentBuilder();
  for (const [slot, { name, description }] of documents) {
    builder.begin(slot);
    new DocumentBuilder(builder).text(name, 'B', { pinyin: false }).text(description, 'D', { pinyin: false });
  }
  return builder.build();
}

const word = (lexeme: string, prefix = true) => ({ lexeme, prefix });
const found = (m: { slots: Int32Array; tiers: Uint8Array }) =>
  Object.fromEntries(Array.from(m.slots, (slot, i) => [slot, m.tiers[i]]));

describe('postings', () => {
  const base = segmentOf([
    [0, doc('hex bolt', 'zinc plated')],
    [1, doc('hex nut', 'for any bolt')],
    [2, doc('washer')],
  ]);
  const live = new Uint8Array([1, 1, 1, 1]);

  it('keeps the lexemes sorted, each with its slots and weights, once per document', () => {
    expect(base.lexemes).toEqual([...base.lexemes].sort());
    // "hex bolt" names slot 0 once in "bolt" though the name holds it as written and in the singular.
    expect(
      Array.from(
        base.slots.subarray(base.starts[base.lexemes.indexOf('bolt')], base.starts[base.lexemes.indexOf('bolt') + 1]),
      ),
    ).toEqual([0, 1]);
    expect(base.postings(word('bolt', false))).toBe(2);
    expect(base.postings(word('h'))).toBe(2);
    expect(base.postings(word('missing'))).toBe(0);
  });

  it('matches every group (AND) by any of its terms (OR), with the worst group deciding the tier', () => {
    const matcher = new Matcher();
    const groups: QueryGroups = [[word('bolt')], [word('hex')]];
    // Slot 0 has both in its name (tier 1); slot 1 has "bolt" only in its description (tier 3).
    expect(found(matcher.match([base], groups, live))).toEqual({ 0: 1, 1: 3 });
    expect(found(matcher.match([base], [[word('washer'), word('nut')]], live))).toEqual({ 1: 1, 2: 1 });
    expect(found(matcher.match([base], [[word('bolt')], [word('washer')]], live))).toEqual({});
  });

  it('reads a prefix as every lexeme it begins, and a whole lexeme only as itself', () => {
    const matcher = new Matcher();
    expect(Object.keys(found(matcher.match([base], [[word('was')]], live)))).toEqual(['2']);
    expect(Object.keys(found(matcher.match([base], [[word('was', false)]], live)))).toEqual([]);
  });

  it('ranks a term farther from what was typed below every field of a nearer one', () => {
    const matcher = new Matcher();
    const synonym = { lexeme: 'washer', prefix: false, penalty: PENALTY.synonym };
    // "bolt" as typed, in a description (tier 3), still ranks above "washer" as a synonym in a name.
    expect(found(matcher.match([base], [[word('bolt'), synonym]], live))).toEqual({ 0: 1, 1: 3, 2: 4 + 1 });
    const typo = { lexeme: 'nut', prefix: false, penalty: PENALTY.twoTypos };
    expect(found(matcher.match([base], [[typo]], live))).toEqual({ 1: 3 * 4 + 1 });
  });

  it('matches a term of several lexemes only where all of them are, at the worst of their fields', () => {
    const matcher = new Matcher();
    const hexBolt = { lexeme: 'hex', prefix: false, also: ['bolt'] };
    // Slot 0 has both in its name; slot 1 has "hex" in its name and "bolt" in its description.
    expect(found(matcher.match([base], [[hexBolt]], live))).toEqual({ 0: 1, 1: 3 });
    expect(found(matcher.match([base], [[{ lexeme: 'hex', prefix: false, also: ['washer'] }]], live))).toEqual({});
    const changed = segmentOf([[3, doc('hex bolt long')]]);
    expect(found(matcher.match([base, changed], [[hexBolt], [word('long')]], live))).toEqual({ 3: 1 });
  });

  it('says whether it holds a term, as a prefix or whole', () => {
    expect(base.holds(word('was'))).toBe(true);
    expect(base.holds(word('was', false))).toBe(false);
    expect(base.holds(word('zzz'))).toBe(false);
  });

  it('leaves tombstoned slots out and reads the later segments too', () => {
    const matcher = new Matcher();
    const changed = segmentOf([[3, doc('hex bolt long')]]);
    const withTombstone = new Uint8Array([0, 1, 1, 1]);
    expect(found(matcher.match([base, changed], [[word('bolt')], [word('hex')]], withTombstone))).toEqual({
      1: 3,
      3: 1,
    });
  });
});
