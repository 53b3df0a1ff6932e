// @vitest-environment happy-dom
// The client modules read the language cookie as they load.
import { ORDERS_QUERY_KEY } from '@mall/client/orders/orders-mutation';
import { vendorsQueryOptions } from '@mall/client/vendors/get-vendors';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { vendorFilterOf, vendorsPageQueryOptions } from './vendors-page';

describe('the page of the Vendors tab', () => {
  it('reads the favourites from the address, and every vendor from anything else', () => {
    expect(vendorFilterOf('favourites')).toEqual({ favourite: '1' });
    expect(vendorFilterOf(null)).toEqual({});
    expect(vendorFilterOf('all')).toEqual({});
    expect(vendorFilterOf('1')).toEqual({});
  });

  it('is read again after a step on an order (orders-mutation.ts invalidates the documents key)', async () => {
    const queryClient = new QueryClient();
    const page = vendorsPageQueryOptions({ favourite: '1' }, 2).queryKey;
    queryClient.setQueryData(page, { list: [], total: 0, page: 2, pageSize: 20 });
    await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    expect(queryClient.getQueryState(page)?.isInvalidated).toBe(true);
  });

  it('keeps its pages apart from the phone list of the same filter', () => {
    expect(vendorsPageQueryOptions({}, 1).queryKey).not.toEqual(vendorsQueryOptions({}).queryKey);
    expect(vendorsPageQueryOptions({}, 1).queryKey).not.toEqual(vendorsPageQueryOptions({}, 2).queryKey);
  });
});
