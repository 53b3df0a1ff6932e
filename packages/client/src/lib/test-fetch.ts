import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A `fetch` mock put in place of the browser's for every test of the file that calls this at its
 * top, and taken away, with every mock's calls, after each.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
  return fetchMock;
}
