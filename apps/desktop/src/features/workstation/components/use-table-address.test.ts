import { describe, expect, it } from 'vitest';
import { rfqDrawerAddress } from '../../../components/workstation-address';
import { changedTableQuery, readTableAddress } from './use-table-address';

const read = (query: string) => readTableAddress(new URLSearchParams(query));

describe('the workstation table address', () => {
  it('reads the first tab, no filter, no sorting and page 1 from nothing, or from nonsense', () => {
    const defaults = { tab: 'rfqs', filter: null, sort: null, order: null, page: 1, open: null };
    expect(read('')).toEqual(defaults);
    expect(read('tab=bogus&order=up&page=-3&open=x')).toEqual(defaults);
  });

  it('starts another tab from its defaults', () => {
    const current = read('tab=quotations&filter=open&sort=total&order=descend&page=3');
    expect(changedTableQuery(current, { tab: 'purchaseOrders' }).toString()).toBe('tab=purchaseOrders');
  });

  it('goes back to the first page when the filter or the sorting changes, and keeps the rest', () => {
    const current = read('tab=quotations&filter=open&sort=total&order=descend&page=3');
    expect(changedTableQuery(current, { filter: 'all' }).toString()).toBe(
      'tab=quotations&filter=all&sort=total&order=descend',
    );
    expect(changedTableQuery(current, { page: 2 }).toString()).toBe(
      'tab=quotations&filter=open&sort=total&order=descend&page=2',
    );
    expect(changedTableQuery(current, { sort: null, order: null }).toString()).toBe('tab=quotations&filter=open');
  });

  it("opens and closes a row's drawer where the table is, and forgets it on another tab", () => {
    const current = read('filter=quoted&page=2');
    const opened = changedTableQuery(current, { open: 12 });
    expect(opened.toString()).toBe('filter=quoted&page=2&open=12');
    expect(changedTableQuery(read(opened.toString()), { open: null }).toString()).toBe('filter=quoted&page=2');
    expect(changedTableQuery(read(opened.toString()), { tab: 'quotations' }).toString()).toBe('tab=quotations');
  });

  it('reads the address of a posted RFQ as the RFQ table with its drawer open', () => {
    const [, query] = rfqDrawerAddress(7).split('?');
    expect(read(query ?? '')).toMatchObject({ tab: 'rfqs', open: 7 });
  });
});
