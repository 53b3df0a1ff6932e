import type { Locale } from '@mall/contract';

/**
 * Intl's formatters, one per language and options, made at first use: making one costs a slow phone
 * milliseconds (the first one of a page loads ICU's data), and a list of cards would make one per
 * value. Numbers and money are written as in the US and China, dates as in Britain and China.
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

/**
 * Makes the formatters the first page draws with. A page's first Intl object loads ICU's data,
 * 40-80 ms on a slow machine: in a task of its own while the page's first reads are on the wire,
 * rather than inside the first render of a price, a count or a date.
 */
export function prepareIntl(locale: Locale): void {
  setTimeout(() => {
    numberFormat(locale).format(0);
    new Intl.PluralRules(locale === 'zh-Hans' ? 'zh-CN' : 'en-US').select(0);
  }, 0);
}
