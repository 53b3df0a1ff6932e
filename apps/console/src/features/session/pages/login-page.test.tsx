import { addConsoleTexts } from '@mall/client/console/locales/console-texts';
import { i18n } from '@mall/client/lib/i18n';
import { ErrorCode } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';

function envelope(status: number, data: unknown, code = status === 200 ? 0 : status) {
  return new Response(JSON.stringify({ status, data, result: { code, message: 'server words' } }), { status: 200 });
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/audit', element: <p>audit page</p> },
    ],
    { initialEntries: ['/login?redirect=%2Faudit'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function submit(email: string, password: string) {
  fireEvent.change(await screen.findByTestId('login-email'), { target: { value: email } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

beforeAll(() => addConsoleTexts());

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the login page', () => {
  it('tells a locked operator, by the code, in the chosen language', async () => {
    await i18n.changeLanguage('zh-Hans');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/me') ? envelope(401, null) : envelope(ErrorCode.ACCOUNT_LOCKED, null),
      ),
    );
    renderLogin();
    await submit('admin@mall.example', 'wrong password');
    expect((await screen.findByTestId('login-error')).textContent).toBe('账号已被锁定，请5分钟后再试');
  });

  it('goes back to the page asked for after logging in', async () => {
    await i18n.changeLanguage('en');
    const operator = { id: 1, email: 'admin@mall.example', name: 'Admin', role: 'admin' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.endsWith('/me') ? envelope(401, null) : envelope(200, operator))),
    );
    renderLogin();
    await submit(operator.email, 'right password 1');
    expect(await screen.findByText('audit page')).toBeTruthy();
  });
});
