// @vitest-environment happy-dom
import { i18n } from '@mall/client/lib/i18n';
import { envelope } from '@mall/client/lib/test-envelope';
import { AFTER_SALES_OPEN_STATUSES, type AfterSalesSummary, type PurchaseOrderDetail } from '@mall/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/test-render';
import WorkstationPage from '../pages/workstation-page';
import { AfterSalesTab } from './after-sales-tab';
import { BOLTS, OVERDUE, REJECTED, RESOLVED, summaryOf } from './after-sales-test-data';
import { serveWorkstation } from './workstation-test-kit';

/** Order 41 with bolts taken in and refused: a case can be opened from it. */
const ORDER = {
  id: 41,
  number: 'PO-2026-0041',
  po_number: '',
  status: 'open',
  progress: 'received',
  currency: 'USD',
  total: '125.00',
  paid: '0.00',
  due: '125.00',
  proforma_invoice_id: 9,
  proforma_invoice_number: 'PI-2026-0009',
  deposit_due: '0.00',
  deposit_paid: '0.00',
  cancel_reason: null,
  created_at: '2026-03-01T08:00:00.000Z',
  lines: [
    {
      id: 411,
      product_id: 501,
      name: 'Steel bolt M8',
      quantity: 10,
      unit: 'pcs',
      unit_price: '12.50',
      amount: '125.00',
      shipped: 10,
      received: 10,
      accepted: 8,
      rejected: 2,
      open: 0,
    },
  ],
  payments: [],
  shipments: [],
} as unknown as PurchaseOrderDetail;

const fetchMock = serveWorkstation(serve);
let cases: AfterSalesSummary[];
let failing: boolean;

/** The fake server: the cases (filtered by state as the contract says), one in full, an order. */
async function serve(url: URL): Promise<Response | undefined> {
  if (url.pathname === '/api/buyer/v1/after_sales') {
    if (failing) return new Response('', { status: 503 });
    const status = url.searchParams.get('status');
    const list =
      status === 'all'
        ? cases
        : cases.filter((item) =>
            status === 'open'
              ? (AFTER_SALES_OPEN_STATUSES as readonly string[]).includes(item.status)
              : item.status === status,
          );
    return envelope({ list, total: list.length, page: 1, pageSize: 20 });
  }
  if (url.pathname === '/api/buyer/v1/after_sales/detail') return envelope(OVERDUE);
  if (url.pathname === '/api/buyer/v1/after_sales/claimable') return envelope({ list: [BOLTS] });
  if (url.pathname === '/api/buyer/v1/purchase_orders/detail') return envelope(ORDER);
}

const caseCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://mall.test'))
    .filter((url) => url.pathname === '/api/buyer/v1/after_sales');

const rowOf = (number: string) => screen.getByText(number).closest('tr') as HTMLElement;
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
const renderTab = (path: string) => renderPage(createElement(App, null, createElement(AfterSalesTab)), path);

beforeEach(() => {
  cases = [summaryOf(OVERDUE), summaryOf(RESOLVED), summaryOf(REJECTED)];
  failing = false;
});

describe('the After-sales tab', () => {
  it('shows each case with its goods, request, quantity, order, state, lateness and day', async () => {
    renderTab('/?tab=afterSales');
    const overdue = await waitFor(() => rowOf('AS-2026-000042'));
    expect(cellTexts(overdue)).toEqual([
      'AS-2026-000042',
      'Steel bolt M8',
      'Replacement',
      '3 pieces',
      'PO-2026-0041',
      'Waiting for an answerNo answer in 3 days',
      '5 Mar 2026',
    ]);
    expect(overdue.querySelector('img')?.getAttribute('src')).toBe('/media/bolt.jpg');
    const resolved = rowOf('AS-2026-000043');
    expect(within(resolved).getByTestId('case-status').textContent).toBe('Resolved');
    expect(within(resolved).queryByTestId('case-overdue')).toBeNull();
    expect(within(rowOf('AS-2026-000044')).getByText('Return')).toBeTruthy();

    fireEvent.click(within(overdue).getByRole('link', { name: 'PO-2026-0041' }));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=purchaseOrders&open=41');
  });

  it('asks the server for the cases of the state chosen, keeps it in the address, and offers them all when none', async () => {
    renderTab('/?tab=afterSales');
    await screen.findByText('AS-2026-000042');
    expect(caseCalls()[0]?.searchParams.get('status')).toBe('all');

    fireEvent.click(within(screen.getByTestId('cases-filter')).getByText('Open'));
    await waitFor(() => expect(screen.queryByText('AS-2026-000044')).toBeNull());
    expect(screen.getByText('AS-2026-000043')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/?tab=afterSales&filter=open');
    expect(caseCalls().at(-1)?.searchParams.get('status')).toBe('open');

    fireEvent.click(within(screen.getByTestId('cases-filter')).getByText('Waiting for your return'));
    await screen.findByText('No cases in this state.');
    expect(caseCalls().at(-1)?.searchParams.get('status')).toBe('waiting_return');
    fireEvent.click(screen.getByRole('button', { name: 'Show every case' }));
    await screen.findByText('AS-2026-000044');
    expect(screen.getByTestId('location').textContent).toBe('/?tab=afterSales');
  });

  it('opens a case in its drawer named in the address', async () => {
    renderTab('/?tab=afterSales&filter=open');
    fireEvent.click(await screen.findByTestId('case-open-42'));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=afterSales&filter=open&open=42');
    expect(await screen.findByTestId('case-drawer')).toBeTruthy();
  });

  it('leads a buyer without cases to a new one, its form named in the address', async () => {
    cases = [];
    renderTab('/?tab=afterSales');
    const empty = await screen.findByText(
      'No after-sales cases. If received goods are wrong or damaged, open a case within 30 days of the receipt.',
    );
    fireEvent.click(within(empty.closest('.ant-empty') as HTMLElement).getByRole('button', { name: /Open a case/ }));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=afterSales&new=1');
    expect(await screen.findByTestId('case-form')).toBeTruthy();
  });

  it('says when the cases could not be read, and reads them again on request', async () => {
    failing = true;
    renderTab('/?tab=afterSales');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByText('AS-2026-000042')).toBeTruthy();
  });

  it("is opened from a received order's drawer on the goods of that order", async () => {
    renderPage(createElement(App, null, createElement(WorkstationPage)), '/?tab=purchaseOrders&open=41');
    const drawer = await screen.findByTestId('purchase-order-drawer');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Open an after-sales case' }));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=afterSales&new=1&po=41');
    const form = await screen.findByTestId('case-form');
    expect(within(form).getByText('Steel bolt M8')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('After-sales');
  });

  it('is a tab of the workstation after the shipment plans, in both languages', async () => {
    renderPage(createElement(App, null, createElement(WorkstationPage)), '/?tab=afterSales');
    expect((await screen.findByTestId('tab-afterSales')).textContent).toBe('After-sales');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.indexOf('After-sales')).toBe(tabs.indexOf('Shipment plans') + 1);
    expect(tabs.indexOf('Vendors')).toBe(tabs.indexOf('After-sales') + 1);
    await screen.findByText('AS-2026-000042');
    cleanup();

    await i18n.changeLanguage('zh-Hans');
    renderPage(createElement(App, null, createElement(WorkstationPage)), '/?tab=afterSales');
    expect((await screen.findByTestId('tab-afterSales')).textContent).toBe('售后');
    const overdue = await waitFor(() => rowOf('AS-2026-000042'));
    for (const header of ['货物', '申请类型', '采购订单', '状态'])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(overdue).getByTestId('case-status').textContent).toBe('待答复');
    expect(within(overdue).getByTestId('case-overdue').textContent).toBe('3 天未答复');
    expect(within(overdue).getByText('换货')).toBeTruthy();
    for (const filter of ['全部', '处理中', '待您退货', '已关闭'])
      expect(within(screen.getByTestId('cases-filter')).getByText(filter)).toBeTruthy();
    expect(screen.getByRole('button', { name: /申请售后/ })).toBeTruthy();
  });
});
