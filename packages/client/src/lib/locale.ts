import type { Locale } from '@mall/contract';
import { useTranslation } from 'react-i18next';

/** The interface language as the contract names it. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'zh-Hans' ? 'zh-Hans' : 'en';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per language and kind, made at first use: making one costs a slow phone milliseconds,
 * and a list of cards would make one per date.
 */
function keptFormatter(kind: 'date' | 'dateTime', locale: Locale): Intl.DateTimeFormat {
  const key = `${kind}:${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'zh-Hans' ? 'zh-CN' : 'en-GB', {
      year: 'numeric',
      month: locale === 'zh-Hans' ? 'long' : 'short',
      day: 'numeric',
      ...(kind === 'date' ? { timeZone: 'UTC' } : { hour: '2-digit', minute: '2-digit' }),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar date (YYYY-MM-DD) written the way the reader's language writes dates. */
export function formatDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return keptFormatter('date', locale).format(date);
}

/** A moment (ISO timestamp) to the minute, in the reader's time zone and language. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return keptFormatter('dateTime', locale).format(date);
}
