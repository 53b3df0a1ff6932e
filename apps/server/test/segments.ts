import type { Segment } from '../src/features/search/postings.js';

/** A segment's lexemes as strings, in its order. */
export const lexemesOf = (segment: Segment): string[] =>
  Array.from({ length: segment.lexemeCount }, (_, i) =>
    Array.from(segment.lexemeUnits.subarray(segment.lexemeStarts[i], segment.lexemeStarts[i + 1]), (unit) =>
      String.fromCharCode(unit),
    ).join(''),
  );

/**
 * Every lexeme's postings, decoded by the format's definition (the LEB128 of slot delta * 16 +
 * mask), the segments' read one after another: several segments give a lexeme's postings in all of them.
 */
export function postingsByLexeme(segments: readonly Segment[]): Map<string, Array<[slot: number, mask: number]>> {
  const byLexeme = new Map<string, Array<[number, number]>>();
  for (const segment of segments) {
    lexemesOf(segment).forEach((lexeme, i) => {
      const postings = byLexeme.get(lexeme) ?? [];
      byLexeme.set(lexeme, postings);
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
