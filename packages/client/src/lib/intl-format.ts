import type { Locale } from '@mall/contract';

/**
 * Intl's formatters, one per language and options, made at first use: making one costs a slow phone
 * milliseconds (the first one of a page loads ICU's data, 25-110 ms, which is why prices and counts
 * are written without them), and a list of cards would make one per value. Numbers are written as
 * in the US and China, dates as in Britain and China.
 */
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `number ${locale} ${JSON.stringify(options)}`;
  let formatter = kept.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'zh-Hans' ? 'zh-CN' : 'en-US', options);
    kept.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date ${locale} ${JSON.stringify(options)}`;
  let formatter = kept.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'zh-Hans' ? 'zh-CN' : 'en-GB', options);
    kept.set(key, formatter);
  }
  return formatter;
}
