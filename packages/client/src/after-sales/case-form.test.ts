import type { AfterSalesDetail } from '@mall/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { type ClaimableLine, caseBody, caseProblems, caseProblemText, lineKey, newCaseValues } from './case-form';
import { caseOutcomes, isOpenToTalk, messageAuthor, messagesInOrder } from './case-view';

/** Says which text was asked for and with what, so the logic is tested apart from the wording. */
const t = ((key: string, options?: object) => (options ? `${key} ${JSON.stringify(options)}` : key)) as TFunction;

const BOLTS = { shipment_id: 3, line_id: 411, rejected: 2, claimable: 5, unit: 'pcs' } as ClaimableLine;

describe('the new case form', () => {
  it('proposes a replacement for goods refused at the receipt, and nothing before goods are chosen', () => {
    expect(newCaseValues(BOLTS)).toMatchObject({ line: '3-411', type: 'replacement', quantity: '' });
    expect(newCaseValues({ ...BOLTS, rejected: 0 }).type).toBe('');
    expect(newCaseValues(undefined)).toMatchObject({ line: '', type: '' });
    expect(lineKey(BOLTS)).toBe('3-411');
  });

  it('names each missing field, and holds the quantity to what is left to claim', () => {
    expect(caseProblems(newCaseValues(undefined), undefined)).toEqual({
      line: 'line',
      type: 'type',
      quantity: 'quantity',
      reason: 'reason',
    });
    const values = { ...newCaseValues(BOLTS), quantity: ' 6 ', reason: 'Rusty' };
    const problems = caseProblems(values, BOLTS);
    expect(problems).toEqual({ quantity: { over: 5 } });
    expect(caseProblemText(problems.quantity ?? 'quantity', BOLTS, t, (unit) => `${unit}!`)).toBe(
      'afterSales.fields.quantityHint {"count":5,"unit":"pcs!"}',
    );
    expect(caseProblemText('reason', BOLTS, t, (unit) => unit)).toBe('afterSales.errors.reason');
  });

  it('sends the trimmed values with the line and the files by id', () => {
    const values = {
      ...newCaseValues(BOLTS),
      quantity: ' 2 ',
      reason: ' Rusty ',
      requested_resolution: ' New ones ',
      files: [{ id: 'f1', name: 'a.jpg', url: '/a.jpg', size: 1 }],
    } as ReturnType<typeof newCaseValues>;
    expect(caseProblems(values, BOLTS)).toEqual({});
    expect(caseBody(values, BOLTS)).toEqual({
      shipment_id: 3,
      line_id: 411,
      type: 'replacement',
      quantity: 2,
      reason: 'Rusty',
      requested_resolution: 'New ones',
      files: ['f1'],
    });
  });
});

describe('a case shown', () => {
  const item = {
    status: 'waiting_return',
    reject_reason: null,
    resolution: 'refund',
    refund_amount: '37.50',
    messages: [
      { id: 2, author: 'staff', author_name: 'Wang', created_at: '2026-03-06T08:00:00.000Z' },
      { id: 1, author: 'buyer', author_name: 'Li', created_at: '2026-03-06T08:00:00.000Z' },
      { id: 3, author: 'buyer', author_name: 'Li', created_at: '2026-03-05T08:00:00.000Z' },
    ],
  } as unknown as AfterSalesDetail;

  it('lists its outcomes in order, and takes messages until rejected or closed', () => {
    expect(caseOutcomes(item, t, (amount) => `$${amount}`)).toEqual([
      { key: 'refund', text: 'afterSales.refund {"amount":"$37.50"}' },
      { key: 'return', text: 'afterSales.returnRequested' },
    ]);
    expect(isOpenToTalk(item)).toBe(true);
    expect(isOpenToTalk({ ...item, status: 'closed' })).toBe(false);
    expect(isOpenToTalk({ ...item, status: 'rejected' })).toBe(false);
  });

  it('reads the thread oldest first, the buyer’s own messages as theirs', () => {
    const thread = messagesInOrder(item);
    expect(thread.map((message) => message.id)).toEqual([3, 1, 2]);
    expect(thread.map((message) => messageAuthor(message, t))).toEqual(['afterSales.you', 'afterSales.you', 'Wang']);
  });
});
