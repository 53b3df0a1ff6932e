import { describe, expect, it } from 'vitest';
import { type ProductRecord, RecordTable } from './record-table.js';

function row(id: number, overrides: Partial<ProductRecord> = {}): ProductRecord {
  return {
    id,
    nameEn: `Hex Bolt M${id}`,
    nameZh: `六角螺栓 M${id} 镀锌`,
    brandEn: `Brand ${id % 7}`,
    brandZh: `品牌${id % 7}`,
    unitEn: id % 2 ? 'piece' : 'box',
    unitZh: id % 2 ? '个' : '盒',
    categoryId: 100 + (id % 13),
    topCategoryId: 1 + (id % 3),
    moq: 1 + (id % 50),
    leadTime: 3 + (id % 20),
    salesVolume: id * 17,
    sales60d: id % 400,
    score: id % 51,
    shopCode: `S${id % 40}`,
    code: String(6_900_000_000_000 + id),
    image: `/media/product/${id}.svg?v=abcdEFGH${id}`,
    priceUsd: 2_000_000_000 - id,
    originalPriceUsd: 2_100_000_000 - id,
    priceCny: id * 7,
    originalPriceCny: id * 8,
    availableEn: id % 3 !== 0,
    availableCn: id % 5 !== 0,
    createdMicros: 1_764_000_000_000_000 + id * 1_000_001,
    ...overrides,
  };
}

const plain = (record: ProductRecord): ProductRecord => ({
  id: record.id,
  nameEn: record.nameEn,
  nameZh: record.nameZh,
  brandEn: record.brandEn,
  brandZh: record.brandZh,
  unitEn: record.unitEn,
  unitZh: record.unitZh,
  categoryId: record.categoryId,
  topCategoryId: record.topCategoryId,
  moq: record.moq,
  leadTime: record.leadTime,
  salesVolume: record.salesVolume,
  sales60d: record.sales60d,
  score: record.score,
  shopCode: record.shopCode,
  code: record.code,
  image: record.image,
  priceUsd: record.priceUsd,
  originalPriceUsd: record.originalPriceUsd,
  priceCny: record.priceCny,
  originalPriceCny: record.originalPriceCny,
  availableEn: record.availableEn,
  availableCn: record.availableCn,
  createdMicros: record.createdMicros,
});

describe('the record table', () => {
  it('gives back every field of every product, past the first rows and bytes it had room for', () => {
    const table = new RecordTable();
    const rows = Array.from({ length: 5000 }, (_, i) => row(i + 1));
    const records = rows.map((r) => table.append(r));
    records.forEach((record, i) => {
      expect(plain(record)).toEqual(rows[i]);
    });
  });

  it('keeps texts of every width: empty, Chinese, characters outside the basic plane, and long ones', () => {
    const table = new RecordTable();
    const odd = [
      row(1, { nameEn: '', nameZh: '', code: '', image: '' }),
      row(2, { nameEn: 'Ø 12 mm — “quoted”', nameZh: '𠮷野家 扳手 🔧', code: 'Ä-1', image: '/media/产品/2.svg' }),
      row(3, { nameEn: 'x'.repeat(80_000), nameZh: '长'.repeat(30_000), brandEn: '', unitZh: '' }),
    ];
    const records = odd.map((r) => table.append(r));
    records.forEach((record, i) => {
      expect(plain(record)).toEqual(odd[i]);
    });
  });

  it('never changes a record given out: a product read again gets a row of its own', () => {
    const table = new RecordTable();
    const first = table.append(row(7));
    for (let i = 0; i < 3000; i++) table.append(row(7, { priceUsd: i, nameEn: `Renamed ${i}` }));
    expect(plain(first)).toEqual(row(7));
  });

  it('tells each market apart', () => {
    const table = new RecordTable();
    for (const [availableEn, availableCn] of [
      [true, true],
      [true, false],
      [false, true],
      [false, false],
    ] as const) {
      const record = table.append(row(1, { availableEn, availableCn }));
      expect([record.availableEn, record.availableCn]).toEqual([availableEn, availableCn]);
    }
  });
});
