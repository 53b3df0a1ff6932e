import { type Locale, ORDER_UNITS, type UnitList, unitName } from '@mall/contract';

/** `GET /api/get/unit`: the units of an order quantity in the caller's language. */
export function unitList(locale: Locale): UnitList {
  return { list: ORDER_UNITS.map((code) => ({ code, name: unitName(code, locale) })) };
}
