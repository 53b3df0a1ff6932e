import { i18n } from '@mall/client/lib/i18n';
import { stubFetch } from '@mall/client/lib/test-fetch';
import { beforeEach } from 'vitest';
import { wireClient } from '../app/wire-client';

const BASE = 'http://mall.test';

/**
 * A fake server for a file of page tests: in every test `fetch` is answered by `serve` (given the
 * parsed URL), the client is wired to the app's toasts, and the language is English. What the page
 * sent is read back through the mock and the helpers.
 */
export function fakeApi(serve: (url: URL, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = stubFetch();
  beforeEach(async () => {
    fetchMock.mockImplementation(async (input, init) => serve(new URL(String(input), BASE), init));
    wireClient();
    await i18n.changeLanguage('en');
  });
  const callsTo = (path: string) =>
    fetchMock.mock.calls
      .map(([input, init]) => ({ url: new URL(String(input), BASE), init }))
      .filter(({ url }) => url.pathname === path);
  return {
    fetchMock,
    /** The query of each call to `path`, without its paging. */
    queries(path: string): Record<string, string>[] {
      return callsTo(path).map(({ url }) => {
        const { page: _page, pageSize: _pageSize, ...query } = Object.fromEntries(url.searchParams);
        return query;
      });
    },
    /** The JSON body of each POST to `path`. */
    jsonBodies(path: string): unknown[] {
      return callsTo(path).map(({ init }) => JSON.parse(String(init?.body)));
    },
  };
}
