import {
  CLIENT_MAPPED_CODES,
  EARLY_READS_GLOBAL,
  ERROR_MESSAGES,
  REQUEST_TIMEOUT_MS,
  STORAGE_KEYS,
} from '@mall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request, requestAnswer, withMarket } from './api-client';
import { configureClient } from './client-hooks';
import { i18n } from './i18n';
import { reportNetworkAnswer } from './network-status';
import { stubFetch } from './test-fetch';

const fetchMock = stubFetch();
const hooks = { onLoading: vi.fn(), onError: vi.fn(), onSuccess: vi.fn(), onLoginRequired: vi.fn() };

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function envelope(status: number, code: number, message: string, data: unknown = null) {
  return { status, data, result: { code, message } };
}

function lastError(): unknown {
  return hooks.onError.mock.calls.at(-1);
}

beforeEach(async () => {
  configureClient(hooks);
  localStorage.clear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.useRealTimers();
  // A network failure marks the site unreachable (network-status.ts) until an answer comes.
  reportNetworkAnswer();
});

describe('request: success', () => {
  it('sends a GET with its query, the empty Authorization header and same-origin credentials, and returns data', async () => {
    fetchMock.mockResolvedValue(answer(envelope(200, 0, 'success', { list: [1] })));
    const data = await request('/api/shop/swiper', { query: { page: 2, q: 'a b', skipped: undefined } });

    expect(data).toEqual({ list: [1] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/shop/swiper?page=2&q=a+b');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Authorization')).toBe('');
    expect(new Headers(init?.headers).has('Authorization')).toBe(true);
  });

  it('shows the loading indicator during the call and clears it after', async () => {
    fetchMock.mockResolvedValue(answer(envelope(200, 0, 'success', {})));
    await request('/api/shop/swiper');
    expect(hooks.onLoading.mock.calls).toEqual([[true], [false]]);
  });

  it('keeps one loading indicator while parallel calls are pending', async () => {
    fetchMock.mockImplementation(async () => answer(envelope(200, 0, 'success', {})));
    await Promise.all([request('/api/a'), request('/api/b')]);
    expect(hooks.onLoading.mock.calls).toEqual([[true], [false]]);
  });

  it('shows no loading indicator when hideLoading is set', async () => {
    fetchMock.mockResolvedValue(answer(envelope(200, 0, 'success', {})));
    await request('/api/shop/swiper', { hideLoading: true });
    expect(hooks.onLoading).not.toHaveBeenCalled();
  });

  it('posts a form-encoded body', async () => {
    fetchMock.mockResolvedValue(answer(envelope(200, 0, 'success', { ok: true })));
    await request('/api/purchase/v1/h5/customer/login', { body: { email: 'a@b.co', password: 'x&y' } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init?.body).toBe('email=a%40b.co&password=x%26y');
  });

  it('posts a JSON body when the call carries a list of objects', async () => {
    fetchMock.mockResolvedValue(answer(envelope(200, 0, 'success', { id: 1 })));
    const lines = [{ line_id: 3, received: 5, rejected: 1, reason: 'dented' }];
    await request('/api/buyer/v1/receipts', { json: { shipment_id: 9, lines } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toMatch(/^application\/json/);
    expect(JSON.parse(String(init?.body))).toEqual({ shipment_id: 9, lines });
  });

  it('posts a JSON body with nested lines as JSON', async () => {
    fetchMock.mockResolvedValue(answer(envelope(200, 0, 'success', { id: 1 })));
    const json = { rfq_id: 3, lines: [{ name: 'Bolt', unit_price: '0.10' }], payment_terms: { deposit_percent: 30 } };
    await request('/api/console/v1/quotations', { json });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toMatch(/^application\/json/);
    expect(JSON.parse(String(init?.body))).toEqual(json);
  });
});

describe('request: market segment', () => {
  it('keeps /en/ when no shopCurrency is stored', async () => {
    fetchMock.mockResolvedValue(answer(envelope(200, 0, 'success', {})));
    await request('/api/en/shop/product/recommend', { query: { page: 1 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/en/shop/product/recommend?page=1');
  });

  it('rewrites /en/ with the stored shopCurrency', async () => {
    localStorage.setItem(STORAGE_KEYS.shopCurrency, 'cn');
    fetchMock.mockResolvedValue(answer(envelope(200, 0, 'success', {})));
    await request('/api/en/shop/product/recommend');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/cn/shop/product/recommend');
  });

  it('ignores an unknown stored segment and leaves fixed /cn/ paths and market-free paths alone', () => {
    expect(withMarket('/api/cn/scan_code/shop/cart', 'en')).toBe('/api/cn/scan_code/shop/cart');
    expect(withMarket('/api/shop/swiper', 'cn')).toBe('/api/shop/swiper');
  });

  it('falls back to en for an unknown stored value', async () => {
    localStorage.setItem(STORAGE_KEYS.shopCurrency, '../admin');
    fetchMock.mockResolvedValue(answer(envelope(200, 0, 'success', {})));
    await request('/api/en/shop/product/recommend');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/en/shop/product/recommend');
  });
});

describe("request: the page's early reads", () => {
  const earlyReads = window as unknown as Record<string, Record<string, Promise<Response>> | undefined>;
  afterEach(() => {
    delete earlyReads[EARLY_READS_GLOBAL];
  });

  it('takes the answer the page asked for at the same address once, and asks the server for the next read', async () => {
    earlyReads[EARLY_READS_GLOBAL] = {
      '/api/en/shop/product/detail?id=7': Promise.resolve(answer(envelope(200, 0, 'success', { id: 7, early: true }))),
    };
    fetchMock.mockResolvedValue(answer(envelope(200, 0, 'success', { id: 7, early: false })));

    expect(await request('/api/en/shop/product/detail', { query: { id: 7 } })).toEqual({ id: 7, early: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await request('/api/en/shop/product/detail', { query: { id: 7 } })).toEqual({ id: 7, early: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves an early read of another address, or of another market, for its own caller', async () => {
    localStorage.setItem(STORAGE_KEYS.shopCurrency, 'cn');
    const early = Promise.resolve(answer(envelope(200, 0, 'success', { early: true })));
    earlyReads[EARLY_READS_GLOBAL] = { '/api/en/shop/product/detail?id=7': early };
    fetchMock.mockResolvedValue(answer(envelope(200, 0, 'success', { early: false })));

    expect(await request('/api/en/shop/product/detail', { query: { id: 7 } })).toEqual({ early: false });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/cn/shop/product/detail?id=7');
    expect(earlyReads[EARLY_READS_GLOBAL]).toEqual({ '/api/en/shop/product/detail?id=7': early });
  });

  it('asks the server when the early read failed on the network', async () => {
    earlyReads[EARLY_READS_GLOBAL] = { '/api/shop/swiper': Promise.reject(new TypeError('Failed to fetch')) };
    fetchMock.mockResolvedValue(answer(envelope(200, 0, 'success', { list: [1] })));
    expect(await request('/api/shop/swiper')).toEqual({ list: [1] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for an early read when the caller cancels, and keeps quiet', async () => {
    earlyReads[EARLY_READS_GLOBAL] = { '/api/shop/swiper': new Promise<Response>(() => undefined) };
    const controller = new AbortController();
    const pending = request('/api/shop/swiper', { hideLoading: true, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(hooks.onError).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('request: failures', () => {
  it('toasts "API error" with the message for an HTTP status other than 200, and rejects', async () => {
    fetchMock.mockResolvedValue(answer(envelope(429, 429, 'Too many requests'), 429));
    const error = await request('/api/shop/swiper').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 429 });
    expect(lastError()).toEqual(['API error: Too many requests', 'fail']);
    // The loading indicator was cleared before the error was shown.
    expect(hooks.onLoading.mock.invocationCallOrder.at(-1)).toBeLessThan(
      hooks.onError.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('uses the HTTP status text when a non-200 answer has no envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(request('/api/shop/swiper')).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(lastError()).toEqual(['API error: Bad Gateway', 'fail']);
  });

  it.each(CLIENT_MAPPED_CODES)('shows the client text for code %i, not the server message', async (code) => {
    fetchMock.mockResolvedValue(answer(envelope(code, code, 'server wording')));
    await expect(request('/api/buyer/v1/h5/customer/register', { body: {} })).rejects.toMatchObject({
      kind: 'result',
      code,
    });
    expect(lastError()).toEqual([ERROR_MESSAGES.en[code], 'notice']);
  });

  it('shows the client text in Chinese when the interface is Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    fetchMock.mockResolvedValue(answer(envelope(60111, 60111, 'The Email already exists!')));
    await expect(request('/api/buyer/v1/h5/customer/register', { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(lastError()).toEqual([ERROR_MESSAGES['zh-Hans'][60111], 'notice']);
  });

  it('on 401 asks for a login and shows no error besides', async () => {
    fetchMock.mockResolvedValue(answer(envelope(401, 401, 'Not logged in')));
    await expect(request('/api/shop/cart/num')).rejects.toMatchObject({ kind: 'result', code: 401 });
    expect(hooks.onLoginRequired).toHaveBeenCalledTimes(1);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it("toasts the server's message for any other code", async () => {
    fetchMock.mockResolvedValue(answer(envelope(400, 400, 'pageSize: must be at most 100')));
    await expect(request('/api/en/shop/product/recommend')).rejects.toMatchObject({ kind: 'result', code: 400 });
    expect(lastError()).toEqual(['pageSize: must be at most 100', 'notice']);
  });

  it('says "API error" when a failed envelope carries no message', async () => {
    fetchMock.mockResolvedValue(answer({ status: 500, data: null }));
    await expect(request('/api/shop/swiper')).rejects.toMatchObject({ kind: 'result', code: 500 });
    expect(lastError()).toEqual(['API error', 'notice']);
  });

  it('treats a 200 answer that is not an envelope as a network failure', async () => {
    fetchMock.mockResolvedValue(new Response('<html>captive portal</html>', { status: 200 }));
    await expect(request('/api/shop/swiper')).rejects.toMatchObject({ kind: 'network' });
    expect(lastError()).toEqual(['Network error', 'fail']);
  });

  it('toasts the error message on a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/api/shop/swiper')).rejects.toMatchObject({ kind: 'network' });
    expect(lastError()).toEqual(['Failed to fetch', 'fail']);
  });

  it('toasts no further network failure while the site is known unreachable, and again once an answer came', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/api/shop/swiper')).rejects.toMatchObject({ kind: 'network' });
    await expect(request('/api/shop/category')).rejects.toMatchObject({ kind: 'network' });
    expect(hooks.onError).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(answer(envelope(200, 0, 'success')));
    await request('/api/shop/swiper');
    await expect(request('/api/shop/category')).rejects.toMatchObject({ kind: 'network' });
    expect(hooks.onError).toHaveBeenCalledTimes(2);
  });

  it('times out after REQUEST_TIMEOUT_MS and says so', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request('/api/shop/swiper').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
    expect(lastError()).toEqual(['The request timed out. Please try again.', 'fail']);
  });

  it('times out while a slow body is still arriving', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async (_url, init) => {
      const body = new ReadableStream({
        start(controller) {
          init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body, { status: 200 });
    });
    const pending = request('/api/shop/swiper').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('stays quiet when the caller cancels', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request('/api/shop/swiper', { hideLoading: true, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(hooks.onLoading).not.toHaveBeenCalled();
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('silent calls show neither loading nor errors, and still reject', async () => {
    fetchMock.mockResolvedValue(answer(envelope(401, 401, 'Not logged in')));
    await expect(request('/api/user/info', { silent: true })).rejects.toMatchObject({ code: 401 });
    expect(hooks.onLoading).not.toHaveBeenCalled();
    expect(hooks.onError).not.toHaveBeenCalled();
    expect(hooks.onLoginRequired).not.toHaveBeenCalled();
  });
});

describe('request: codes a page shows itself', () => {
  it('does not toast a handled code, and hands the answer data to the caller', async () => {
    fetchMock.mockResolvedValue(
      answer(envelope(60115, 60115, 'The password is incorrect.', { wrong_attempts: 2, max_attempts: 5 })),
    );
    const failure = request('/api/purchase/v1/h5/customer/login', { method: 'POST', body: {}, handledCodes: [60115] });
    await expect(failure).rejects.toMatchObject({ kind: 'result', code: 60115, data: { wrong_attempts: 2 } });
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('still reports codes the caller did not name', async () => {
    fetchMock.mockResolvedValue(answer(envelope(60111, 60111, 'exists')));
    await expect(request('/x', { handledCodes: [60115] })).rejects.toBeInstanceOf(ApiError);
    expect(lastError()).toEqual([ERROR_MESSAGES.en[60111], 'notice']);
  });

  it("requestAnswer keeps the server's success message", async () => {
    fetchMock.mockResolvedValue(
      answer(envelope(200, 0, 'Please login to your mailbox to view and change your password')),
    );
    await expect(requestAnswer('/web/forget/password', { query: { email: 'a@b.co' } })).resolves.toEqual({
      data: null,
      message: 'Please login to your mailbox to view and change your password',
    });
  });
});
