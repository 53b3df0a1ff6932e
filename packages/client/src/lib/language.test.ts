import { LANG_COOKIE } from '@mall/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookie';

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up
  document.cookie = `${LANG_COOKIE}=; path=/; max-age=0`;
}

/** The module as a page starts it: nothing read yet. */
async function freshLanguage() {
  vi.resetModules();
  return import('./language');
}

afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
});

describe('language cookie', () => {
  it('en_US means English, anything else Chinese', async () => {
    (await freshLanguage()).persistLocale('en');
    expect(readCookie(LANG_COOKIE)).toBe('en_US');
    expect((await freshLanguage()).detectLocale()).toBe('en');
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up
    document.cookie = `${LANG_COOKIE}=fr_FR; path=/`;
    expect((await freshLanguage()).detectLocale()).toBe('zh-Hans');
  });

  it('writes zh_CN for Chinese and marks the document language', async () => {
    (await freshLanguage()).persistLocale('zh-Hans');
    expect(readCookie(LANG_COOKIE)).toBe('zh_CN');
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('sets a one-day cookie', async () => {
    const { persistLocale } = await freshLanguage();
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    persistLocale('en');
    expect(writes[0]).toMatch(/max-age=86400/);
  });

  it('without a cookie, follows the browser language like the server does, English otherwise', async () => {
    clearCookie();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    expect((await freshLanguage()).detectLocale()).toBe('zh-Hans');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    expect((await freshLanguage()).detectLocale()).toBe('en');
  });

  it('reads the cookie once, then answers what the page chose since', async () => {
    const { detectLocale, persistLocale } = await freshLanguage();
    persistLocale('zh-Hans');
    const reads = vi.spyOn(document, 'cookie', 'get');
    const { detectLocale: atStart } = await freshLanguage();
    expect(atStart()).toBe('zh-Hans');
    expect(atStart()).toBe('zh-Hans');
    expect(reads).toHaveBeenCalledTimes(1);
    persistLocale('en');
    expect(detectLocale()).toBe('en');
  });
});
