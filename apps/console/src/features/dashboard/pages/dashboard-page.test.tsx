import { addConsoleTexts } from '@mall/client/console/locales/console-texts';
import { i18n } from '@mall/client/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RequireOperator } from '../../../app/require-operator';
import DashboardPage from './dashboard-page';

const COUNTS = {
  pending_accounts: 3,
  renewal_requests: 0,
  unanswered_rfqs: { under_1_day: 1, from_1_to_3_days: 0, over_3_days: 2 },
  unanswered_quotation_requests: { under_1_day: 0, from_1_to_3_days: 0, over_3_days: 0 },
  campaigns_ending_today: 1,
  mails_failed: 4,
  server_time: '2026-11-23T09:00:00.000Z',
};

function answer(data: unknown) {
  return new Response(JSON.stringify({ status: 200, data, result: { code: 0, message: 'success' } }));
}

function renderFor(role: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      answer(url.includes('/dashboard') ? COUNTS : { id: 1, email: 'op@mall.example', name: 'Op', role }),
    ),
  );
  const router = createMemoryRouter(
    [{ path: '/dashboard', element: <RequireOperator>{<DashboardPage />}</RequireOperator> }],
    { initialEntries: ['/dashboard'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function tile(title: string) {
  const card = screen.getByText(title).closest('[data-testid="dashboard-tile"]');
  if (!card) throw new Error(`no tile ${title}`);
  return within(card as HTMLElement);
}

beforeAll(() => addConsoleTexts());
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard', () => {
  it('counts what waits, by age for requests, and links only to pages the role may use', async () => {
    await i18n.changeLanguage('en');
    renderFor('reviewer');
    await screen.findByText('Registrations to review');
    expect(tile('Registrations to review').getByText('3')).toBeTruthy();
    expect(tile('Registrations to review').getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      '/accounts?status=pending',
    );
    expect(tile('Mails that failed to send').getByText('4')).toBeTruthy();
    expect(tile('Mails that failed to send').queryByRole('link')).toBeNull();
    const rfqs = tile('RFQs to quote');
    expect(rfqs.getByText('Over 3 days')).toBeTruthy();
    expect(rfqs.getAllByText('2').length).toBeGreaterThan(0);
    expect(screen.queryByText('Nothing waiting')).toBeNull();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderFor('admin');
    await screen.findByText('发送失败的邮件');
    expect(tile('发送失败的邮件').getByRole('link', { name: '查看' }).getAttribute('href')).toBe(
      '/outbox?status=failed',
    );
    await i18n.changeLanguage('en');
  });
});
