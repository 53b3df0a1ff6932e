import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups whole numbers by thousands as both languages write them', () => {
    for (const locale of ['en', 'zh-Hans'] as const) {
      const intl = new Intl.NumberFormat(locale === 'zh-Hans' ? 'zh-CN' : 'en-US');
      for (const value of [0, 7, 999, 1000, 39583, 1234567, -4500, 9007199254740991]) {
        expect(formatCount(value, locale)).toBe(intl.format(value));
      }
    }
    expect(formatCount(39583, 'en')).toBe('39,583');
    expect(formatCount(1234567, 'zh-Hans')).toBe('1,234,567');
  });

  it('writes other numbers with the language’s formatter', () => {
    expect(formatCount(1234.5, 'en')).toBe('1,234.5');
    expect(formatCount(0.25, 'zh-Hans')).toBe('0.25');
  });
});
