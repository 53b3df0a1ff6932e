import {
  COOKIE_DEFAULT_EXPIRY_DAYS,
  LANG_COOKIE,
  LANG_COOKIE_CHINESE,
  LANG_COOKIE_ENGLISH,
  type Locale,
  localeFromLangCookie,
} from '@mall/contract';
import { readCookie, writeCookie } from './cookie';

/**
 * The language read at start, then as written here. Reading `document.cookie` asks the browser's
 * cookie store across processes each time (1-7 ms on a phone's first load), and the start asked three times.
 */
let known: Locale | undefined;

/** The interface language: the `frontend_lang` cookie, else the browser's language (as the server decides). */
export function detectLocale(): Locale {
  known ??= localeFromLangCookie(readCookie(LANG_COOKIE), navigator.language);
  return known;
}

/** Writes the cookie the server reads to choose the language of catalogue texts and messages. */
export function persistLocale(locale: Locale): void {
  known = locale;
  writeCookie(LANG_COOKIE, locale === 'en' ? LANG_COOKIE_ENGLISH : LANG_COOKIE_CHINESE, COOKIE_DEFAULT_EXPIRY_DAYS);
  document.documentElement.lang = locale;
}
