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

/** A record's id as a page's address writes it (`?id=7`): 1 to 9,999,999,999, no leading zero. */
export const ADDRESS_ID_PATTERN = /^[1-9]\d{0,9}$/;

export const PAGE_SIZE_DEFAULT = 20;
/** The cards in a phone's first row of results: the pictures a results page opens with. */
export const RESULTS_FIRST_ROW = 2;
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

/**
 * The storefront build's list of each language's text scripts, which the server names in the page
 * it serves so that they load alongside the shell's scripts.
 */
export const H5_TEXTS_PRELOAD_FILE = 'texts-preload.json';

/**
 * The storefront build's texts of its page's first view (the home page's top, drawn from the HTML
 * before any script runs), per language, which the server writes into the page it serves.
 */
export const H5_FIRST_VIEW_TEXTS_FILE = 'first-view-texts.json';

/** How index.html names a text of its first view, `<!--t:app.name-->`, for the build to list and the server to fill in. */
export const H5_FIRST_VIEW_TEXT_MARK = /<!--t:([\w.]+)-->/g;

/** The class on the storefront page's `<html>` that shows its first view, until the app has drawn what it shows. */
export const H5_FIRST_VIEW_CLASS = 'shows-first-view';

/** The operators' console (path-routed, its own build) is served under this base path. */
export const CONSOLE_BASE_PATH = '/console/';

/** The desktop site's files; its pages answer at the desktop paths (`DESKTOP_PAGES`). */
export const DESKTOP_BASE_PATH = '/desktop/';

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

/**
 * The account's activity log (workstation Logs): what is recorded, how long it is kept, and how
 * often a session's last use is written (a write per request would cost more than it tells).
 */
export const ACCOUNT_EVENT_KINDS = [
  'login',
  'login_failed',
  'account_locked',
  'login_refused_locked',
  'logout',
  'password_changed',
  'password_reset',
  'email_changed',
  'session_ended',
  'other_sessions_ended',
  'sessions_ended_by_mall',
] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];
/** The Logs page's filters: each a set of kinds. */
export const ACCOUNT_EVENT_FILTERS = {
  logins: ['login', 'logout'],
  failures: ['login_failed', 'account_locked', 'login_refused_locked'],
  security: [
    'password_changed',
    'password_reset',
    'email_changed',
    'session_ended',
    'other_sessions_ended',
    'sessions_ended_by_mall',
  ],
} as const satisfies Record<string, readonly AccountEventKind[]>;
export type AccountEventFilter = keyof typeof ACCOUNT_EVENT_FILTERS;
/**
 * The buyer's History: the documents it follows (the audit log's entities) and the changes it
 * tells, buyers' and operators' alike (docs/decisions/035).
 */
export const HISTORY_DOCUMENT_TYPES = [
  'rfq',
  'quotation_request',
  'offer',
  'proforma_invoice',
  'purchase_order',
  'shipment',
  'purchase_plan',
  'after_sales_case',
] as const;
export type HistoryDocumentType = (typeof HISTORY_DOCUMENT_TYPES)[number];
export const HISTORY_ACTIONS = [
  'rfq.create',
  'rfq.edit',
  'rfq.cancel',
  'rfq.reopen',
  'rfq.delete',
  'rfq.message',
  'quotation_request.create',
  'offer.create',
  'offer.accept',
  'offer.decline',
  'proforma_invoice.issue',
  'proforma_invoice.confirm',
  'proforma_invoice.request_change',
  'proforma_invoice.reissue',
  'proforma_invoice.cancel',
  'purchase_order.create',
  'purchase_order.payment',
  'purchase_order.cancel',
  'purchase_order.close',
  'shipment.create',
  'shipment.ship',
  'shipment.cancel',
  'shipment.receive',
  'purchase_plan.create',
  'purchase_plan.edit',
  'purchase_plan.submit',
  'purchase_plan.approve',
  'purchase_plan.cancel',
  'purchase_plan.to_cart',
  'purchase_plan.to_quotation',
  'purchase_plan.to_rfq',
  'after_sales_case.create',
  'after_sales_case.message',
  'after_sales_case.escalate',
  'after_sales_case.accept',
  'after_sales_case.reject',
  'after_sales_case.request_return',
  'after_sales_case.resolve',
  'after_sales_case.close',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const ACCOUNT_EVENT_RETENTION_MS = 365 * 24 * 60 * 60_000;
export const SESSION_SEEN_RESOLUTION_MS = 5 * 60_000;
/** What of a request's User-Agent is kept: enough to name the browser and system. */
export const USER_AGENT_MAX_LENGTH = 256;

export const EMAIL_MAX_LENGTH = 254;
export const CONTACT_NAME_MAX_LENGTH = 50;
export const POSITION_MAX_LENGTH = 50;
export const CITY_MAX_LENGTH = 60;
export const PHONE_MAX_LENGTH = 30;
export const WEBSITE_MAX_LENGTH = 200;

/** `rejected`: a reviewer refused the application (the buyer can still log in and browse). */
export const ACCOUNT_STATUSES = ['pending', 'member', 'expired', 'rejected'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The largest quantity of one line (cart, quotation, group buying): keeps sums far from overflow. */
export const QUANTITY_MAX = 1_000_000;
/** Product ids are PostgreSQL `integer`s: anything above is malformed, not merely unknown. */
export const ID_MAX = 2_147_483_647;
/** Group buying campaign states, from the clock: before `starts_at`, until `ends_at`, after. */
export const CAMPAIGN_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** How an ended campaign closed (decision 026): its target reached or not; null until the closing job ran. */
export const CAMPAIGN_OUTCOMES = ['succeeded', 'failed'] as const;
export type CampaignOutcome = (typeof CAMPAIGN_OUTCOMES)[number];
/** A campaign's stored state: open until cancelled before its start or closed at its end. */
export const CAMPAIGN_STATES = ['open', 'cancelled', ...CAMPAIGN_OUTCOMES] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** RFQs (inquiries) and their files. */
export const RFQ_STATUSES = ['submitted', 'quoted', 'cancelled'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];
export const RFQ_NAME_MAX_LENGTH = 100;
export const RFQ_USE_FOR_MAX_LENGTH = 200;
export const RFQ_DESCRIPTION_MAX_LENGTH = 2000;
export const RFQ_REQUESTER_MAX_LENGTH = 50;
export const RFQ_MESSAGE_MAX_LENGTH = 1000;
/** Budgets are kept to the cent, below ten billion in the market's currency. */
export const RFQ_BUDGET_MAX = 9_999_999_999.99;
/** The latest deadline for quotes, counted from today. */
export const RFQ_DEADLINE_MAX_DAYS = 365;
export const PROJECT_NAME_MAX_LENGTH = 50;
/** Every buyer has this project from the start; RFQs go there unless another is chosen. */
export const DEFAULT_PROJECT_NAME = 'General';
/** Projects a buyer may keep, the default one included; the project picker reads them in one page. */
export const PROJECTS_MAX_PER_BUYER = 100;
/** Units of an order quantity (`GET /api/get/unit`). */
export const ORDER_UNITS = ['pcs', 'set', 'pair', 'box', 'carton', 'kg', 'ton', 'm', 'roll', 'l'] as const;
export type OrderUnit = (typeof ORDER_UNITS)[number];

/** What an upload is for (`type` field): the RFQ's main picture (jpg or png) or an attachment. */
export const UPLOAD_PURPOSES = ['main_picture', 'attachment'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** Kinds of files an inquiry accepts (SPEC section 5: jpg, png, excel, word), told from their bytes. */
export const UPLOAD_KINDS = ['jpg', 'png', 'xls', 'xlsx', 'doc', 'docx'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const IMAGE_UPLOAD_KINDS = ['jpg', 'png'] as const satisfies readonly UploadKind[];
/** Whether an upload of `kind` is a picture (shown, and served at widths) rather than a document. */
export const isImageUpload = (kind: string): boolean => (IMAGE_UPLOAD_KINDS as readonly string[]).includes(kind);
export const UPLOAD_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_FILE_NAME_MAX_LENGTH = 255;
/** A picture smaller than this on a side shows nothing; larger than the max is a decompression bomb. */
export const IMAGE_MIN_SIDE_PX = 16;
export const IMAGE_MAX_SIDE_PX = 10_000;
/** Uploaded files not attached to an RFQ within this time are deleted. */
export const ORPHAN_FILE_TTL_MS = 24 * 60 * 60_000;
/**
 * A buyer's uploads not yet attached to an RFQ, over the last 24 hours: at most this many files
 * and bytes. Enough for many inquiries of 3 files and a picture; bounded storage per account.
 */
export const UPLOAD_DAILY_MAX_FILES = 100;
export const UPLOAD_DAILY_MAX_BYTES = 200 * 1024 * 1024;
/**
 * Word and Excel files are zip archives: the server reads at most this many entries and inflates
 * at most this many bytes to tell their kind, so a small archive that inflates without bound
 * (a decompression bomb) is refused instead of filling the memory.
 */
export const UPLOAD_ARCHIVE_MAX_ENTRIES = 5000;
export const UPLOAD_ARCHIVE_MAX_INFLATED_BYTES = 4 * 1024 * 1024;
/** The four cart groups (SPEC section 3), each read by its own call. */
export const CART_SOURCES = ['mall', 'catalog', 'group_buying', 'scan_code'] as const;
export type CartSource = (typeof CART_SOURCES)[number];
/**
 * The groups a cart confirmation takes: group buying lines commit to their campaigns, mall lines
 * become purchase orders (one per store). Catalog and scan code lines go to a quotation request instead.
 */
export const CART_CONFIRMABLE_SOURCES = ['group_buying', 'mall'] as const satisfies readonly CartSource[];
export type CartConfirmableSource = (typeof CART_CONFIRMABLE_SOURCES)[number];
/** Lines one buyer's cart may hold across its groups and markets: a cart, not a warehouse. */
export const CART_LINES_MAX = 500;
export const QUOTING_GROUP_NAME_MAX_LENGTH = 50;
export const QUOTING_GROUPS_MAX = 20;
/** Name of the quoting group every buyer starts with. */
export const DEFAULT_QUOTING_GROUP_NAME = { en: 'Default', 'zh-Hans': '默认分组' } as const satisfies Record<
  Locale,
  string
>;
/** Codes the scanner reads (BarcodeDetector format names). */
export const SCAN_FORMATS = ['ean_13', 'code_128', 'qr_code'] as const;
export const PRODUCT_CODE_MAX_LENGTH = 64;
/** Search: keyword length, list sizes, how long the storefront waits after a keystroke. */
export const SEARCH_KEYWORD_MAX_LENGTH = 100;
export const SEARCH_SUGGESTIONS_MAX = 10;
export const SEARCH_ITEMS_MAX = 5;
export const SEARCH_HISTORY_MAX = 20;
export const SEARCH_GUIDE_MAX = 10;
/**
 * Popular searches: a keyword is offered once this many distinct approved buyers searched it in the
 * caller's language and found products, within the window; the guide is topped up with the
 * catalogue's best-selling category names (docs/decisions/016).
 */
export const SEARCH_GUIDE_MIN_BUYERS = 5;
export const SEARCH_GUIDE_WINDOW_DAYS = 90;
export const SEARCH_DEBOUNCE_MS = 250;
/**
 * Typos forgiven in a search word that finds nothing as typed: one from this many letters, two
 * from the second length on; shorter words are matched as typed (docs/decisions/031).
 */
export const SEARCH_ONE_TYPO_MIN_LENGTH = 3;
export const SEARCH_TWO_TYPOS_MIN_LENGTH = 8;
/** Filter bounds: a price in the market's currency, a lead time in days. */
export const SEARCH_PRICE_MAX = 10_000_000;
export const SEARCH_LEAD_TIME_MAX_DAYS = 365;
/** Where a visitor's history is kept in the browser (a member's is on the server). */
export const SEARCH_HISTORY_STORAGE_KEY = 'searchHistory';

/** Operators (the console): roles, their own session cookie, passwords. */
export const OPERATOR_ROLES = ['admin', 'reviewer', 'sales', 'catalog'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
/** Console API paths start here; the operator's cookie is scoped to it and sent nowhere else. */
export const CONSOLE_API_PREFIX = '/api/console';
export const OPERATOR_SESSION_COOKIE = 'mall_op_sid';
/** A working day: an operator logs in again the next morning. */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60_000;
/** Operators' passwords are longer than buyers': they can change every account. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 10;
export const OPERATOR_PASSWORD_MAX_LENGTH = 128;
export const OPERATOR_NAME_MAX_LENGTH = 50;
/** What a reviewer filters accounts by: the account states, and expired accounts that applied for renewal. */
export const ACCOUNT_REVIEW_FILTERS = ['pending', 'member', 'expired', 'rejected', 'renewal'] as const;
export type AccountReviewFilter = (typeof ACCOUNT_REVIEW_FILTERS)[number];
export const REVIEW_DECISIONS = ['approve', 'reject', 'expire'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_REASON_MAX_LENGTH = 500;
export const AUDIT_ENTITY_MAX_LENGTH = 32;
/**
 * Mails in the outbox: `pending` (waiting for its first send or a retry), `sent` (the mail server
 * took it), `failed` (every attempt failed), `kept` (no mail server configured: it stays here).
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** Sends of one queued mail before it is marked failed (with back-off, about a day in all). */
export const MAIL_SEND_MAX_ATTEMPTS = 8;

/**
 * Operators' quotations (offers) to RFQs and cart quotation requests: `quoted` (open to the buyer),
 * `accepted` (a proforma invoice was issued), `declined`, `expired` (valid_until passed),
 * `superseded` (a later version replaced it). Docs/decisions/020.
 */
export const OFFER_STATUSES = ['quoted', 'accepted', 'declined', 'expired', 'superseded'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** What an offer answers: a buyer's RFQ or a cart quotation request. */
export const OFFER_REQUEST_TYPES = ['rfq', 'quotation_request'] as const;
export type OfferRequestType = (typeof OFFER_REQUEST_TYPES)[number];
/** Trade terms an offer or proforma invoice names (Incoterms 2020). */
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const OFFER_LINES_MAX = 100;
export const OFFER_NOTE_MAX_LENGTH = 2000;
export const OFFER_LINE_NAME_MAX_LENGTH = 200;
export const LEAD_TIME_DAYS_MAX = 365;
/** Versions one request's quotations may reach. */
export const OFFER_VERSION_MAX = 1000;
/** Unit prices to the cent, below ten billion; a document's total stays far below numeric(16,2). */
export const UNIT_PRICE_MAX = 9_999_999_999.99;
export const PAYMENT_TERMS_TEXT_MAX_LENGTH = 200;
export const DOCUMENT_REASON_MAX_LENGTH = 500;
export const BUYER_PO_NUMBER_MAX_LENGTH = 50;
/**
 * Proforma invoices: `issued` (waiting for the buyer), `change_requested` (the buyer asked for a
 * change), `confirmed` (locked; its purchase order exists), `expired`, `cancelled` (by an
 * operator), `superseded` (an operator re-issued it as a new version).
 */
export const PROFORMA_STATUSES = [
  'issued',
  'change_requested',
  'confirmed',
  'expired',
  'cancelled',
  'superseded',
] as const;
export type ProformaStatus = (typeof PROFORMA_STATUSES)[number];
/** Days a proforma invoice stays open for confirmation from its issue (or re-issue). */
export const PROFORMA_VALIDITY_DAYS = 14;
export const PURCHASE_ORDER_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
/** A purchase order's progress, computed from its lines' counters. */
export const PURCHASE_ORDER_PROGRESS = ['to_ship', 'partly_shipped', 'shipped', 'partly_received', 'received'] as const;
export type PurchaseOrderProgress = (typeof PURCHASE_ORDER_PROGRESS)[number];
export const PAYMENT_KINDS = ['deposit', 'balance'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_REFERENCE_MAX_LENGTH = 100;
export const SHIPMENT_STATUSES = ['planned', 'shipped', 'delivered', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const CARRIER_MAX_LENGTH = 100;
export const TRACKING_NUMBER_MAX_LENGTH = 100;
/** Orders placed from the cart at list prices: paid in full before shipping, collected at the store. */
export const CART_ORDER_TERMS = { incoterm: 'EXW', deposit_percent: 100, balance_terms: '' } as const;
/**
 * The seller named on proforma invoices, and where buyers pay. Placeholders of the demo mall; a
 * deployment replaces them with its own legal entity and account.
 */
export const MALL_SELLER = {
  legal_name: 'Mall Procurement Services Co., Ltd.',
  address: 'Room 1201, 88 Century Avenue, Pudong, Shanghai 200120, China',
  tax_id: '91310115MA1K000000',
  email: 'sales@mall.example',
  phone: '+86 21 5000 0000',
} as const;
export const MALL_BANK = {
  beneficiary: 'Mall Procurement Services Co., Ltd.',
  bank_name: 'Bank of China, Shanghai Pudong Branch',
  account_number: '4567 8901 2345 6789',
  swift: 'BKCHCNBJ300',
  address: '200 Yincheng Road, Pudong, Shanghai, China',
} as const;

/** The catalogue's structure in the console (decision 026). Top categories and their sub-categories. */
export const CATEGORY_DEPTH_MAX = 2;
export const CATALOGUE_NAME_MAX_LENGTH = 100;
export const CATALOGUE_TEXT_MAX_LENGTH = 2000;
export const CATEGORY_SLUG_MAX_LENGTH = 64;
export const STORE_CODE_MAX_LENGTH = 16;
/** Store scores in points, one decimal (stored in tenths). */
export const STORE_SCORE_MAX = 5;
export const BANNER_LINK_MAX_LENGTH = 300;
/** How long each home banner shows before the next one slides in. */
export const BANNER_AUTOPLAY_INTERVAL_MS = 4000;
/** Items one reorder call may list (siblings of a category, banners). */
export const REORDER_MAX_ITEMS = 500;
/** A group price in the market's currency, like a quotation's unit price. */
export const GROUP_PRICE_MAX = 10_000_000;
/** How often the closing job looks for campaigns past their end. */
export const CAMPAIGN_CLOSE_INTERVAL_MS = 60_000;
/** The dashboard's age buckets of unanswered requests, in days: under 1, 1 to 3, over 3. */
export const DASHBOARD_AGE_BUCKET_DAYS = [1, 3] as const;
/**
 * The console's catalogue editing (docs/decisions/024): field bounds of a product. Prices are
 * kept in cents in an integer column, so they stay below ten million in either currency.
 */
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 20_000;
export const PRODUCT_BRAND_MAX_LENGTH = 100;
export const PRODUCT_UNIT_MAX_LENGTH = 20;
export const PRODUCT_PRICE_MAX = 10_000_000;
export const PRODUCT_VIDEO_URL_MAX_LENGTH = 500;
/** Pictures of one product: the main picture and the gallery after it. */
export const PRODUCT_IMAGES_MAX = 10;
/** Product pictures are square; this is their drawn size, given to the page so it keeps their place before they load. */
export const PRODUCT_IMAGE_SIZE_PX = 400;
/** A product's state in the storefront: `unlisted` products are kept (orders name them) but shown nowhere. */
export const PRODUCT_LISTING_STATES = ['listed', 'unlisted'] as const;
export type ProductListingState = (typeof PRODUCT_LISTING_STATES)[number];

/**
 * Product CSV import and export (docs/decisions/025). The columns of the template, the export and
 * an import, in this order; an import must have the required ones and may leave the others out.
 */
export const PRODUCT_CSV_COLUMNS = [
  'code',
  'name_en',
  'name_zh',
  'brand_en',
  'brand_zh',
  'category_id',
  'shop_code',
  'unit_en',
  'unit_zh',
  'moq',
  'lead_time',
  'price_usd',
  'original_price_usd',
  'price_cny',
  'original_price_cny',
  'markets',
  'listed',
  'description_en',
  'description_zh',
  'images',
  'video_url',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export const PRODUCT_CSV_REQUIRED_COLUMNS = [
  'code',
  'name_en',
  'name_zh',
  'category_id',
  'shop_code',
  'moq',
  'price_usd',
  'original_price_usd',
  'price_cny',
  'original_price_cny',
] as const satisfies readonly ProductCsvColumn[];
/** Rows of one import; a larger file is refused while it is read, before anything is kept. */
export const PRODUCT_IMPORT_MAX_ROWS = 100_000;
/** Bytes of one import file: 100,000 rows with long descriptions fit. */
export const PRODUCT_IMPORT_FILE_MAX_BYTES = 128 * 1024 * 1024;
/** Rejected rows a preview lists with their reasons; all of them are counted. */
export const PRODUCT_IMPORT_REJECTS_LISTED = 100;
/** A preview not confirmed within this time is dropped, and must be uploaded again. */
export const PRODUCT_IMPORT_PREVIEW_TTL_MS = 24 * 60 * 60_000;
/**
 * An import's life: `previewed` (waiting for its confirm), `queued` and `running` (the background
 * job applies it), `done`, `failed` (the job gave up; rows applied before stay applied).
 */
export const PRODUCT_IMPORT_STATES = ['previewed', 'queued', 'running', 'done', 'failed'] as const;
export type ProductImportState = (typeof PRODUCT_IMPORT_STATES)[number];

/** A purchase plan: `draft` (editable) → `submitted` → `approved` (the lines can then be bought); `cancelled` from any of them. */
export const PURCHASE_PLAN_STATUSES = ['draft', 'submitted', 'approved', 'cancelled'] as const;
/** An approved plan's progress, from what its lines' orders hold and their receipts took in. */
export const PURCHASE_PLAN_PROGRESS = [
  'not_ordered',
  'partly_ordered',
  'ordered',
  'partly_received',
  'received',
] as const;
export const PURCHASE_PLAN_NAME_MAX_LENGTH = 100;
export const PURCHASE_PLAN_NOTES_MAX_LENGTH = 1000;
export const PURCHASE_PLAN_LINES_MAX = 100;

/**
 * An after-sales case: `submitted` → `accepted` | `rejected` (operator) → `waiting_return` (operator
 * asks the goods back) → `resolved` (refund or replacement) → `closed` (buyer); `escalated` by the
 * buyer from `submitted` once the operator has not answered in AFTER_SALES_ANSWER_DAYS.
 */
export const AFTER_SALES_STATUSES = [
  'submitted',
  'escalated',
  'accepted',
  'rejected',
  'waiting_return',
  'resolved',
  'closed',
] as const;
/** The states of a case still in progress (a vendor's "open after-sales cases"). */
export const AFTER_SALES_OPEN_STATUSES = ['submitted', 'escalated', 'accepted', 'waiting_return', 'resolved'] as const;
export const AFTER_SALES_TYPES = ['return', 'replacement', 'refund', 'repair'] as const;
/** A case can be opened this many days after the receipt that checked the goods. */
export const AFTER_SALES_WINDOW_DAYS = 30;
/** Without an operator's answer (a step or a message) this many days after opening, a case is overdue and may be escalated. */
export const AFTER_SALES_ANSWER_DAYS = 3;
export const AFTER_SALES_REASON_MAX_LENGTH = 1000;
export const AFTER_SALES_MESSAGE_MAX_LENGTH = 2000;
