import { i18n } from '@mall/client/lib/i18n';
import { reportNetworkAnswer, reportNetworkFailure } from '@mall/client/lib/network-status';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

function renderBanner() {
  return render(<OfflineBanner />);
}

/** What the browser reports, with the event it fires. */
function browserGoes(state: 'online' | 'offline') {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(state === 'online');
  act(() => {
    window.dispatchEvent(new Event(state));
  });
}

const banner = () => screen.queryByTestId('offline-banner');

afterEach(async () => {
  vi.restoreAllMocks();
  act(() => reportNetworkAnswer());
  await i18n.changeLanguage('en');
});

describe('OfflineBanner', () => {
  it('shows nothing while the site can be reached', () => {
    renderBanner();
    expect(banner()).toBeNull();
  });

  it('appears when the browser goes offline and goes when it is back', () => {
    renderBanner();
    browserGoes('offline');
    expect(banner()?.textContent).toBe('You are offline. Pages you opened before still show.');
    expect(banner()?.getAttribute('role')).toBe('status');
    browserGoes('online');
    expect(banner()).toBeNull();
  });

  it('appears when a call finds no network though the browser claims a connection, and goes with the next answer', () => {
    renderBanner();
    act(() => reportNetworkFailure());
    expect(banner()).not.toBeNull();
    act(() => reportNetworkAnswer());
    expect(banner()).toBeNull();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderBanner();
    browserGoes('offline');
    expect(banner()?.textContent).toBe('当前处于离线状态，仍可查看之前打开过的页面。');
  });
});
