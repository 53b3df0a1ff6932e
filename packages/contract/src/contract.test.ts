import { describe, expect, it } from 'vitest';
import { LOCALES } from './constants.js';
import { ErrorCode, fail, ok } from './errors.js';
import { ERROR_MESSAGES, localeFromLangCookie } from './messages.js';
import { PAGES } from './pages.js';
import { API, marketPath, serverPath } from './routes.js';

describe('error messages', () => {
  it('has a non-empty text for every code in every locale', () => {
    for (const locale of LOCALES) {
      for (const code of Object.values(ErrorCode)) {
        expect(ERROR_MESSAGES[locale][code], `${locale} ${code}`).toMatch(/\S/);
      }
    }
  });

  it('keeps the English wording of SPEC section 8', () => {
    expect(ERROR_MESSAGES.en[60111]).toBe('The Email already exists!');
    expect(ERROR_MESSAGES.en[60112]).toBe("The verified code can't be empty.");
    expect(ERROR_MESSAGES.en[60113]).toBe('The email verified code is incorrect.');
    expect(ERROR_MESSAGES.en[60115]).toBe('The password is incorrect.');
    expect(ERROR_MESSAGES.en[60110]).toBe('The username already exists, please try another one.');
    expect(ERROR_MESSAGES.en[60114]).toBe('Please pass the edit_type parameter');
  });
});

describe('envelope builders', () => {
  it('wraps success with code 0 and failures with their code as status', () => {
    expect(ok({ a: 1 })).toEqual({ status: 200, data: { a: 1 }, result: { code: 0, message: 'success' } });
    expect(fail(ErrorCode.LOGIN_REQUIRED, 'Not logged in')).toEqual({
      status: 401,
      data: null,
      result: { code: 401, message: 'Not logged in' },
    });
  });
});

describe('interface language', () => {
  it('reads en_US as English and any other cookie value as Chinese', () => {
    expect(localeFromLangCookie('en_US')).toBe('en');
    expect(localeFromLangCookie('zh_CN')).toBe('zh-Hans');
    expect(localeFromLangCookie('fr_FR')).toBe('zh-Hans');
  });

  it('falls back to Accept-Language, then English', () => {
    expect(localeFromLangCookie(undefined, 'zh-CN,zh;q=0.9')).toBe('zh-Hans');
    expect(localeFromLangCookie(undefined, 'de-DE,en;q=0.8')).toBe('en');
    expect(localeFromLangCookie(undefined)).toBe('en');
  });
});

describe('route table', () => {
  it('turns market segments into a parameter on the server and into the chosen market on the client', () => {
    expect(serverPath(API.productRecommend)).toBe('/api/:market/shop/product/recommend');
    // The `cn` of the catalog, group buying and scan code calls is a name: they carry `market`.
    expect(serverPath(API.catalogCart)).toBe('/api/cn/catalog_carts/shop/cart');
    expect(marketPath('/api/cn/catalog_carts/shop/cart', 'en')).toBe('/api/cn/catalog_carts/shop/cart');
    expect(serverPath(API.swiper)).toBe('/api/shop/swiper');
    expect(marketPath('/api/en/shop/search', 'cn')).toBe('/api/cn/shop/search');
    expect(marketPath('/api/shop/swiper', 'cn')).toBe('/api/shop/swiper');
  });

  it('has every call of SPEC section 7 once', () => {
    const keys = Object.values(API).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('POST /send_captcha/signup');
    expect(keys).toContain('GET /web/forget/password');
    expect(keys).toContain('POST /api/buyer/v1/upload/files');
  });
});

describe('page table', () => {
  it('marks the pages of SPEC section 2 that need login, and the RFQ pages', () => {
    const needLogin = Object.values(PAGES)
      .filter((p) => p.login === true)
      .map((p) => p.route);
    // Beyond SPEC section 2: My RFQs, an RFQ's detail, the workstation's quotations, documents, history, logs, vendors, purchase plans and after-sales.
    expect(needLogin.sort()).toEqual([
      '/pages/cart/index',
      '/pages/home/upload_inquiry',
      '/pages/my/index',
      '/pages/rfq/detail',
      '/pages/rfq/list',
      '/pages/workstation/after-sales',
      '/pages/workstation/after-sales-case',
      '/pages/workstation/after-sales-new',
      '/pages/workstation/history',
      '/pages/workstation/logs',
      '/pages/workstation/proforma-invoice',
      '/pages/workstation/proforma-invoices',
      '/pages/workstation/purchase-order',
      '/pages/workstation/purchase-orders',
      '/pages/workstation/purchase-plan',
      '/pages/workstation/purchase-plan-edit',
      '/pages/workstation/purchase-plans',
      '/pages/workstation/quotations',
      '/pages/workstation/receive',
      '/pages/workstation/shipment-plans',
      '/pages/workstation/vendor',
      '/pages/workstation/vendors',
      '/pages/workstation/warehouse',
      '/pages/workstation/workstation',
    ]);
    expect(PAGES.cart.desktop).toBe('/shoppingCart');
    expect(PAGES.login.pullToRefresh).toBe(false);
    expect(PAGES.register.pullToRefresh).toBe(false);
    expect(PAGES.select.pullToRefresh).toBe(false);
  });
});
