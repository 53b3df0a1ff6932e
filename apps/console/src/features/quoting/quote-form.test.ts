import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { initialQuoteValues, toQuotationInput } from './quote-form';

const TARGET = {
  type: 'quotation_request' as const,
  id: 9,
  items: [
    { name: 'Hex bolt M8', quantity: 3000, unit: 'pcs' },
    { name: 'Hex nut M8', quantity: 2000, unit: 'pcs' },
  ],
  offers: [] as { version: number }[],
};

describe('the quote form', () => {
  it('opens with a line per requested item, 30 days of validity and the usual terms', () => {
    const values = initialQuoteValues(TARGET, dayjs('2026-11-23'));
    expect(values.lines).toEqual([
      { name: 'Hex bolt M8', specification: '', quantity: 3000, unit: 'pcs', unit_price: '' },
      { name: 'Hex nut M8', specification: '', quantity: 2000, unit: 'pcs', unit_price: '' },
    ]);
    expect(values.valid_until.format('YYYY-MM-DD')).toBe('2026-12-23');
    expect(values.incoterm).toBe('FOB');
    expect(values.deposit_percent).toBe(30);
  });

  it('sends trimmed texts, prices as text and the date as YYYY-MM-DD to the right request', () => {
    const values = {
      ...initialQuoteValues(TARGET, dayjs('2026-11-23')),
      lead_time_days: 20,
      balance_terms: ' before shipment ',
      note: ' cartons of 500 ',
    };
    values.lines = values.lines.map((line) => ({ ...line, name: ` ${line.name} `, unit_price: ' 0.10 ' }));
    const body = toQuotationInput(TARGET, values);
    expect(body).toEqual({
      quotation_request_id: 9,
      lines: [
        { name: 'Hex bolt M8', specification: '', quantity: 3000, unit: 'pcs', unit_price: '0.10' },
        { name: 'Hex nut M8', specification: '', quantity: 2000, unit: 'pcs', unit_price: '0.10' },
      ],
      valid_until: '2026-12-23',
      lead_time_days: 20,
      incoterm: 'FOB',
      payment_terms: { deposit_percent: 30, balance_terms: 'before shipment' },
      note: 'cartons of 500',
      seen_version: 0,
    });
    expect(toQuotationInput({ ...TARGET, type: 'rfq' }, values)).toMatchObject({ rfq_id: 9 });
    // A new version names the latest one the operator saw, so another operator's is never overwritten unseen.
    expect(
      toQuotationInput({ ...TARGET, offers: [{ version: 1 }, { version: 3 }, { version: 2 }] }, values).seen_version,
    ).toBe(3);
  });
});
