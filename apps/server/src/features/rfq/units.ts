import { type Locale, ORDER_UNITS, type OrderUnit, type UnitList } from '@mall/contract';

const UNIT_NAMES: Record<Locale, Record<OrderUnit, string>> = {
  en: {
    pcs: 'Pieces',
    set: 'Sets',
    pair: 'Pairs',
    box: 'Boxes',
    carton: 'Cartons',
    kg: 'Kilograms',
    ton: 'Tons',
    m: 'Meters',
    roll: 'Rolls',
    l: 'Liters',
  },
  'zh-Hans': {
    pcs: '件',
    set: '套',
    pair: '双',
    box: '盒',
    carton: '箱',
    kg: '千克',
    ton: '吨',
    m: '米',
    roll: '卷',
    l: '升',
  },
};

/** `GET /api/get/unit`: the units of an order quantity in the caller's language. */
export function unitList(locale: Locale): UnitList {
  return { list: ORDER_UNITS.map((code) => ({ code, name: UNIT_NAMES[locale][code] })) };
}
