import { describe, expect, it } from 'vitest';
import { DESKTOP_PAGES, desktopAddressOf, isMobileUserAgent, PAGES, phoneRouteOf } from './pages.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('desktop and phone addresses', () => {
  it('tells phones from computers by the user agent', () => {
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent(DESKTOP_CHROME)).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });

  it('sends a phone to the same storefront page with the same query', () => {
    expect(phoneRouteOf('/productDetail', '?id=42')).toBe('/pages/home/detail?id=42');
    expect(phoneRouteOf('/productSearch', '?keyword=bolt&page=2')).toBe(
      '/pages/home/searchProduct?keyword=bolt&page=2',
    );
    expect(phoneRouteOf('/Catalog', '?category_id=3')).toBe('/pages/category/index?category_id=3');
    expect(phoneRouteOf('/shoppingCart', '')).toBe(PAGES.cart.route);
    expect(phoneRouteOf('/', '')).toBe(PAGES.home.route);
  });

  it('translates a desktop page named in a login redirect into its storefront route', () => {
    const route = phoneRouteOf('/login', `?redirect=${encodeURIComponent('/productDetail?id=7')}`);
    expect(route.split('?')[0]).toBe(PAGES.login.route);
    expect(new URLSearchParams(route.split('?')[1]).get('redirect')).toBe('/pages/home/detail?id=7');
  });

  it('gives a storefront route its desktop address, the desktop home where the spec has none', () => {
    expect(desktopAddressOf('/pages/home/detail?id=42')).toBe('/productDetail?id=42');
    expect(desktopAddressOf('/pages/workstation/workstation')).toBe(DESKTOP_PAGES.workstation.path);
    expect(desktopAddressOf('/pages/user/login?redirect=%2Fx')).toBe('/login?redirect=%2Fx');
    expect(desktopAddressOf('/pages/home/search')).toBe('/homePage');
    expect(desktopAddressOf('/pages/rfq/list')).toBe('/homePage');
  });

  it('gives posting an RFQ and resetting a password a desktop page each, their query kept both ways', () => {
    expect(desktopAddressOf('/pages/user/reset?token=abc-123')).toBe('/resetPassword?token=abc-123');
    expect(phoneRouteOf('/resetPassword', '?token=abc-123')).toBe('/pages/user/reset?token=abc-123');
    expect(desktopAddressOf('/pages/home/upload_inquiry?id=3')).toBe('/uploadInquiry?id=3');
    expect(phoneRouteOf('/uploadInquiry', '?id=3')).toBe('/pages/home/upload_inquiry?id=3');
  });
});
