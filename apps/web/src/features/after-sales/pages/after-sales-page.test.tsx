import '../../../app/antd-mobile-react19';
import { i18n } from '@mall/client/lib/i18n';
import { formatDate } from '@mall/client/lib/locale';
import { AFTER_SALES_OPEN_STATUSES, type AfterSalesSummary, PAGES } from '@mall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../lib/fake-api';
import { envelope, renderRoutedPage } from '../../../lib/test-render';
import AfterSalesPage from './after-sales-page';
import { OVERDUE, REFUNDED, REJECTED, summaryOf, unitsIn, WAITING } from './after-sales-test-data';

const CASES_PATH = '/api/buyer/v1/after_sales';

/** What the fake server holds, and whether it fails. */
let cases: AfterSalesSummary[];
let failing: boolean;

const api = fakeApi((url) => {
  if (url.pathname === '/api/get/unit') return envelope(unitsIn(i18n.language));
  if (failing) return new Response('', { status: 500 });
  if (url.pathname !== CASES_PATH) throw new Error(`unexpected call ${url.pathname}`);
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const status = url.searchParams.get('status');
  const order = Number(url.searchParams.get('purchase_order_id') ?? 0);
  const kept = cases.filter(
    (item) =>
      (status === 'all' ||
        item.status === status ||
        (status === 'open' && (AFTER_SALES_OPEN_STATUSES as readonly string[]).includes(item.status))) &&
      (!order || item.purchase_order.id === order),
  );
  return envelope({ list: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length, page, pageSize });
});

const filters = () => api.queries(CASES_PATH);
const cards = () => screen.getAllByTestId('case-card');
const card = (id: number) => {
  const found = cards().find((element) => element.getAttribute('data-id') === String(id));
  if (!found) throw new Error(`no card of case ${id}`);
  return within(found);
};
const location = () => screen.getByTestId('location').textContent;

const renderCases = (path: string = PAGES.afterSales.route) => renderRoutedPage(AfterSalesPage, path);

beforeEach(() => {
  cases = [OVERDUE, WAITING, REFUNDED, REJECTED].map(summaryOf);
  failing = false;
});

describe('after-sales page', () => {
  it('shows each case with its goods, quantity, order, state and date, in English', async () => {
    renderCases();
    await waitFor(() => expect(cards()).toHaveLength(4));
    const overdue = card(OVERDUE.id);
    expect(overdue.getByText('AS-2026-000011')).toBeTruthy();
    expect(overdue.getByText('Hex Bolt M8x30')).toBeTruthy();
    expect(overdue.getByTestId('case-status').textContent).toBe('Waiting for an answer');
    expect(overdue.getByTestId('case-type').textContent).toBe('Replacement');
    expect(overdue.getByTestId('case-overdue').textContent).toBe('No answer in 3 days');
    await waitFor(() => expect(overdue.getByTestId('case-quantity').textContent).toBe('Quantity 5 boxes'));
    expect(overdue.getByTestId('case-order').textContent).toBe('Purchase order PO-2026-000041');
    expect(overdue.getByTestId('case-date').textContent).toBe(`Opened ${formatDate(OVERDUE.created_at, 'en')}`);
    expect(cards()[0]?.querySelector('img')?.getAttribute('src')).toBe(OVERDUE.image);

    // Answered in time, or answered at all: no overdue mark.
    const waiting = card(WAITING.id);
    expect(waiting.queryByTestId('case-overdue')).toBeNull();
    expect(waiting.getByTestId('case-type').textContent).toBe('Repair');
    expect(waiting.getByTestId('case-quantity').textContent).toBe('Quantity 1 piece');
    expect(card(REFUNDED.id).getByTestId('case-status').textContent).toBe('Resolved');
    expect(card(REJECTED.id).getByTestId('case-status').textContent).toBe('Rejected');

    expect(screen.getByTestId('cases-end').textContent).toBe('That is every case.');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Open',
      'Waiting for an answer',
      'Escalated',
      'Accepted',
      'Rejected',
      'Waiting for your return',
      'Resolved',
      'Closed',
    ]);
    expect(filters()).toEqual([{ status: 'all' }]);
  });

  it('shows them in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderCases();
    await waitFor(() => expect(cards()).toHaveLength(4));
    const overdue = card(OVERDUE.id);
    expect(overdue.getByTestId('case-status').textContent).toBe('待答复');
    expect(overdue.getByTestId('case-type').textContent).toBe('换货');
    expect(overdue.getByTestId('case-overdue').textContent).toBe('3 天未答复');
    expect(overdue.getByTestId('case-order').textContent).toBe('采购订单 PO-2026-000041');
    await waitFor(() => expect(overdue.getByTestId('case-quantity').textContent).toBe('数量 5 盒'));
    expect(overdue.getByTestId('case-date').textContent).toBe(`申请时间 ${formatDate(OVERDUE.created_at, 'zh-Hans')}`);
    expect(screen.getByTestId('cases-end').textContent).toBe('已显示全部售后单。');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部',
      '处理中',
      '待答复',
      '已升级',
      '已受理',
      '已拒绝',
      '待您退货',
      '已处理',
      '已关闭',
    ]);
    expect(screen.getByTestId('cases-new').textContent).toBe('申请售后');
  });

  it('asks for the cases of the tab chosen, and keeps the tab in the URL', async () => {
    renderCases();
    await waitFor(() => expect(cards()).toHaveLength(4));
    fireEvent.click(screen.getByRole('tab', { name: 'Open' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(location()).toBe(`${PAGES.afterSales.route}?status=open`);

    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]?.getAttribute('data-status')).toBe('rejected');
    expect(location()).toBe(`${PAGES.afterSales.route}?status=rejected`);
    expect(filters()).toEqual([{ status: 'all' }, { status: 'open' }, { status: 'rejected' }]);

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(location()).toBe(PAGES.afterSales.route);
  });

  it('keeps the status the URL names', async () => {
    renderCases(`${PAGES.afterSales.route}?status=resolved`);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(filters()).toEqual([{ status: 'resolved' }]);
    const tab = screen.getByTestId('cases-tab-resolved').querySelector('[role="tab"]');
    expect(tab?.getAttribute('aria-selected')).toBe('true');
  });

  it('shows only the cases of the order the URL names, and every case again on request', async () => {
    cases = [...cases, { ...summaryOf(WAITING), id: 99, purchase_order: { id: 42, number: 'PO-2026-000042' } }];
    renderCases(`${PAGES.afterSales.route}?purchase_order_id=42`);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(filters()).toEqual([{ status: 'all', purchase_order_id: '42' }]);
    const scope = within(screen.getByTestId('cases-order-scope'));
    expect(scope.getByText('Only the cases of purchase order PO-2026-000042')).toBeTruthy();

    // The tabs keep the order; a new case starts from its goods.
    fireEvent.click(screen.getByRole('tab', { name: 'Open' }));
    await waitFor(() => expect(location()).toBe(`${PAGES.afterSales.route}?status=open&purchase_order_id=42`));
    fireEvent.click(screen.getByTestId('cases-new'));
    expect(location()).toBe(`${PAGES.afterSalesNew.route}?purchase_order_id=42`);
  });

  it('drops the order from the list on request', async () => {
    renderCases(`${PAGES.afterSales.route}?purchase_order_id=41`);
    fireEvent.click(await screen.findByRole('button', { name: 'Show every case' }));
    expect(location()).toBe(PAGES.afterSales.route);
    await waitFor(() => expect(screen.queryByTestId('cases-order-scope')).toBeNull());
  });

  it('opens a case from its card, and the form from the bottom bar', async () => {
    renderCases();
    await waitFor(() => expect(cards()).toHaveLength(4));
    fireEvent.click(card(REFUNDED.id).getByRole('link'));
    expect(location()).toBe(`${PAGES.afterSalesDetail.route}?id=${REFUNDED.id}`);
  });

  it('offers a new case from the bottom bar', async () => {
    renderCases();
    fireEvent.click(screen.getByRole('button', { name: 'Open a case' }));
    expect(location()).toBe(PAGES.afterSalesNew.route);
  });

  it('says when there is no case yet, with the way to open one', async () => {
    cases = [];
    renderCases();
    const empty = await screen.findByTestId('cases-empty');
    expect(empty.textContent).toContain('No after-sales cases.');
    expect(screen.queryByTestId('cases-end')).toBeNull();
    fireEvent.click(within(empty).getByRole('button', { name: 'Open a case' }));
    expect(location()).toBe(PAGES.afterSalesNew.route);
  });

  it('says when no case is in the state chosen', async () => {
    renderCases(`${PAGES.afterSales.route}?status=closed`);
    expect((await screen.findByTestId('cases-empty')).textContent).toContain('No cases in this state.');
  });

  it('shows the loading row while pages remain, and the end only once all are shown', async () => {
    cases = Array.from({ length: 25 }, (_, index) => ({ ...summaryOf(WAITING), id: 100 + index }));
    renderCases();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.getByText(/Loading more/)).toBeTruthy();
    expect(screen.queryByTestId('cases-end')).toBeNull();
  });

  it('shows a skeleton first, and offers a retry when the cases cannot be read', async () => {
    failing = true;
    renderCases();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(await screen.findByText('The cases could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
  });
});
