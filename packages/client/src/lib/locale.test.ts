import { LOCALES } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { formatDate } from './locale';

/** What Intl writes for a calendar date, as the mall did before writing dates itself. */
function intlDate(isoDate: string, locale: (typeof LOCALES)[number]): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale === 'zh-Hans' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: locale === 'zh-Hans' ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

describe('formatDate', () => {
  it('writes every day of two years as Intl does, in both languages', () => {
    const checked: string[] = [];
    for (let day = Date.UTC(2023, 0, 1); day < Date.UTC(2025, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      for (const locale of LOCALES) expect(formatDate(iso, locale), `${iso} ${locale}`).toBe(intlDate(iso, locale));
      checked.push(iso);
    }
    expect(checked).toHaveLength(731);
  });

  it('reads the date of a timestamp and writes the examples', () => {
    expect(formatDate('2024-09-05T23:59:00.000Z', 'en')).toBe('5 Sept 2024');
    expect(formatDate('2024-09-05', 'zh-Hans')).toBe('2024年9月5日');
    expect(formatDate('2026-12-31', 'en')).toBe('31 Dec 2026');
  });

  it('gives back what is not a calendar date as it came', () => {
    for (const text of ['', 'soon', '2024-13-01', '2024-00-10', '2024-05-00', '2024-05-32', '24-05-01']) {
      expect(formatDate(text, 'en')).toBe(text);
    }
  });
});
