// The set-up every workstation test shares: kept out of the test files, as a test file imported by
// another would run its tests there too.
import { addDesktopTexts } from '@mall/client/desktop/desktop-texts';
import { resetClientState, setUserInfo } from '@mall/client/lib/client-state';
import { i18n } from '@mall/client/lib/i18n';
import { envelope } from '@mall/client/lib/test-envelope';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { BUYER } from './vendors-test-data';

/** A test's fake server: its answer to a request, or nothing to get an empty page. */
export type Serve = (url: URL, init?: RequestInit) => Response | undefined | Promise<Response | undefined>;

/**
 * Puts `serve` behind `fetch` for each test of the file, with the buyer signed in (the server answers the
 * account itself), the desk's texts in English, and the page unmounted after. Returns the fake `fetch`, to
 * read what was asked.
 */
export function serveWorkstation(serve: Serve) {
  const fetchMock = vi.fn<typeof fetch>();

  beforeAll(async () => {
    await addDesktopTexts();
  });

  beforeEach(async () => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://mall.test');
      if (url.pathname === '/api/user/info') return envelope(BUYER);
      return (await serve(url, init)) ?? envelope({ list: [], total: 0, page: 1, pageSize: 20 });
    });
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.clear();
    resetClientState();
    setUserInfo({ status: 200, data: BUYER });
    await i18n.changeLanguage('en');
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  return fetchMock;
}

/** The POSTs sent through the fake `fetch`, each by path with its parsed body. */
export const postsOf = (fetchMock: ReturnType<typeof serveWorkstation>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({
      path: new URL(String(input), 'http://mall.test').pathname,
      body: JSON.parse(String(init?.body)) as unknown,
    }));

/** antd's latest confirmation, over the drawer (one closed may still be fading out). */
export const confirmDialog = (count = 1) =>
  waitFor(() => {
    const dialogs = document.querySelectorAll<HTMLElement>('.ant-modal-confirm');
    if (dialogs.length < count) throw new Error('no confirmation');
    return dialogs[dialogs.length - 1] as HTMLElement;
  });
