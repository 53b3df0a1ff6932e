import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module afresh: its formatters are kept for the whole page, and other files' tests make some. */
async function freshIntlFormat() {
  vi.resetModules();
  return import('./intl-format');
}

describe('prepareIntl', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('makes the language’s number formatter in a task of its own, and the page’s first price uses that one', async () => {
    const { numberFormat, prepareIntl } = await freshIntlFormat();
    vi.useFakeTimers();
    const Made = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (this: unknown, ...args) {
      return new Made(...args);
    } as typeof Intl.NumberFormat);

    prepareIntl('zh-Hans');
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith('zh-CN', {});

    expect(numberFormat('zh-Hans').format(1234.5)).toBe('1,234.5');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
