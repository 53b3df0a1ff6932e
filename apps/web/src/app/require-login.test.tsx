import { resetClientState } from '@mall/client/lib/client-state';
import { i18n } from '@mall/client/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import Modal from 'antd-mobile/es/components/modal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../lib/navigation';
import { RequireLogin } from './require-login';

vi.mock('antd-mobile/es/components/modal', () => ({ default: { alert: vi.fn(() => Promise.resolve()) } }));

const navigate = vi.fn();

function answer(data: unknown) {
  return new Response(JSON.stringify({ status: 200, data, result: { code: 0, message: 'success' } }), { status: 200 });
}

function renderGuarded(route?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RequireLogin route={route}>
        <p>cart contents</p>
      </RequireLogin>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  sessionStorage.clear();
  resetClientState();
  setNavigator(navigate);
  window.location.hash = '#/pages/cart/index';
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('RequireLogin', () => {
  it('gives a visitor the 401 flow: the modal, then the login page with a redirect back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ login: 0 })),
    );
    renderGuarded();
    expect(await screen.findByText('This page is for logged-in buyers.')).toBeTruthy();
    expect(screen.queryByText('cart contents')).toBeNull();
    await vi.waitFor(() => expect(Modal.alert).toHaveBeenCalledWith(expect.objectContaining({ confirmText: 'OK' })));
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/pages/user/login?redirect=${encodeURIComponent('/pages/cart/index')}`,
        undefined,
      ),
    );
  });

  it('shows the page to a logged-in buyer', async () => {
    const buyer = { login: 1, id: 1, email: 'b@x.co', contact_name: 'B', company_name: 'X', status: 'member' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(buyer)),
    );
    renderGuarded();
    expect(await screen.findByText('cart contents')).toBeTruthy();
    expect(Modal.alert).not.toHaveBeenCalled();
  });

  it('does not prompt from a page being left (logout moves to the shop first)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ login: 0 })),
    );
    window.location.hash = '#/pages/home/index';
    renderGuarded('/pages/my/index');
    expect(await screen.findByText('This page is for logged-in buyers.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Modal.alert).not.toHaveBeenCalled();
  });
});
