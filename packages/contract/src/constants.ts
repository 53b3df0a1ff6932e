/** Business constants and limits (SPEC section 9), named once for server, storefront and console. */

export const LOGIN_LOCK_MAX_ATTEMPTS = 5;
export const LOGIN_LOCK_DURATION_MS = 5 * 60_000;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 18;
export const COMPANY_NAME_MIN_LENGTH = 1;
export const COMPANY_NAME_MAX_LENGTH = 50;
export const MAX_UPLOAD_FILES = 3;

export const REQUEST_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
export const DOWNLOAD_TIMEOUT_MS = 60_000;
export const ASYNC_PAGE_LOAD_TIMEOUT_MS = 60_000;
export const ASYNC_PAGE_LOAD_DELAY_MS = 200;

export const REACH_BOTTOM_DISTANCE = 200;

export const COOKIE_DEFAULT_EXPIRY_DAYS = 1;
export const COOKIE_DEFAULT_EXPIRY_MS = COOKIE_DEFAULT_EXPIRY_DAYS * 24 * 60 * 60_000;
export const IMAGE_PING_TIMEOUT_MS = 5_000;

export const VIDEO_SITE_REACHABLE_THRESHOLD_MS = 10_000;
export const VIDEO_SITE_REACHABILITY_CACHE_MS = 24 * 60 * 60_000;

export const LOCALES = ['en', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Cookie naming the interface language; `en_US` means English, anything else Chinese. */
export const LANG_COOKIE = 'frontend_lang';
export const LANG_COOKIE_ENGLISH = 'en_US';
export const LANG_COOKIE_CHINESE = 'zh_CN';

/** Market path segments: `en` is the international market (USD), `cn` the China market (CNY). */
export const MARKETS = ['en', 'cn'] as const;
export type Market = (typeof MARKETS)[number];
export const DEFAULT_MARKET: Market = 'en';
export const MARKET_CURRENCY = { en: 'USD', cn: 'CNY' } as const satisfies Record<Market, string>;
export type Currency = (typeof MARKET_CURRENCY)[Market];

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Storage keys of the storefront's client state (SPEC section 3). */
export const STORAGE_KEYS = {
  userInfo: 'userInfo',
  shopCurrency: 'shopCurrency',
  videoReachability: 'videoSiteReachability',
  selectedLabels: 'selectedLabels',
  selectedCategories: 'selectedCategories',
} as const;

/** The hash-routed storefront is served under this base path. */
export const H5_BASE_PATH = '/h5/';

/** Accounts: email verification codes, password reset links, sessions, password hashing. */
export const VERIFY_CODE_LENGTH = 6;
export const VERIFY_CODE_TTL_MS = 10 * 60_000;
export const VERIFY_CODE_MAX_TRIES = 5;
export const VERIFY_CODE_RESEND_INTERVAL_MS = 60_000;
export const VERIFY_CODE_MAX_PER_IP_PER_HOUR = 20;
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;
export const SESSION_TTL_MS = COOKIE_DEFAULT_EXPIRY_MS;
export const SESSION_COOKIE = 'mall_sid';
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;
/** Failed logins one address may make in a window before it is throttled, whatever the accounts. */
export const LOGIN_FAILURES_PER_IP = 30;
export const LOGIN_FAILURES_PER_IP_WINDOW_MS = 15 * 60_000;

export const EMAIL_MAX_LENGTH = 254;
export const CONTACT_NAME_MAX_LENGTH = 50;
export const POSITION_MAX_LENGTH = 50;
export const CITY_MAX_LENGTH = 60;
export const PHONE_MAX_LENGTH = 30;
export const WEBSITE_MAX_LENGTH = 200;

export const ACCOUNT_STATUSES = ['pending', 'member', 'expired'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The largest quantity of one line (cart, quotation, group buying): keeps sums far from overflow. */
export const QUANTITY_MAX = 1_000_000;
/** Product ids are PostgreSQL `integer`s: anything above is malformed, not merely unknown. */
export const ID_MAX = 2_147_483_647;
/** Group buying campaign states, from the clock: before `starts_at`, until `ends_at`, after. */
export const CAMPAIGN_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Search: keyword length, list sizes, how long the storefront waits after a keystroke. */
export const SEARCH_KEYWORD_MAX_LENGTH = 100;
export const SEARCH_SUGGESTIONS_MAX = 10;
export const SEARCH_ITEMS_MAX = 5;
export const SEARCH_HISTORY_MAX = 20;
export const SEARCH_GUIDE_MAX = 10;
export const SEARCH_DEBOUNCE_MS = 250;
/** Filter bounds: a price in the market's currency, a lead time in days. */
export const SEARCH_PRICE_MAX = 10_000_000;
export const SEARCH_LEAD_TIME_MAX_DAYS = 365;
/** Where a visitor's history is kept in the browser (a member's is on the server). */
export const SEARCH_HISTORY_STORAGE_KEY = 'searchHistory';
