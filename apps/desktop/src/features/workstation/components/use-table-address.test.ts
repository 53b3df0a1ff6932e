import { describe, expect, it } from 'vitest';
import {
  newAfterSalesCaseAddress,
  purchaseOrderDrawerAddress,
  rfqDrawerAddress,
} from '../../../components/workstation-address';
import { changedTableQuery, readTableAddress } from './use-table-address';

const read = (query: string) => readTableAddress(new URLSearchParams(query));

describe('the workstation table address', () => {
  it('reads the first tab, no filter, no sorting and page 1 from nothing, or from nonsense', () => {
    const defaults = {
      tab: 'rfqs',
      filter: null,
      sort: null,
      order: null,
      page: 1,
      from: null,
      to: null,
      open: null,
      vendor: null,
      edit: null,
      creating: false,
      po: null,
    };
    expect(read('')).toEqual(defaults);
    expect(read('tab=bogus&order=up&page=-3&open=x&vendor=&edit=old&new=yes&po=0')).toEqual(defaults);
  });

  it('reads the Logs tab with its activity filter and page', () => {
    expect(read('tab=logs&filter=failures&page=2')).toMatchObject({ tab: 'logs', filter: 'failures', page: 2 });
  });

  it('reads the History tab with its kind of document, days and page, and goes back to page 1 for other days', () => {
    const current = read('tab=history&filter=offer&from=2025-03-01&to=2025-03-31&page=2');
    expect(current).toMatchObject({ tab: 'history', filter: 'offer', from: '2025-03-01', to: '2025-03-31', page: 2 });
    expect(changedTableQuery(current, { from: '2025-04-01', to: '2025-04-30' }).toString()).toBe(
      'tab=history&filter=offer&from=2025-04-01&to=2025-04-30',
    );
    expect(changedTableQuery(current, { from: null, to: null }).toString()).toBe('tab=history&filter=offer');
    expect(changedTableQuery(current, { tab: 'logs' }).toString()).toBe('tab=logs');
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

  it('reads the Vendors tab with its favourites, page and open vendor, and forgets the vendor on another tab', () => {
    const current = read('tab=vendors&filter=favourites&page=2&vendor=S100');
    expect(current).toMatchObject({ tab: 'vendors', filter: 'favourites', page: 2, vendor: 'S100', open: null });
    expect(changedTableQuery(current, { vendor: null }).toString()).toBe('tab=vendors&filter=favourites&page=2');
    expect(changedTableQuery(current, { filter: null }).toString()).toBe('tab=vendors&vendor=S100');
    expect(changedTableQuery(current, { tab: 'logs' }).toString()).toBe('tab=logs');
  });

  it("reads the address of a vendor's order as the Purchase orders table with that order's drawer open", () => {
    const [, query] = purchaseOrderDrawerAddress(41).split('?');
    expect(read(query ?? '')).toMatchObject({ tab: 'purchaseOrders', open: 41, vendor: null });
    const fromVendor = read('tab=vendors&vendor=S100');
    expect(changedTableQuery(fromVendor, { tab: 'purchaseOrders', open: 41 }).toString()).toBe(
      'tab=purchaseOrders&open=41',
    );
  });

  it("reads the Purchase plans tab with a plan's form, new or existing, and forgets the form on another tab", () => {
    expect(read('tab=purchasePlans&edit=new')).toMatchObject({ tab: 'purchasePlans', edit: 'new', open: null });
    const editing = read('tab=purchasePlans&filter=draft&edit=12');
    expect(editing).toMatchObject({ filter: 'draft', edit: 12 });
    expect(changedTableQuery(editing, { edit: null, open: 12 }).toString()).toBe(
      'tab=purchasePlans&filter=draft&open=12',
    );
    expect(changedTableQuery(editing, { tab: 'rfqs' }).toString()).toBe('');
  });

  it("reads the After-sales tab's new-case form for one order's goods, and opens the case made from it", () => {
    const [, query] = newAfterSalesCaseAddress(41).split('?');
    const creating = read(query ?? '');
    expect(creating).toMatchObject({ tab: 'afterSales', creating: true, po: 41, open: null });
    expect(changedTableQuery(creating, { po: null }).toString()).toBe('tab=afterSales&new=1');
    expect(changedTableQuery(creating, { creating: false, po: null, open: 7 }).toString()).toBe(
      'tab=afterSales&open=7',
    );
    expect(changedTableQuery(creating, { tab: 'purchaseOrders', open: 41 }).toString()).toBe(
      'tab=purchaseOrders&open=41',
    );
  });
});
