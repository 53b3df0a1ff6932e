import { request } from '@mall/client/lib/api-client';
import { i18n } from '@mall/client/lib/i18n';
import { stubFetch } from '@mall/client/lib/test-fetch';
import Modal from 'antd-mobile/es/components/modal';
import Toast from 'antd-mobile/es/components/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../lib/navigation';
import { envelope } from '../lib/test-render';
import { wireClient } from './wire-client';

vi.mock('antd-mobile/es/components/toast', () => ({ default: { show: vi.fn(), clear: vi.fn() } }));
vi.mock('antd-mobile/es/components/modal', () => ({ default: { alert: vi.fn(() => Promise.resolve()) } }));

const fetchMock = stubFetch();
const navigate = vi.fn();

function lastToast(): unknown {
  return vi.mocked(Toast.show).mock.calls.at(-1)?.[0];
}

beforeEach(async () => {
  setNavigator(navigate);
  wireClient();
  window.location.hash = '#/pages/cart/index?tab=mall';
  await i18n.changeLanguage('en');
});

describe('the storefront wiring of the API client', () => {
  it('shows the loading toast during a call and clears it after', async () => {
    fetchMock.mockResolvedValue(envelope({}));
    await request('/api/shop/swiper');
    await vi.waitFor(() => expect(Toast.clear).toHaveBeenCalledTimes(1));
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ icon: 'loading', duration: 0 }));
    // Shown before it was cleared, though the toasts' code arrives after the call began.
    expect(vi.mocked(Toast.show).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(Toast.clear).mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('toasts a transport fault with the fail icon and a business result without', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/api/shop/swiper')).rejects.toMatchObject({ kind: 'network' });
    await vi.waitFor(() => expect(lastToast()).toEqual({ icon: 'fail', content: 'Failed to fetch' }));

    fetchMock.mockResolvedValueOnce(envelope(null, 400, 'pageSize: must be at most 100'));
    await expect(request('/api/shop/swiper')).rejects.toMatchObject({ kind: 'result' });
    await vi.waitFor(() => expect(lastToast()).toEqual({ content: 'pageSize: must be at most 100' }));
  });

  it('on 401 shows a modal with a confirm button only, then opens the login page with the current route', async () => {
    fetchMock.mockResolvedValue(envelope(null, 401, 'Not logged in'));
    await expect(request('/api/shop/cart/num')).rejects.toMatchObject({ kind: 'result', code: 401 });

    await vi.waitFor(() => expect(Modal.alert).toHaveBeenCalledTimes(1));
    const props = vi.mocked(Modal.alert).mock.calls[0]?.[0];
    expect(props).toMatchObject({ confirmText: 'OK' });
    expect(props).not.toHaveProperty('cancelText');
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/pages/user/login?redirect=${encodeURIComponent('/pages/cart/index?tab=mall')}`,
        undefined,
      ),
    );
    expect(lastToast()).toMatchObject({ icon: 'loading' }); // no error toast besides the modal
  });

  it('shows one modal for parallel 401 answers', async () => {
    fetchMock.mockImplementation(async () => envelope(null, 401, 'Not logged in'));
    await Promise.allSettled([request('/api/a'), request('/api/b')]);
    await vi.waitFor(() => expect(Modal.alert).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Modal.alert).toHaveBeenCalledTimes(1);
  });
});
