import { LANG_COOKIE } from '@mall/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookie';
import { detectLocale, persistLocale } from './language';

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up
  document.cookie = `${LANG_COOKIE}=; path=/; max-age=0`;
}

afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
});

describe('language cookie', () => {
  it('en_US means English, anything else Chinese', () => {
    persistLocale('en');
    expect(readCookie(LANG_COOKIE)).toBe('en_US');
    expect(detectLocale()).toBe('en');
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up
    document.cookie = `${LANG_COOKIE}=fr_FR; path=/`;
    expect(detectLocale()).toBe('zh-Hans');
  });

  it('writes zh_CN for Chinese and marks the document language', () => {
    persistLocale('zh-Hans');
    expect(readCookie(LANG_COOKIE)).toBe('zh_CN');
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('sets a one-day cookie', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    persistLocale('en');
    expect(writes[0]).toMatch(/max-age=86400/);
  });

  it('without a cookie, follows the browser language like the server does, English otherwise', () => {
    clearCookie();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    expect(detectLocale()).toBe('zh-Hans');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    expect(detectLocale()).toBe('en');
  });
});
