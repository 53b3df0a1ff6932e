import type { CartLine } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { selectionTotals } from './cart-totals';

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
  ...fields,
});

describe('selectionTotals', () => {
  it('adds in cents, so 0.10 + 0.20 is 0.30', () => {
    expect(selectionTotals([line({ sub_total: 0.1 }), line({ id: 2, sub_total: 0.2 })], 'en')).toBe('$0.30');
  });

  it('keeps each currency apart and skips lines without a price', () => {
    const lines = [
      line({ sub_total: 12.5 }),
      line({ id: 2, source: 'scan_code', currency: 'CNY', sub_total: 88 }),
      line({ id: 3, available: false, price: null, sub_total: null }),
    ];
    expect(selectionTotals(lines, 'en')).toBe('$12.50 + CN¥88.00');
    expect(selectionTotals(lines, 'zh-Hans')).toBe('US$12.50 + ¥88.00');
  });

  it('shows zero for an empty selection', () => {
    expect(selectionTotals([], 'en')).toBe('$0.00');
  });
});
