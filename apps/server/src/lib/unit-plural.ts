import pluralize from 'pluralize';

/** Words (and phrases) of Latin letters with a vowel: "piece", "square meter"; not "kg", "pcs", "ml". */
const PLURALISABLE = /^(?=.*[aeiouy])[a-z][a-z ]{2,}$/i;

/** The catalogue has a few units, written on every product of every list: each is worked out once. */
const known = new Map<string, string>();
const KNOWN_MAX = 1000;

/**
 * A unit as written for more than one: "pieces", "boxes". Abbreviations and Chinese units, which
 * have no plural, stay as they are.
 */
export function unitPlural(unit: string): string {
  let plural = known.get(unit);
  if (plural === undefined) {
    plural = PLURALISABLE.test(unit) ? pluralize.plural(unit) : unit;
    if (known.size < KNOWN_MAX) known.set(unit, plural);
  }
  return plural;
}
