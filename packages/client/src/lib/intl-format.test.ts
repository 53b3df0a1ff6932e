import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-format';

describe('the kept formatters', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('makes one formatter per language and options, at its first use, in the language’s own way', () => {
    const Made = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (this: unknown, ...args) {
      return new Made(...args);
    } as typeof Intl.NumberFormat);
    const options = { maximumFractionDigits: 1 };

    expect(numberFormat('zh-Hans', options).format(1234.56)).toBe('1,234.6');
    expect(numberFormat('zh-Hans', { maximumFractionDigits: 1 }).format(0.25)).toBe('0.3');
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith('zh-CN', options);
    numberFormat('en', options);
    expect(made).toHaveBeenCalledTimes(2);
    expect(made).toHaveBeenLastCalledWith('en-US', options);
  });

  it('writes dates as Britain and China do', () => {
    const day = new Date(Date.UTC(2026, 10, 30));
    const options = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en', options).format(day)).toBe('30 Nov 2026');
    expect(dateTimeFormat('zh-Hans', { ...options, month: 'long' }).format(day)).toBe('2026年11月30日');
  });
});
