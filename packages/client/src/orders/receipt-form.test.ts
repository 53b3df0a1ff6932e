import type { Shipment } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { initialReceipt, needsReason, receiptLines, shortOf, withReceived, withRejected } from './receipt-form';

const shipment: Shipment = {
  id: 31,
  purchase_order_id: 7,
  purchase_order_number: 'PO-2026-000007',
  status: 'shipped',
  carrier: 'SF Express',
  tracking_number: 'SF1234567890',
  planned_date: '2026-12-01',
  shipped_at: '2026-12-01T08:00:00.000Z',
  delivered_at: null,
  lines: [
    { line_id: 1, name: 'Hex bolt M8', unit: 'pcs', quantity: 10, received: null, rejected: null, reason: null },
    { line_id: 2, name: 'Hex nut M8', unit: 'pcs', quantity: 5, received: null, rejected: null, reason: null },
  ],
};

describe('the quantities of a receipt line', () => {
  const [bolts] = initialReceipt(shipment);
  if (!bolts) throw new Error('line missing');

  it('start as everything received, nothing refused, nothing short', () => {
    expect([bolts.received, bolts.rejected, shortOf(bolts)]).toEqual([10, 0, 0]);
  });

  it('never receive more than shipped less refused, nor below zero', () => {
    expect(withReceived(bolts, 11).received).toBe(10);
    expect(withReceived(withRejected(bolts, 3), 10).received).toBe(7);
    expect(withReceived(bolts, -2).received).toBe(0);
  });

  it('refuse at most what was shipped, taking from the received count only when nothing is short', () => {
    expect(withRejected(bolts, 2)).toMatchObject({ received: 8, rejected: 2 });
    const short = withReceived(bolts, 6);
    expect(withRejected(short, 3)).toMatchObject({ received: 6, rejected: 3 });
    expect(shortOf(withRejected(short, 3))).toBe(1);
    expect(withRejected(bolts, 12)).toMatchObject({ received: 0, rejected: 10 });
  });
});

describe('the receipt sent', () => {
  it('asks for a reason only for refused goods, and sends it only for them', () => {
    const [bolts, nuts] = initialReceipt(shipment);
    if (!bolts || !nuts) throw new Error('lines missing');
    const refused = withRejected(nuts, 1);
    expect(needsReason({ ...bolts, reason: '' })).toBe(false);
    expect(needsReason(refused)).toBe(true);
    expect(needsReason({ ...refused, reason: '   ' })).toBe(true);
    expect(
      receiptLines([
        { ...bolts, reason: 'ignored' },
        { ...refused, reason: ' Thread damaged ' },
      ]),
    ).toEqual([
      { line_id: 1, received: 10, rejected: 0, reason: '' },
      { line_id: 2, received: 4, rejected: 1, reason: 'Thread damaged' },
    ]);
  });
});
