import '../../../app/antd-mobile-react19';
import { i18n } from '@mall/client/lib/i18n';
import { formatDate } from '@mall/client/lib/locale';
import { type HistoryEntry, PAGES } from '@mall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../lib/fake-api';
import { envelope, renderRoutedPage } from '../../../lib/test-render';
import { formatTime, localDay } from '../components/history-days';
import HistoryPage from './history-page';

const ORDER_CANCELLED: HistoryEntry = {
  id: 90,
  at: '2026-11-20T12:30:00.000Z',
  actor: { kind: 'buyer', name: 'Li Wei' },
  action: 'purchase_order.cancel',
  document: { type: 'purchase_order', id: 41, number: 'PO-2026-0041', name: null, version: null },
  note: 'Budget moved to next quarter',
};
const INVOICE_REISSUED: HistoryEntry = {
  id: 89,
  at: '2026-11-20T10:00:00.000Z',
  actor: { kind: 'operator', name: 'Anna' },
  action: 'proforma_invoice.reissue',
  document: { type: 'proforma_invoice', id: 12, number: 'PI-2026-0012', name: null, version: 2 },
  note: null,
};
const GOODS_SHIPPED: HistoryEntry = {
  id: 88,
  at: '2026-11-19T15:00:00.000Z',
  actor: { kind: 'mall', name: null },
  action: 'shipment.ship',
  document: { type: 'shipment', id: 7, number: 'PO-2026-0041', name: null, version: null },
  note: null,
};
const QUOTATION_ACCEPTED: HistoryEntry = {
  id: 87,
  at: '2026-11-19T11:00:00.000Z',
  actor: { kind: 'buyer', name: 'Li Wei' },
  action: 'offer.accept',
  document: { type: 'offer', id: 3, number: 'Q-2026-0003', name: null, version: null },
  note: null,
};
const RFQ_POSTED: HistoryEntry = {
  id: 86,
  at: '2026-11-18T09:00:00.000Z',
  actor: { kind: 'buyer', name: 'Li Wei' },
  action: 'rfq.create',
  document: { type: 'rfq', id: 5, number: null, name: 'Steel bolts', version: null },
  note: null,
};

/** What the fake server holds, and whether it fails. */
let entries: HistoryEntry[];
let failing: boolean;

const api = fakeApi((url) => {
  if (url.pathname !== '/api/buyer/v1/history') throw new Error(`unexpected call ${url.pathname}`);
  if (failing) return new Response('', { status: 500 });
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const list = entries.slice((page - 1) * pageSize, page * pageSize);
  return envelope({ list, total: entries.length, page, pageSize });
});

/** Days are the reader's: the browser's time zone goes with them. */
const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The filter of each page of the History asked for: its `type`, `from` and `to`, those sent. */
const historyFilters = () => api.queries('/api/buyer/v1/history');

const rows = () => screen.getAllByTestId('history-entry');
const location = () => screen.getByTestId('location').textContent;
const dayHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

const renderHistory = (path: string = PAGES.history.route) => renderRoutedPage(HistoryPage, path);

beforeEach(() => {
  entries = [ORDER_CANCELLED, INVOICE_REISSUED, GOODS_SHIPPED, QUOTATION_ACCEPTED, RFQ_POSTED];
  failing = false;
});

describe('history page', () => {
  it('lists what happened to the documents, newest first by day, in English', async () => {
    renderHistory();
    await waitFor(() => expect(rows()).toHaveLength(5));
    // Days as the reader's clock has them (three, in most time zones).
    const days = [...new Set(entries.map((entry) => localDay(entry.at)))];
    expect(dayHeadings()).toEqual(days.map((day) => formatDate(day, 'en')));
    expect(rows().map((row) => [row.getAttribute('data-action'), row.getAttribute('data-type')])).toEqual([
      ['purchase_order.cancel', 'purchase_order'],
      ['proforma_invoice.reissue', 'proforma_invoice'],
      ['shipment.ship', 'shipment'],
      ['offer.accept', 'offer'],
      ['rfq.create', 'rfq'],
    ]);
    const [cancelled, reissued, shipped, accepted, posted] = rows();
    expect(cancelled?.textContent).toBe(
      `Purchase order cancelled${formatTime(ORDER_CANCELLED.at, 'en')}Purchase order PO-2026-0041Li WeiBudget moved to next quarter`,
    );
    expect(within(cancelled as HTMLElement).getByText('Budget moved to next quarter')).toBeTruthy();
    expect(reissued?.textContent).toContain('New version issued');
    expect(reissued?.textContent).toContain('Proforma invoice PI-2026-0012, version 2');
    expect(reissued?.textContent).toContain('Anna (the mall)');
    expect(shipped?.textContent).toContain('Goods shipped');
    expect(shipped?.textContent).toContain('Shipment of PO-2026-0041');
    expect(shipped?.textContent).toContain('The mall');
    expect(accepted?.textContent).toContain('Quotation accepted');
    expect(accepted?.textContent).toContain('Quotation Q-2026-0003');
    expect(posted?.textContent).toContain('RFQ posted');
    expect(posted?.textContent).toContain('RFQ “Steel bolts”');
    expect(screen.getByTestId('history-end').textContent).toBe('That is everything.');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All documents',
      'RFQs',
      'Quotation requests',
      'Quotations',
      'Proforma invoices',
      'Purchase orders',
      'Shipments',
      'Purchase plans',
      'After-sales cases',
    ]);
    expect(screen.getByLabelText('From')).toBe(screen.getByTestId('history-from'));
    expect(screen.getByLabelText('To')).toBe(screen.getByTestId('history-to'));
    expect(historyFilters()).toEqual([{}]);
  });

  it('lists it in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderHistory();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(dayHeadings()[0]).toBe(formatDate(localDay(ORDER_CANCELLED.at), 'zh-Hans'));
    const [cancelled, reissued, shipped, accepted, posted] = rows();
    expect(cancelled?.textContent).toBe(
      `取消采购订单${formatTime(ORDER_CANCELLED.at, 'zh-Hans')}采购订单 PO-2026-0041Li WeiBudget moved to next quarter`,
    );
    expect(reissued?.textContent).toContain('开具新版本');
    expect(reissued?.textContent).toContain('形式发票 PI-2026-0012（第 2 版）');
    expect(reissued?.textContent).toContain('Anna（商城）');
    expect(shipped?.textContent).toContain('已发货');
    expect(shipped?.textContent).toContain('PO-2026-0041 的发货');
    expect(shipped?.textContent).toContain('商城');
    expect(accepted?.textContent).toContain('接受报价');
    expect(posted?.textContent).toContain('询价单 “Steel bolts”');
    expect(screen.getByTestId('history-end').textContent).toBe('以上是全部记录。');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部单据',
      '询价单',
      '报价请求',
      '报价单',
      '形式发票',
      '采购订单',
      '发货',
      '采购计划',
      '售后单',
    ]);
    expect(screen.getByLabelText('开始日期')).toBe(screen.getByTestId('history-from'));
    expect(screen.getByLabelText('结束日期')).toBe(screen.getByTestId('history-to'));
    expect(screen.getByRole('button', { name: '清除' })).toBeTruthy();
  });

  it('asks for one kind of document when its tab is chosen, and for all again', async () => {
    renderHistory();
    await waitFor(() => expect(rows()).toHaveLength(5));
    entries = [ORDER_CANCELLED];
    fireEvent.click(screen.getByRole('tab', { name: 'Purchase orders' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(historyFilters()).toEqual([{}, { type: 'purchase_order' }]);
    expect(location()).toBe(`${PAGES.history.route}?type=purchase_order`);
    const tab = screen.getByTestId('history-type-purchase_order').querySelector('[role="tab"]');
    expect(tab?.getAttribute('aria-selected')).toBe('true');

    entries = [ORDER_CANCELLED, INVOICE_REISSUED];
    fireEvent.click(within(screen.getByTestId('history-type-all')).getByRole('tab'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(historyFilters().at(-1)).toEqual({});
    expect(location()).toBe(PAGES.history.route);
  });

  it('asks for the days set, refuses an end before the start under the field, and clears them', async () => {
    renderHistory();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByTestId('history-from'), { target: { value: '2026-11-19' } });
    await waitFor(() => expect(historyFilters()).toHaveLength(2));
    fireEvent.change(screen.getByTestId('history-to'), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(historyFilters()).toHaveLength(3));
    expect(historyFilters()).toEqual([{}, { from: '2026-11-19', tz }, { from: '2026-11-19', to: '2026-11-20', tz }]);
    expect(location()).toBe(`${PAGES.history.route}?from=2026-11-19&to=2026-11-20`);
    expect(screen.getByTestId('history-to').getAttribute('min')).toBe('2026-11-19');

    fireEvent.change(screen.getByTestId('history-to'), { target: { value: '2026-11-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The end date cannot be before the start date');
    expect(screen.getByTestId('history-to')).toHaveProperty('value', '2026-11-01');
    expect(screen.getByTestId('history-to').getAttribute('aria-invalid')).toBe('true');
    expect(historyFilters()).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(historyFilters()).toHaveLength(4));
    expect(historyFilters().at(-1)).toEqual({});
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('history-from')).toHaveProperty('value', '');
    expect(screen.getByTestId('history-to')).toHaveProperty('value', '');
    expect(location()).toBe(PAGES.history.route);
  });

  it('keeps the type and days the URL names', async () => {
    renderHistory(`${PAGES.history.route}?type=shipment&from=2026-11-01&to=2026-11-30`);
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(historyFilters()).toEqual([{ type: 'shipment', from: '2026-11-01', to: '2026-11-30', tz }]);
    expect(screen.getByTestId('history-from')).toHaveProperty('value', '2026-11-01');
    expect(screen.getByTestId('history-to')).toHaveProperty('value', '2026-11-30');
  });

  it("opens each entry's document", async () => {
    renderHistory();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows().map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      `${PAGES.purchaseOrderDetail.route}?id=41`,
      `${PAGES.proformaDetail.route}?id=12`,
      PAGES.shipmentPlans.route,
      PAGES.quotations.route,
      `${PAGES.rfqDetail.route}?id=5`,
    ]);
    fireEvent.click(within(rows()[1] as HTMLElement).getByRole('link'));
    expect(location()).toBe(`${PAGES.proformaDetail.route}?id=12`);
  });

  it('links nothing of an RFQ that was deleted', async () => {
    entries = [
      { ...RFQ_POSTED, id: 95, at: '2026-11-21T09:00:00.000Z', action: 'rfq.delete' },
      ORDER_CANCELLED,
      RFQ_POSTED,
    ];
    renderHistory();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((row) => within(row).queryByRole('link') !== null)).toEqual([false, true, false]);
    expect(rows()[0]?.textContent).toContain('RFQ deleted');
  });

  it('says when nothing has happened yet, with the way to start', async () => {
    entries = [];
    renderHistory();
    expect((await screen.findByTestId('history-empty')).textContent).toContain(
      'Nothing has happened to your documents yet.',
    );
    expect(screen.queryByTestId('history-end')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Post an RFQ' }));
    expect(location()).toBe(PAGES.uploadInquiry.route);
  });

  it('says when nothing matches the filter, and shows everything again', async () => {
    entries = [];
    renderHistory(`${PAGES.history.route}?type=shipment&from=2026-11-01`);
    expect((await screen.findByTestId('history-empty')).textContent).toContain(
      'Nothing happened to documents of this kind in these days.',
    );
    entries = [ORDER_CANCELLED];
    fireEvent.click(screen.getByRole('button', { name: 'Show all of your history' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(historyFilters()).toEqual([{ type: 'shipment', from: '2026-11-01', tz }, {}]);
    expect(location()).toBe(PAGES.history.route);
  });

  it('shows the loading row while pages remain, and the end only once all are shown', async () => {
    entries = Array.from({ length: 25 }, (_, index) => ({ ...ORDER_CANCELLED, id: 200 - index }));
    renderHistory();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByText(/Loading more/)).toBeTruthy();
    expect(screen.queryByTestId('history-end')).toBeNull();
  });

  it('offers a retry when the History cannot be read', async () => {
    failing = true;
    renderHistory();
    await screen.findByTestId('load-failed');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
  });
});
