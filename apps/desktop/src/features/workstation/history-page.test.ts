// @vitest-environment happy-dom
// The client modules read the language cookie as they load.
import { historyQueryOptions } from '@mall/client/history/get-history';
import { ORDERS_QUERY_KEY } from '@mall/client/orders/orders-mutation';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { historyFilterOf, historyPageQueryOptions } from './history-page';

const address = (filter: string | null, from: string | null = null, to: string | null = null) => ({ filter, from, to });

describe('the page of the History tab', () => {
  it('reads the kinds of document of the contract from the address, and every kind from anything else', () => {
    expect(historyFilterOf(address('proforma_invoice')).type).toBe('proforma_invoice');
    expect(historyFilterOf(address(null)).type).toBeUndefined();
    expect(historyFilterOf(address('all')).type).toBeUndefined();
    expect(historyFilterOf(address('toString')).type).toBeUndefined();
  });

  it('reads days that exist, and leaves out the others', () => {
    expect(historyFilterOf(address(null, '2025-03-01', '2025-03-31'))).toEqual({
      type: undefined,
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(historyFilterOf(address(null, '2025-02-30', 'yesterday'))).toEqual({
      type: undefined,
      from: undefined,
      to: undefined,
    });
    expect(historyFilterOf(address(null, '2025-03-01', null)).from).toBe('2025-03-01');
  });

  it('turns days given the wrong way round, which the server would refuse', () => {
    expect(historyFilterOf(address('offer', '2025-03-31', '2025-03-01'))).toEqual({
      type: 'offer',
      from: '2025-03-01',
      to: '2025-03-31',
    });
  });

  it('is read again after a step on a document (orders-mutation.ts invalidates the documents key)', async () => {
    const queryClient = new QueryClient();
    const page = historyPageQueryOptions({ type: 'purchase_order' }, 2).queryKey;
    queryClient.setQueryData(page, { list: [], total: 0, page: 2, pageSize: 20 });
    await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    expect(queryClient.getQueryState(page)?.isInvalidated).toBe(true);
  });

  it('keeps its pages apart from the phone list of the same filter', () => {
    const filter = { type: 'rfq' as const };
    expect(historyPageQueryOptions(filter, 1).queryKey).not.toEqual(historyQueryOptions(filter).queryKey);
    expect(historyPageQueryOptions(filter, 1).queryKey).not.toEqual(historyPageQueryOptions(filter, 2).queryKey);
  });
});
