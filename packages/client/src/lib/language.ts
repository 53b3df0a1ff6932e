import {
  COOKIE_DEFAULT_EXPIRY_DAYS,
  LANG_COOKIE,
  LANG_COOKIE_CHINESE,
  LANG_COOKIE_ENGLISH,
  type Locale,
  localeFromLangCookie,
} from '@mall/contract';
import { readCookie, writeCookie } from './cookie';

/** The interface language: the `frontend_lang` cookie, else the browser's language (as the server decides). */
export function detectLocale(): Locale {
  return localeFromLangCookie(readCookie(LANG_COOKIE), navigator.language);
}

/** Writes the cookie the server reads to choose the language of catalogue texts and messages. */
export function persistLocale(locale: Locale): void {
  writeCookie(LANG_COOKIE, locale === 'en' ? LANG_COOKIE_ENGLISH : LANG_COOKIE_CHINESE, COOKIE_DEFAULT_EXPIRY_DAYS);
  document.documentElement.lang = locale;
}
