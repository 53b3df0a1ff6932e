import { addConsoleTexts } from '@mall/client/console/locales/console-texts';
import { i18n } from '@mall/client/lib/i18n';
import type { AccountEventPage, AccountSessionList, OperatorRole } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RequireOperator } from '../../../app/require-operator';
import { AccountActivitySection } from './account-activity-section';

const PHONE = { browser: 'Chrome 131', os: 'Android 14', kind: 'mobile' as const };
const DESK = { browser: 'Edge 131', os: 'Windows 10', kind: 'desktop' as const };

const SESSIONS: AccountSessionList = {
  list: [
    {
      id: 41,
      created_at: '2026-11-24T08:00:00.000Z',
      last_seen_at: '2026-11-25T09:30:00.000Z',
      expires_at: '2026-12-24T08:00:00.000Z',
      ip: '203.0.113.7',
      device: PHONE,
      current: false,
    },
    {
      id: 40,
      created_at: '2026-11-20T08:00:00.000Z',
      last_seen_at: '2026-11-20T08:00:00.000Z',
      expires_at: '2026-12-20T08:00:00.000Z',
      ip: '198.51.100.2',
      device: DESK,
      current: false,
    },
  ],
};

const EVENTS: AccountEventPage = {
  list: [
    {
      id: 9,
      kind: 'login_failed',
      at: '2026-11-25T09:00:00.000Z',
      ip: '192.0.2.66',
      device: DESK,
      detail: { attempts: 2, max_attempts: 5 },
    },
    { id: 8, kind: 'login', at: '2026-11-24T08:00:00.000Z', ip: '203.0.113.7', device: PHONE, detail: {} },
  ],
  total: 23,
  page: 1,
  pageSize: 10,
};

function envelope(data: unknown) {
  return new Response(JSON.stringify({ status: 200, data, result: { code: 0, message: 'success' } }));
}

/** The console's server as far as the section and the login guard ask it. */
function stubServer(role: OperatorRole) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/console/v1/me')) return envelope({ id: 1, email: 'op@mall.example', name: 'Op', role });
    if (url.startsWith('/api/console/v1/accounts/sessions/end')) return envelope({ list: [] });
    if (url.startsWith('/api/console/v1/accounts/sessions')) return envelope(SESSIONS);
    if (url.startsWith('/api/console/v1/accounts/activity')) return envelope(EVENTS);
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSection() {
  const router = createMemoryRouter(
    [
      {
        path: '/accounts',
        element: (
          <RequireOperator>
            <AccountActivitySection buyerId={12} company="Jiangnan Hardware" />
          </RequireOperator>
        ),
      },
    ],
    { initialEntries: ['/accounts'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

/** The texts of a table's body rows, cell by cell. */
function rows(testId: string): string[][] {
  return Array.from(screen.getByTestId(testId).querySelectorAll('tbody tr.ant-table-row')).map((row) =>
    Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? ''),
  );
}

beforeAll(async () => {
  await addConsoleTexts();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an account's devices and activity", () => {
  it('lists the devices and the latest activity the server answers, a warning marked, ten to a page', async () => {
    const fetch = stubServer('reviewer');
    renderSection();
    await waitFor(() => expect(rows('console-account-sessions')).toHaveLength(2));
    // Times in the operator's own zone, to the minute.
    const at = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
    expect(rows('console-account-sessions')).toEqual([
      ['Chrome 131 on Android 14', at('2026-11-24T08:00:00Z'), at('2026-11-25T09:30:00Z'), '203.0.113.7'],
      ['Edge 131 on Windows 10', at('2026-11-20T08:00:00Z'), at('2026-11-20T08:00:00Z'), '198.51.100.2'],
    ]);
    await waitFor(() => expect(rows('console-account-events')).toHaveLength(2));
    expect(rows('console-account-events')).toEqual([
      [at('2026-11-25T09:00:00Z'), 'Wrong password (2 of 5 tries)', 'Edge 131 on Windows 10', '192.0.2.66'],
      [at('2026-11-24T08:00:00Z'), 'Logged in', 'Chrome 131 on Android 14', '203.0.113.7'],
    ]);
    const events = within(screen.getByTestId('console-account-events'));
    expect(events.getAllByLabelText('Warning')).toHaveLength(1);
    expect(screen.getByText('23 in total')).toBeTruthy();
    const urls = fetch.mock.calls.map(([url]) => url);
    expect(urls).toContain('/api/console/v1/accounts/sessions?buyer_id=12');
    expect(urls).toContain('/api/console/v1/accounts/activity?buyer_id=12&page=1&pageSize=10');

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toContain(
        '/api/console/v1/accounts/activity?buyer_id=12&page=2&pageSize=10',
      ),
    );
  });

  it('shows a reviewer no way to sign the devices out', async () => {
    stubServer('reviewer');
    renderSection();
    await waitFor(() => expect(rows('console-account-sessions')).toHaveLength(2));
    expect(screen.queryByTestId('console-end-sessions')).toBeNull();
  });

  it('asks an administrator first, then signs every device out and reads the lists again', async () => {
    const fetch = stubServer('admin');
    renderSection();
    await waitFor(() => expect(rows('console-account-sessions')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('console-end-sessions'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Sign out every device of Jiangnan Hardware?');
    expect(dialog.textContent).toContain('The buyer will have to log in again on every device.');
    expect(fetch.mock.calls.some(([url]) => url.includes('/sessions/end'))).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out all devices' }));
    expect(await screen.findByText('Jiangnan Hardware has been signed out on every device.')).toBeTruthy();
    const end = fetch.mock.calls.find(([url]) => url === '/api/console/v1/accounts/sessions/end');
    expect(end?.[1]?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(end?.[1]?.body)))).toEqual({ buyer_id: '12' });
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => url.startsWith('/api/console/v1/accounts/sessions?'))).toHaveLength(2),
    );
  });
});
