import { vendorShopCodeSchema } from '@mall/contract';
import { useSearchParams } from 'react-router-dom';
import {
  EDIT_ROW_PARAM,
  NEW_CASE_PARAM,
  NEW_ROW,
  OPEN_ROW_PARAM,
  OPEN_VENDOR_PARAM,
  ORDER_PARAM,
} from '../../../components/workstation-address';

/** The workstation's tables, in the order of their tabs. */
export const WORKSTATION_TABS = [
  'rfqs',
  'quotations',
  'proformaInvoices',
  'purchasePlans',
  'purchaseOrders',
  'shipments',
  'afterSales',
  'vendors',
  'warehouse',
  'logs',
  'history',
] as const;
export type WorkstationTab = (typeof WORKSTATION_TABS)[number];
export type SortOrder = 'ascend' | 'descend';

/** What a table shows, all of it in the address so that a view can be shared and survives a reload. */
export interface TableAddress {
  tab: WorkstationTab;
  filter: string | null;
  sort: string | null;
  order: SortOrder | null;
  page: number;
  /** The first and last day a table spans (YYYY-MM-DD, as written; the tab checks them). */
  from: string | null;
  to: string | null;
  /** The row whose drawer is open, by id. */
  open: number | null;
  /** The vendor whose drawer is open, by shop code (vendors have no numeric id). */
  vendor: string | null;
  /** The row whose form is open, by id, or `new` for one being made. */
  edit: number | typeof NEW_ROW | null;
  /** Whether the new-case form of the After-sales table is open. */
  creating: boolean;
  /** The purchase order whose goods the new-case form offers; none for every order's. */
  po: number | null;
}

function positiveInteger(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

function isTab(value: string | null): value is WorkstationTab {
  return (WORKSTATION_TABS as readonly string[]).includes(value ?? '');
}

export function readTableAddress(params: URLSearchParams): TableAddress {
  const tab = params.get('tab');
  const order = params.get('order');
  const page = Number(params.get('page'));
  return {
    tab: isTab(tab) ? tab : WORKSTATION_TABS[0],
    filter: params.get('filter'),
    sort: params.get('sort'),
    order: order === 'ascend' || order === 'descend' ? order : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    from: params.get('from'),
    to: params.get('to'),
    open: positiveInteger(params.get(OPEN_ROW_PARAM)),
    vendor: vendorShopCodeSchema.safeParse(params.get(OPEN_VENDOR_PARAM)).data ?? null,
    edit: params.get(EDIT_ROW_PARAM) === NEW_ROW ? NEW_ROW : positiveInteger(params.get(EDIT_ROW_PARAM)),
    creating: params.get(NEW_CASE_PARAM) === '1',
    po: positiveInteger(params.get(ORDER_PARAM)),
  };
}

/**
 * The query of an address after a change: another tab starts from its defaults (but for a drawer
 * opened with it, as a vendor's order is), another filter, span of days or sorting from its first
 * page; opening or closing a drawer keeps the rest.
 */
export function changedTableQuery(current: TableAddress, change: Partial<TableAddress>): URLSearchParams {
  const reorders = ['filter', 'from', 'to', 'sort', 'order'].some((key) => key in change);
  const next: TableAddress =
    change.tab !== undefined && change.tab !== current.tab
      ? {
          tab: change.tab,
          filter: null,
          sort: null,
          order: null,
          page: 1,
          from: null,
          to: null,
          open: change.open ?? null,
          vendor: change.vendor ?? null,
          edit: change.edit ?? null,
          creating: change.creating ?? false,
          po: change.po ?? null,
        }
      : { ...current, ...(reorders ? { page: 1 } : {}), ...change };
  const params = new URLSearchParams();
  if (next.tab !== WORKSTATION_TABS[0]) params.set('tab', next.tab);
  if (next.filter) params.set('filter', next.filter);
  if (next.sort && next.order) {
    params.set('sort', next.sort);
    params.set('order', next.order);
  }
  if (next.from) params.set('from', next.from);
  if (next.to) params.set('to', next.to);
  if (next.page > 1) params.set('page', String(next.page));
  if (next.open) params.set(OPEN_ROW_PARAM, String(next.open));
  if (next.vendor) params.set(OPEN_VENDOR_PARAM, next.vendor);
  if (next.edit) params.set(EDIT_ROW_PARAM, String(next.edit));
  if (next.creating) params.set(NEW_CASE_PARAM, '1');
  if (next.po) params.set(ORDER_PARAM, String(next.po));
  return params;
}

export function useTableAddress(): [TableAddress, (change: Partial<TableAddress>) => void] {
  const [params, setParams] = useSearchParams();
  const address = readTableAddress(params);
  return [address, (change) => setParams(changedTableQuery(address, change))];
}
