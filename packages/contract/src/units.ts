import { type Locale, ORDER_UNITS, type OrderUnit } from './constants.js';

/** An order unit as a count of it is written: "1 piece", "50 pieces"; Chinese words do not change. */
interface UnitWords {
  one: string;
  other: string;
}

const same = (word: string): UnitWords => ({ one: word, other: word });

/** The words of each order unit, in each language: a count's (lower case) and, capitalised, a list's. */
export const ORDER_UNIT_WORDS: Record<Locale, Record<OrderUnit, UnitWords>> = {
  en: {
    pcs: { one: 'piece', other: 'pieces' },
    set: { one: 'set', other: 'sets' },
    pair: { one: 'pair', other: 'pairs' },
    box: { one: 'box', other: 'boxes' },
    carton: { one: 'carton', other: 'cartons' },
    kg: { one: 'kilogram', other: 'kilograms' },
    ton: { one: 'ton', other: 'tons' },
    m: { one: 'meter', other: 'meters' },
    roll: { one: 'roll', other: 'rolls' },
    l: { one: 'liter', other: 'liters' },
  },
  'zh-Hans': {
    pcs: same('件'),
    set: same('套'),
    pair: same('双'),
    box: same('盒'),
    carton: same('箱'),
    kg: same('千克'),
    ton: same('吨'),
    m: same('米'),
    roll: same('卷'),
    l: same('升'),
  },
};

const isOrderUnit = (code: string): code is OrderUnit => (ORDER_UNITS as readonly string[]).includes(code);

/**
 * An order unit's name in `locale`: agreeing with `count` when one is given ("1 piece", "50
 * pieces"), else as a list names it ("Pieces"). A unit that is not one of ORDER_UNITS is its own name.
 */
export function unitName(code: string, locale: Locale, count?: number): string {
  if (!isOrderUnit(code)) return code;
  const words = ORDER_UNIT_WORDS[locale][code];
  if (count !== undefined) return count === 1 ? words.one : words.other;
  return words.other.charAt(0).toUpperCase() + words.other.slice(1);
}
