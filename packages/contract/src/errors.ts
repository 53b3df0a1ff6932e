/**
 * Result codes carried in `result.code` of every API envelope (SPEC section 8).
 * 0 is success; the 601xx codes are business failures the storefront maps to its own texts;
 * the HTTP-like codes mark validation, login, access and fault outcomes.
 */
export const ErrorCode = {
  OK: 0,
  USERNAME_EXISTS: 60110,
  EMAIL_EXISTS: 60111,
  VERIFY_CODE_EMPTY: 60112,
  VERIFY_CODE_INCORRECT: 60113,
  EDIT_TYPE_MISSING: 60114,
  PASSWORD_INCORRECT: 60115,
  ACCOUNT_LOCKED: 60116,
  ACCOUNT_NOT_FOUND: 60117,
  MEMBER_EXPIRED: 60118,
  ACCOUNT_PENDING: 60119,
  VERIFY_CODE_EXPIRED: 60120,
  VERIFY_CODE_TOO_FREQUENT: 60121,
  RESET_LINK_INVALID: 60122,
  RENEWAL_NOT_NEEDED: 60123,
  PRODUCT_NOT_FOUND: 60124,
  NOT_IN_MARKET: 60125,
  CAMPAIGN_NOT_FOUND: 60126,
  STORE_NOT_FOUND: 60127,
  RFQ_UNDER_QUOTATION: 60180,
  RFQ_NONE_SELECTED: 60181,
  RFQ_NONE_CANCELLABLE: 60182,
  RFQ_NOT_FOUND: 60183,
  RFQ_NOT_CANCELLED: 60184,
  RFQ_NOT_EDITABLE: 60185,
  RFQ_CANCELLED: 60186,
  FILE_TYPE_NOT_ALLOWED: 60187,
  FILE_TOO_LARGE: 60188,
  FILE_EMPTY: 60189,
  FILE_TOO_MANY: 60190,
  FILE_NOT_FOUND: 60191,
  IMAGE_SIZE_INVALID: 60192,
  FILE_INCOMPLETE: 60193,
  FILE_NAME_INVALID: 60194,
  MAIN_PICTURE_NOT_IMAGE: 60195,
  PROJECT_NOT_FOUND: 60196,
  PROJECT_EXISTS: 60197,
  FILE_TOO_COMPLEX: 60198,
  UPLOAD_QUOTA_REACHED: 60199,
  PROJECTS_FULL: 60179,
  SELECT_PRODUCT: 60160,
  CART_EMPTY: 60161,
  BELOW_MOQ: 60162,
  BELOW_GROUP_MOQ: 60163,
  CART_LINE_NOT_FOUND: 60164,
  CART_LINE_LIMIT: 60165,
  CART_FULL: 60166,
  CAMPAIGN_NOT_ACTIVE: 60167,
  LINE_UNAVAILABLE: 60168,
  QUOTING_GROUP_NOT_FOUND: 60169,
  QUOTING_GROUP_NAME_TAKEN: 60170,
  QUOTING_GROUPS_FULL: 60171,
  PRODUCT_CODE_UNKNOWN: 60172,
  CART_MARKET_MISMATCH: 60173,
  SEARCH_KEYWORD_EMPTY: 60140,
  SEARCH_KEYWORD_TOO_LONG: 60141,
  SEARCH_PRICE_RANGE_INVALID: 60142,
  OPERATOR_LOGIN_FAILED: 60200,
  OPERATOR_DISABLED: 60201,
  OPERATOR_NOT_FOUND: 60202,
  OPERATOR_EMAIL_EXISTS: 60203,
  LAST_ADMIN: 60204,
  ACCOUNT_REVIEW_CONFLICT: 60205,
  ACCOUNT_REJECTED: 60206,
  MAIL_NOT_FOUND: 60207,
  MAIL_SERVER_NOT_CONFIGURED: 60208,
  VALIDATION: 400,
  LOGIN_REQUIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The codes whose text the storefront shows from its own catalogue (SPEC section 8). */
export const CLIENT_MAPPED_CODES = [
  ErrorCode.USERNAME_EXISTS,
  ErrorCode.EMAIL_EXISTS,
  ErrorCode.VERIFY_CODE_EMPTY,
  ErrorCode.VERIFY_CODE_INCORRECT,
  ErrorCode.EDIT_TYPE_MISSING,
  ErrorCode.PASSWORD_INCORRECT,
  ErrorCode.SEARCH_KEYWORD_EMPTY,
  ErrorCode.SEARCH_KEYWORD_TOO_LONG,
  ErrorCode.SEARCH_PRICE_RANGE_INVALID,
] as const;

/** Every `/api` answer, success or failure. */
export interface Envelope<T> {
  status: number;
  data: T;
  result: { code: number; message: string };
}

export function ok<T>(data: T): Envelope<T> {
  return { status: 200, data, result: { code: ErrorCode.OK, message: 'success' } };
}

/** A failure; `data` carries details a page shows beside the message (a count of tries, say). */
export function fail<T = null>(code: ErrorCode, message: string, data: T = null as T): Envelope<T> {
  return { status: code === ErrorCode.OK ? 500 : code, data, result: { code, message } };
}
