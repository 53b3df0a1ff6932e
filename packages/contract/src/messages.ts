import { LANG_COOKIE_ENGLISH, type Locale } from './constants.js';
import { ErrorCode } from './errors.js';

/**
 * The wording of each result code, per interface language. English is SPEC section 8's.
 * The server answers with these; the storefront shows the same texts for the codes it maps itself.
 */
export const ERROR_MESSAGES: Record<Locale, Record<ErrorCode, string>> = {
  en: {
    [ErrorCode.OK]: 'success',
    [ErrorCode.USERNAME_EXISTS]: 'The username already exists, please try another one.',
    [ErrorCode.EMAIL_EXISTS]: 'The Email already exists!',
    [ErrorCode.VERIFY_CODE_EMPTY]: "The verified code can't be empty.",
    [ErrorCode.VERIFY_CODE_INCORRECT]: 'The email verified code is incorrect.',
    [ErrorCode.EDIT_TYPE_MISSING]: 'Please pass the edit_type parameter',
    [ErrorCode.PASSWORD_INCORRECT]: 'The password is incorrect.',
    [ErrorCode.ACCOUNT_LOCKED]: 'The account has been locked. Please try again in 5 minutes',
    [ErrorCode.ACCOUNT_NOT_FOUND]: 'The account does not exist, please register the account',
    [ErrorCode.MEMBER_EXPIRED]: 'Member expired',
    [ErrorCode.ACCOUNT_PENDING]: 'Your account is under review. You can order once it is approved.',
    [ErrorCode.VERIFY_CODE_EXPIRED]: 'The email verified code has expired. Please send a new one.',
    [ErrorCode.VERIFY_CODE_TOO_FREQUENT]: 'Codes are sent at most once a minute. Please wait and try again.',
    [ErrorCode.RESET_LINK_INVALID]: 'This reset link has been used or has expired. Please request a new one.',
    [ErrorCode.RENEWAL_NOT_NEEDED]: 'Only an expired membership can be renewed.',
    [ErrorCode.PRODUCT_NOT_FOUND]: 'This product does not exist or has been removed.',
    [ErrorCode.NOT_IN_MARKET]: 'This product is not available in this market',
    [ErrorCode.CAMPAIGN_NOT_FOUND]: 'This group buying campaign does not exist.',
    [ErrorCode.STORE_NOT_FOUND]: 'This store does not exist.',
    [ErrorCode.SEARCH_KEYWORD_EMPTY]: 'Search input cannot be empty',
    [ErrorCode.SEARCH_KEYWORD_TOO_LONG]: 'Please search with at most 100 characters',
    [ErrorCode.SEARCH_PRICE_RANGE_INVALID]: 'The lowest price cannot be above the highest price',
    [ErrorCode.VALIDATION]: 'The request is not valid.',
    [ErrorCode.LOGIN_REQUIRED]: 'Not logged in',
    [ErrorCode.FORBIDDEN]: 'This request is not allowed.',
    [ErrorCode.NOT_FOUND]: 'Not found',
    [ErrorCode.PAYLOAD_TOO_LARGE]: 'The request is too large.',
    [ErrorCode.RATE_LIMITED]: 'Too many requests, please try again later.',
    [ErrorCode.INTERNAL]: 'Something went wrong on our side. Please try again.',
    [ErrorCode.UNAVAILABLE]: 'The service is starting or unavailable. Please try again shortly.',
  },
  'zh-Hans': {
    [ErrorCode.OK]: '成功',
    [ErrorCode.USERNAME_EXISTS]: '用户名已存在，请换一个再试。',
    [ErrorCode.EMAIL_EXISTS]: '该邮箱已存在！',
    [ErrorCode.VERIFY_CODE_EMPTY]: '验证码不能为空。',
    [ErrorCode.VERIFY_CODE_INCORRECT]: '邮箱验证码不正确。',
    [ErrorCode.EDIT_TYPE_MISSING]: '请传入 edit_type 参数',
    [ErrorCode.PASSWORD_INCORRECT]: '密码不正确。',
    [ErrorCode.ACCOUNT_LOCKED]: '账号已被锁定，请5分钟后再试',
    [ErrorCode.ACCOUNT_NOT_FOUND]: '账号不存在，请先注册账号',
    [ErrorCode.MEMBER_EXPIRED]: '会员已过期',
    [ErrorCode.ACCOUNT_PENDING]: '您的账号正在审核中，审核通过后即可下单。',
    [ErrorCode.VERIFY_CODE_EXPIRED]: '邮箱验证码已过期，请重新发送。',
    [ErrorCode.VERIFY_CODE_TOO_FREQUENT]: '验证码每分钟最多发送一次，请稍后再试。',
    [ErrorCode.RESET_LINK_INVALID]: '该重置链接已使用或已过期，请重新申请。',
    [ErrorCode.RENEWAL_NOT_NEEDED]: '只有已过期的会员才能申请续期。',
    [ErrorCode.PRODUCT_NOT_FOUND]: '该商品不存在或已下架。',
    [ErrorCode.NOT_IN_MARKET]: '该商品在此市场不可售',
    [ErrorCode.CAMPAIGN_NOT_FOUND]: '该团购活动不存在。',
    [ErrorCode.STORE_NOT_FOUND]: '该店铺不存在。',
    [ErrorCode.SEARCH_KEYWORD_EMPTY]: '搜索内容不能为空',
    [ErrorCode.SEARCH_KEYWORD_TOO_LONG]: '搜索内容最多 100 个字符',
    [ErrorCode.SEARCH_PRICE_RANGE_INVALID]: '最低价不能高于最高价',
    [ErrorCode.VALIDATION]: '请求参数无效。',
    [ErrorCode.LOGIN_REQUIRED]: '未登录',
    [ErrorCode.FORBIDDEN]: '不允许此请求。',
    [ErrorCode.NOT_FOUND]: '未找到',
    [ErrorCode.PAYLOAD_TOO_LARGE]: '请求内容过大。',
    [ErrorCode.RATE_LIMITED]: '请求过于频繁，请稍后再试。',
    [ErrorCode.INTERNAL]: '服务器出错了，请重试。',
    [ErrorCode.UNAVAILABLE]: '服务正在启动或暂不可用，请稍后再试。',
  },
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
