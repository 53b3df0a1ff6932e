import { useTranslation } from '@mall/client/lib/use-translation';
import type { Locale } from '@mall/contract';
import { dateTimeFormat } from './intl-format';

/** The interface language as the contract names it. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'zh-Hans' ? 'zh-Hans' : 'en';
}

/** English months as Intl writes them for Britain (`month: 'short'`), September included. */
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date (YYYY-MM-DD) written the way the reader's language writes dates: `5 Sept 2024`,
 * `2024年9月5日`, as Intl writes them. Written by the mall, not by Intl: a page's first formatter
 * loads ICU's data (docs/decisions/056), and a store's card on a product's first page shows one.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const monthName = ENGLISH_MONTHS[month - 1];
  if (monthName === undefined || day < 1 || day > 31) return isoDate;
  return locale === 'zh-Hans' ? `${year}年${month}月${day}日` : `${day} ${monthName} ${year}`;
}

/** A moment (ISO timestamp) to the minute, in the reader's time zone and language. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: locale === 'zh-Hans' ? 'long' : 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
