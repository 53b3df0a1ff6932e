import { useTranslation } from '@mall/client/lib/use-translation';
import type { Locale } from '@mall/contract';
import { dateTimeFormat } from './intl-format';

/** The interface language as the contract names it. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'zh-Hans' ? 'zh-Hans' : 'en';
}

/** A calendar date (YYYY-MM-DD) written the way the reader's language writes dates. */
export function formatDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: locale === 'zh-Hans' ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
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
