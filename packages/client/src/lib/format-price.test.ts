import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

const LOCALES = { en: 'en-US', 'zh-Hans': 'zh-CN' } as const;
const CURRENCIES = ['USD', 'CNY'] as const;

/** What Intl writes for the same amount: the output the mall's own writing must equal. */
function intl(amount: number, currency: (typeof CURRENCIES)[number], locale: keyof typeof LOCALES): string {
  return new Intl.NumberFormat(LOCALES[locale], { style: 'currency', currency }).format(amount);
}

describe('formatPrice', () => {
  it.each([
    [1234.5, 'USD', 'en', '$1,234.50'],
    [1234.5, 'CNY', 'en', 'CN¥1,234.50'],
    [1234.5, 'USD', 'zh-Hans', 'US$1,234.50'],
    [1234.5, 'CNY', 'zh-Hans', '¥1,234.50'],
    [0, 'CNY', 'zh-Hans', '¥0.00'],
    [-12.5, 'USD', 'en', '-$12.50'],
    // Half away from zero, from the decimal that names the number, as Intl rounds.
    [1.005, 'USD', 'en', '$1.01'],
    [2.675, 'USD', 'en', '$2.68'],
    [0.125, 'CNY', 'zh-Hans', '¥0.13'],
    [0.994, 'USD', 'en', '$0.99'],
    [999.995, 'USD', 'en', '$1,000.00'],
    [-0.001, 'USD', 'en', '-$0.00'],
  ] as const)('writes %s %s in %s as %s', (amount, currency, locale, written) => {
    expect(formatPrice(amount, currency, locale)).toBe(written);
  });

  it('equals Intl’s output for amounts of every size and scale, in both languages and currencies', () => {
    const amounts = [0, -0, 0.01, 0.1, 0.5, 1, 9.99, 10, 99.995, 100, 1e6, 123456789.12, 1e-7, 1e21, 2 ** 53, NaN];
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 2000; i++) {
      const scale = 10 ** Math.floor(random() * 5);
      const value = Math.round(random() * 10 ** Math.floor(random() * 9) * scale) / scale;
      amounts.push(random() < 0.1 ? -value : value);
    }
    for (const locale of ['en', 'zh-Hans'] as const) {
      for (const currency of CURRENCIES) {
        for (const amount of amounts)
          expect(formatPrice(amount, currency, locale)).toBe(intl(amount, currency, locale));
      }
    }
  });
});
