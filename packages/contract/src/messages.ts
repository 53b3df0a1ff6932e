import { LANG_COOKIE_ENGLISH, type Locale } from './constants.js';
import type { ErrorCode } from './errors.js';
import { ERROR_MESSAGES_EN } from './messages-en.js';
import { ERROR_MESSAGES_ZH_HANS } from './messages-zh-Hans.js';

/**
 * The wording of each result code, per interface language. English is SPEC section 8's.
 * The server answers with these; the storefront shows the same texts for the codes it maps itself.
 */
export const ERROR_MESSAGES: Record<Locale, Record<ErrorCode, string>> = {
  en: ERROR_MESSAGES_EN,
  'zh-Hans': ERROR_MESSAGES_ZH_HANS,
};

/** Texts of successful answers that carry a message for the user in `result.message` (SPEC section 8). */
export const SUCCESS_MESSAGES = {
  en: {
    forgotPasswordSent: 'Please login to your mailbox to view and change your password',
    registered: 'Registration successful, please login again',
  },
  'zh-Hans': {
    forgotPasswordSent: '请登录您的邮箱查看并修改密码',
    registered: '注册成功，请重新登录',
  },
} as const satisfies Record<Locale, Record<string, string>>;
export type SuccessMessageKey = keyof (typeof SUCCESS_MESSAGES)['en'];

/** `frontend_lang` cookie value (or, without it, an Accept-Language header) to an interface language. */
export function localeFromLangCookie(cookie: string | undefined, acceptLanguage?: string): Locale {
  if (cookie !== undefined && cookie !== '') return cookie === LANG_COOKIE_ENGLISH ? 'en' : 'zh-Hans';
  if (acceptLanguage && /^\s*zh/i.test(acceptLanguage)) return 'zh-Hans';
  return 'en';
}
