import { addConsoleTexts } from '@mall/client/console/locales/console-texts';
import { i18n } from '@mall/client/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { caseDetail, envelope, queueRow, unitsAnswer } from '../test-fixtures';
import AfterSalesPage from './after-sales-page';

const PAGE = {
  list: [
    queueRow(),
    queueRow({
      id: 43,
      number: 'AS-2026-000043',
      status: 'accepted',
      type: 'refund',
      overdue: false,
      name: 'Hex nut M8',
      quantity: 2,
      unit: 'box',
      created_at: new Date(Date.now() - 5 * 3_600_000).toISOString(),
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

/** Serves the queue (`page`) and the case; answers which queue queries were asked. */
function serve(page: unknown = PAGE, code = 0) {
  const fetch = vi.fn(
    async (url: string, _init?: RequestInit) =>
      unitsAnswer(url) ??
      (url.includes('/after_sales/detail') ? envelope(caseDetail()) : envelope(code ? null : page, code, 'refused')),
  );
  vi.stubGlobal('fetch', fetch);
  const queue = () =>
    fetch.mock.calls
      .map(([url]) => new URL(url, 'http://console.test'))
      .filter((url) => url.pathname === '/api/console/v1/after_sales')
      .map((url) => Object.fromEntries(url.searchParams));
  return queue;
}

function renderPage(entry = '/after-sales') {
  const router = createMemoryRouter([{ path: '/after-sales', element: <AfterSalesPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

function row(number: string) {
  const cell = screen.getByText(number).closest('tr');
  if (!cell) throw new Error(`no row ${number}`);
  return within(cell);
}

beforeAll(async () => {
  await addConsoleTexts();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the after-sales queue', () => {
  it('lists the open cases oldest first with their age, and marks the overdue ones', async () => {
    await i18n.changeLanguage('en');
    const queue = serve();
    renderPage();
    await screen.findByText('AS-2026-000042');
    expect(queue()[0]).toEqual({ status: 'open', page: '1', pageSize: '20' });
    const first = row('AS-2026-000042');
    for (const text of ['Jiangnan Hardware', 'Replacement', 'Hex bolt M8', '40 pieces', 'PO-2026-000007', 'Submitted'])
      expect(first.getByText(text)).toBeTruthy();
    expect(first.getByTestId('case-age').textContent).toBe('3 days');
    expect(first.getByTestId('overdue').textContent).toBe('Overdue');
    expect(first.getByRole('link', { name: 'PO-2026-000007' }).getAttribute('href')).toBe('/orders?po=7');
    const second = row('AS-2026-000043');
    expect(second.getByText('2 boxes')).toBeTruthy();
    expect(second.getByText('Refund')).toBeTruthy();
    expect(second.getByTestId('case-age').textContent).toBe('5 hours');
    expect(second.queryByTestId('overdue')).toBeNull();
    const numbers = screen.getAllByText(/^AS-2026-/).map((cell) => cell.textContent);
    expect(numbers).toEqual(['AS-2026-000042', 'AS-2026-000043']);
  });

  it('sends the state and "overdue only" filters, kept in the address', async () => {
    await i18n.changeLanguage('en');
    const queue = serve();
    const router = renderPage();
    await screen.findByText('AS-2026-000042');

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(queue().at(-1)).toEqual({ status: 'all', page: '1', pageSize: '20' }));

    fireEvent.click(screen.getByRole('tab', { name: 'Waiting for return' }));
    await waitFor(() => expect(queue().at(-1)?.status).toBe('waiting_return'));

    fireEvent.click(screen.getByTestId('overdue-only'));
    await waitFor(() =>
      expect(queue().at(-1)).toEqual({ status: 'waiting_return', overdue: '1', page: '1', pageSize: '20' }),
    );
    expect(router.state.location.search).toBe('?status=waiting_return&overdue=1');
  });

  it('opens a case from its row, keeping it in the address', async () => {
    await i18n.changeLanguage('en');
    serve();
    const router = renderPage();
    await screen.findByText('AS-2026-000042');
    fireEvent.click(row('AS-2026-000042').getByTestId('open-case'));
    expect(await screen.findByText('AS-2026-000042 · Replacement')).toBeTruthy();
    expect(router.state.location.search).toBe('?case=42');
  });

  it('says when there is nothing to answer', async () => {
    await i18n.changeLanguage('en');
    serve({ list: [], total: 0, page: 1, pageSize: 20 });
    renderPage('/after-sales?overdue=1');
    expect(await screen.findByText('No after-sales cases here.')).toBeTruthy();
  });

  it('shows a failed read with a way to try again', async () => {
    await i18n.changeLanguage('en');
    serve(null, 403);
    renderPage();
    const problem = await screen.findByTestId('load-error');
    expect(within(problem).getByText('This list could not be loaded.')).toBeTruthy();
    expect(within(problem).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    serve();
    renderPage();
    await screen.findByText('AS-2026-000042');
    const first = row('AS-2026-000042');
    expect(first.getByText('换货')).toBeTruthy();
    expect(first.getByText('待处理')).toBeTruthy();
    expect(first.getByTestId('case-age').textContent).toBe('3 天');
    expect(first.getByTestId('overdue').textContent).toBe('超时');
    expect(screen.getByRole('tab', { name: '处理中' })).toBeTruthy();
    expect(screen.getByText('仅看超时')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '采购订单' })).toBeTruthy();
  });
});
