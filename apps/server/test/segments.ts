import type { Segment } from '../src/features/search/postings.js';

/** A segment's lexemes as strings, in its order. */
export const lexemesOf = (segment: Segment): string[] =>
  Array.from({ length: segment.lexemeCount }, (_, i) =>
    Array.from(segment.lexemeUnits.subarray(segment.lexemeStarts[i], segment.lexemeStarts[i + 1]), (unit) =>
      String.fromCharCode(unit),
    ).join(''),
  );

/** A dense lexeme's postings read from its bitsets: each slot once, with the bit of the first tier holding it. */
function densePostings(segment: Segment, dense: number): Array<[slot: number, mask: number]> {
  const postings: Array<[number, number]> = [];
  for (let offset = 0; offset < segment.words * 32; offset++) {
    for (let tier = 0; tier < 4; tier++) {
      const at = segment.denseTiers[dense + tier] as number;
      if (at >= 0 && ((segment.denseWords[at + (offset >>> 5)] as number) & (1 << (offset & 31))) !== 0) {
        postings.push([segment.firstSlot + offset, 1 << tier]);
        break;
      }
    }
  }
  return postings;
}

/**
 * Every lexeme's postings, decoded by the format's definition (the LEB128 of slot delta * 16 +
 * mask, or a bitset per tier for a dense lexeme, whose mask is then its tier's bit alone), the
 * segments' read one after another: several segments give a lexeme's postings in all of them.
 */
export function postingsByLexeme(segments: readonly Segment[]): Map<string, Array<[slot: number, mask: number]>> {
  const byLexeme = new Map<string, Array<[number, number]>>();
  for (const segment of segments) {
    lexemesOf(segment).forEach((lexeme, i) => {
      const postings = byLexeme.get(lexeme) ?? [];
      byLexeme.set(lexeme, postings);
      const dense = segment.denseOf(i);
      if (dense >= 0) {
        postings.push(...densePostings(segment, dense));
        return;
      }
      let slot = 0;
      for (let at = segment.byteStarts[i] as number; at < (segment.byteStarts[i + 1] as number); ) {
        let value = 0;
        let scale = 1;
        let byte: number;
        do {
          byte = segment.encoded[at++] as number;
          value += (byte & 127) * scale;
          scale *= 128;
        } while (byte >= 128);
        slot += Math.floor(value / 16);
        postings.push([slot, value % 16]);
      }
    });
  }
  return byLexeme;
}

/** The lowest bit of a weight mask: the field tier a posting ranks at, which is all a dense lexeme keeps. */
export const tierBit = (mask: number) => mask & -mask;

/** Every lexeme's postings with each mask reduced to its tier's bit, as either representation keeps it. */
export function tiersByLexeme(segments: readonly Segment[]): Map<string, Array<[slot: number, bit: number]>> {
  return new Map(
    Array.from(postingsByLexeme(segments), ([lexeme, postings]) => [
      lexeme,
      postings.map(([slot, mask]): [number, number] => [slot, tierBit(mask)]),
    ]),
  );
}
