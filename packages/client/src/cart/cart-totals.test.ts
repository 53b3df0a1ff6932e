import type { CartLine } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { selectionTotal } from './cart-totals';
import { confirmationPlan } from './confirmation-plan';

const line = (fields: Partial<CartLine>): CartLine => ({
  id: 1,
  source: 'mall',
  product_id: 1,
  campaign_id: null,
  name: 'Bolt',
  image: '',
  unit: 'pc',
  code: '6900000000001',
  shop_code: 'S1',
  moq: 1,
  lead_time: 3,
  price: 0.1,
  currency: 'USD',
  quantity: 1,
  sub_total: 0.1,
  available: true,
  campaign_outcome: null,
  ...fields,
});

describe('selectionTotal', () => {
  it('adds in cents, so 0.10 + 0.20 is 0.30', () => {
    expect(selectionTotal([line({ sub_total: 0.1 }), line({ id: 2, sub_total: 0.2 })], 'USD', 'en')).toBe('$0.30');
  });

  it('writes one amount in the market currency, whatever the groups, skipping lines without a price', () => {
    const lines = [
      line({ sub_total: 84_000 }),
      line({ id: 2, source: 'group_buying', sub_total: 42.62 }),
      line({ id: 3, source: 'catalog', sub_total: 309.38 }),
      line({ id: 4, available: false, price: null, sub_total: null }),
    ];
    expect(selectionTotal(lines, 'USD', 'en')).toBe('$84,352.00');
    expect(selectionTotal(lines, 'USD', 'zh-Hans')).toBe('US$84,352.00');
  });

  it('never adds a line of another currency to the total', () => {
    const lines = [line({ sub_total: 12.5 }), line({ id: 2, currency: 'CNY', sub_total: 88 })];
    expect(selectionTotal(lines, 'USD', 'en')).toBe('$12.50');
    expect(selectionTotal(lines, 'CNY', 'en')).toBe('CN¥88.00');
  });

  it("shows zero in the selected market's currency for an empty selection", () => {
    expect(selectionTotal([], 'USD', 'en')).toBe('$0.00');
    expect(selectionTotal([], 'CNY', 'en')).toBe('CN¥0.00');
    expect(selectionTotal([], 'CNY', 'zh-Hans')).toBe('¥0.00');
  });
});

describe('confirmationPlan', () => {
  it('takes group buying and mall lines, and names the selected lines it leaves out and why', () => {
    const group = line({ id: 1, source: 'group_buying', campaign_id: 4, sub_total: 64.2 });
    const mall = line({ id: 2, source: 'mall', sub_total: 84_288 });
    const catalog = line({ id: 3, source: 'catalog', sub_total: 52.72 });
    const scan = line({ id: 4, source: 'scan_code', sub_total: 9 });
    const gone = line({ id: 5, source: 'mall', available: false, price: null, sub_total: null });
    const plan = confirmationPlan([mall, catalog, group, scan, gone], 'USD');
    expect(plan.parts).toEqual([
      { source: 'group_buying', lines: [group], cents: 6_420 },
      { source: 'mall', lines: [mall], cents: 8_428_800 },
    ]);
    expect(plan.cents).toBe(8_435_220);
    expect(plan.leftOut).toEqual([
      { line: catalog, reason: 'quotationOnly' },
      { line: scan, reason: 'quotationOnly' },
      { line: gone, reason: 'unavailable' },
    ]);
  });

  it('has nothing to confirm when only catalog and scan code lines are selected', () => {
    const plan = confirmationPlan([line({ source: 'catalog' }), line({ id: 2, source: 'scan_code' })], 'CNY');
    expect(plan).toMatchObject({ currency: 'CNY', parts: [], cents: 0 });
    expect(plan.leftOut.map((l) => l.reason)).toEqual(['quotationOnly', 'quotationOnly']);
  });
});
