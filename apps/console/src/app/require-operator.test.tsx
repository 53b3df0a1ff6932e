import { addConsoleTexts } from '@mall/client/console/locales/console-texts';
import { getOperators } from '@mall/client/console/operators/get-operators';
import { i18n } from '@mall/client/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { message } from 'antd';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleLayout } from './console-layout';
import { RequireOperator } from './require-operator';
import { wireClient } from './wire-client';

vi.mock('antd', async (original) => {
  const antd = await original<typeof import('antd')>();
  return { ...antd, message: { ...antd.message, error: vi.fn(), warning: vi.fn(), success: vi.fn() } };
});

function envelope(status: number, data: unknown, text = status === 200 ? 'success' : 'Not logged in') {
  return new Response(JSON.stringify({ status, data, result: { code: status === 200 ? 0 : status, message: text } }), {
    status: 200,
  });
}

const REVIEWER = { id: 7, email: 'rita@mall.example', name: 'Rita Reviewer', role: 'reviewer' };

function LoginStandIn() {
  const location = useLocation();
  return <p>login page {location.search}</p>;
}

function renderAt(path: string, queryClient: QueryClient, page = <p>accounts list</p>) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginStandIn /> },
      {
        element: (
          <RequireOperator>
            <ConsoleLayout />
          </RequireOperator>
        ),
        children: [{ path: '/accounts', element: page }],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

let queryClient: QueryClient;

beforeAll(() => addConsoleTexts());

beforeEach(async () => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  wireClient(queryClient);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the login guard', () => {
  it('sends a visitor without an operator session to the login page, to come back afterwards', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(401, null)),
    );
    renderAt('/accounts?status=renewal', queryClient);
    expect(
      await screen.findByText(`login page ?redirect=${encodeURIComponent('/accounts?status=renewal')}`),
    ).toBeTruthy();
    expect(screen.queryByText('accounts list')).toBeNull();
  });

  it("shows a reviewer the page, their name and role, and only their role's menu entries", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(200, REVIEWER)),
    );
    renderAt('/accounts', queryClient);
    expect(await screen.findByText('accounts list')).toBeTruthy();
    expect(screen.getByTestId('operator-name').textContent).toBe('Rita Reviewer Reviewer');
    expect(screen.getAllByText('Accounts').length).toBeGreaterThan(0);
    for (const hidden of ['Operators', 'Outbox', 'Audit log']) expect(screen.queryByText(hidden)).toBeNull();
  });

  it('shows the menu in Chinese after the language changes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(200, { ...REVIEWER, role: 'admin' })),
    );
    await i18n.changeLanguage('zh-Hans');
    renderAt('/accounts', queryClient);
    expect(await screen.findByText('accounts list')).toBeTruthy();
    for (const entry of ['账号审核', '发件箱', '审计日志', '操作员'])
      expect(screen.getAllByText(entry).length).toBeGreaterThan(0);
    expect(screen.getByTestId('operator-name').textContent).toBe('Rita Reviewer 管理员');
  });
});

describe('the wired client', () => {
  it('turns a 401 on any console call into the login page, told once', async () => {
    let loggedIn = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (loggedIn && url.endsWith('/me') ? envelope(200, REVIEWER) : envelope(401, null))),
    );
    renderAt('/accounts', queryClient);
    await screen.findByText('accounts list');
    loggedIn = false;
    // The session ended elsewhere: two calls fail at once.
    await Promise.allSettled([getOperators({ page: 1, pageSize: 20 }), getOperators({ page: 2, pageSize: 20 })]);
    expect(await screen.findByText(`login page ?redirect=${encodeURIComponent('/accounts')}`)).toBeTruthy();
    expect(message.warning).toHaveBeenCalledWith({ key: 'session-ended', content: 'Please log in again.' });
  });

  it("shows a refusal's text in an antd message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(403, null, 'Your role does not allow this.')),
    );
    await expect(getOperators({ page: 1, pageSize: 20 })).rejects.toMatchObject({ code: 403 });
    expect(message.error).toHaveBeenCalledWith('Your role does not allow this.');
  });
});
