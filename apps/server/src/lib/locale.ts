// Brings in the `req.cookies` typing; the plugin itself is registered in app.ts.
import type {} from '@fastify/cookie';
import { LANG_COOKIE, type Locale, localeFromLangCookie } from '@mall/contract';
import type { FastifyRequest } from 'fastify';

/** The caller's language: the `frontend_lang` cookie, else Accept-Language, else English. */
export function requestLocale(req: FastifyRequest): Locale {
  // Cookies are parsed in onRequest; errors raised before that (e.g. a bad URL) still get a language.
  return localeFromLangCookie(req.cookies?.[LANG_COOKIE], req.headers['accept-language']);
}
