import { PICTURE_PLACES, pictureIn } from '@mall/client/lib/picture';
import './antd-mobile-react19';
import { resetClientState } from '@mall/client/lib/client-state';
import { i18n } from '@mall/client/lib/i18n';
import { stubFetch } from '@mall/client/lib/test-fetch';
import {
  EARLY_READ_RULES,
  earlyPictures,
  earlyReadUrl,
  type Product,
  type ProductDetail,
  pictureSourcesBy,
  STORAGE_KEYS,
} from '@mall/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ProductDetailPage from '../features/catalog/pages/product-detail-page';
import SearchProductPage from '../features/search/pages/search-product-page';
import { envelope, renderRoutedPage } from '../lib/test-render';
import { openingPageOf, prefetchOpeningPage } from './opening-page';
import { QUERY_DEFAULTS } from './providers';

const fetchMock = stubFetch();
const BOLT: Product = {
  id: 7,
  name: 'Hex bolt M8',
  brand: 'Deli',
  category_id: 6,
  unit: 'piece',
  unit_plural: 'pieces',
  moq: 100,
  price: null,
  original_price: null,
  currency: 'USD',
  price_visible: false,
  lead_time: 7,
  sales_volume: 0,
  sales_60d: 0,
  score: 4.5,
  shop_code: 'XMF',
  code: '6900000000007',
  image: '/media/products/7.webp',
};
const BOLT_DETAIL: ProductDetail = {
  ...BOLT,
  images: ['/media/products/7.webp'],
  description_html: '',
  category_path: [{ category_id: 6, category_name: 'Bolts' }],
  store: {
    shop_code: 'XMF',
    name: 'Xiamen Fasteners',
    score: 4.5,
    services: 4.6,
    entered_at: '2020-01-01',
    qualifications: '',
    catalog: 'Fasteners',
    logo: '',
    product_count: 12,
  },
  video: null,
  sub_total: null,
};

/** The API calls to a path, in order. */
const asked = (path: string) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://mall.test')).filter((url) => url.pathname === path);
/** The storefront's query client, failing at once rather than trying again. */
const appQueryClient = () => new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS, retry: false } } });
const SEARCH = '/api/en/shop/search';
const DETAIL = '/api/en/shop/product/detail';
const USER_INFO = '/api/user/info';

/**
 * Answers every call with `other`, but the user info only when the returned function is called:
 * what a page reads before and after it can then be told apart.
 */
function holdUserInfo(other: () => Response | Promise<Response>): (response: Response) => void {
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockImplementation(async (url) =>
    String(url).includes(USER_INFO)
      ? new Promise<Response>((resolve) => {
          answer = resolve;
        })
      : other(),
  );
  return (response) => answer(response);
}

beforeEach(async () => {
  sessionStorage.clear();
  resetClientState();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  window.location.hash = '';
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('the page the storefront opens on', () => {
  it('is read from the hash address, the home page when there is none', () => {
    expect(openingPageOf('')).toEqual({ name: 'home', query: {} });
    expect(openingPageOf('#/')).toEqual({ name: 'home', query: {} });
    expect(openingPageOf('#/pages/home/detail?id=7')).toEqual({ name: 'productDetail', query: { id: '7' } });
    expect(openingPageOf('#/pages/home/searchProduct?keyword=%E8%9E%BA%E4%B8%9D&sort=newest')).toEqual({
      name: 'searchProduct',
      query: { keyword: '螺丝', sort: 'newest' },
    });
    expect(openingPageOf('#/pages/nowhere')).toBeNull();
  });

  it("reads a results page's first hits as a visitor may see them, and the page shows them without asking again", async () => {
    fetchMock.mockImplementation(async () => envelope({ list: [BOLT], total: 1, page: 1, pageSize: 20 }));
    window.location.hash = '#/pages/home/searchProduct?keyword=bolt&sort=price_asc';
    const client = appQueryClient();

    prefetchOpeningPage(client);
    await waitFor(() => expect(asked(SEARCH)).toHaveLength(1));
    const [search] = asked(SEARCH);
    expect(search?.searchParams.get('keyword')).toBe('bolt');
    // A visitor's link with a member's order gets the default order, as the page would ask.
    expect(search?.searchParams.get('sort')).toBe('relevance');

    renderRoutedPage(SearchProductPage, '/pages/home/searchProduct?keyword=bolt&sort=price_asc', client);
    expect(await screen.findByText('Hex bolt M8')).toBeTruthy();
    expect(asked(SEARCH)).toHaveLength(1);
  });

  it("reads a product page's product before its code has rendered, once, and asks for its first picture", async () => {
    fetchMock.mockImplementation(async () => envelope(BOLT_DETAIL));
    window.location.hash = '#/pages/home/detail?id=7';
    const client = appQueryClient();

    prefetchOpeningPage(client);
    await waitFor(() => expect(asked(DETAIL)).toHaveLength(1));
    expect(asked(DETAIL)[0]?.searchParams.get('id')).toBe('7');
    // Its first picture is asked for before the page has drawn it.
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(
        '/media/products/7.webp',
      ),
    );

    renderRoutedPage(ProductDetailPage, '/pages/home/detail?id=7', client);
    expect(await screen.findByRole('heading', { name: 'Hex bolt M8' })).toBeTruthy();
    expect(asked(DETAIL)).toHaveLength(1);
  });

  it("reads home's banners, categories and first products, and asks for the first banner's picture", async () => {
    const banner = {
      id: 1,
      title: 'Spring fasteners',
      subtitle: '',
      image: '/media/banner/1.svg?v=abcdefghijkl',
      link: '',
    };
    fetchMock.mockImplementation(async (url) => {
      const path = new URL(String(url), 'http://mall.test').pathname;
      if (path === '/api/shop/swiper')
        return envelope({ list: [banner, { ...banner, id: 2, image: '/media/banner/2.svg?v=abcdefghijkl' }] });
      if (path === '/api/en/shop/product/recommend') return envelope({ list: [BOLT], total: 1, page: 1, pageSize: 20 });
      return envelope({ list: [] });
    });
    window.location.hash = '';
    prefetchOpeningPage(appQueryClient());

    await waitFor(() => expect(asked('/api/shop/swiper')).toHaveLength(1));
    expect(asked('/api/shop/category/recommend')).toHaveLength(1);
    expect(asked('/api/en/shop/product/recommend')[0]?.searchParams.get('page')).toBe('1');
    // The preload names the sources the banner's <img> draws with, so the browser fetches one file for both.
    const drawn = pictureIn(banner.image, PICTURE_PLACES.wide);
    await waitFor(() =>
      expect(
        Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]'), (link) => [
          link.getAttribute('href'),
          link.getAttribute('imagesrcset'),
          link.getAttribute('imagesizes'),
        ]),
      ).toEqual([[drawn.src, drawn.srcSet, drawn.sizes]]),
    );
    expect(drawn.src).toBe('/media/banner/1/720?v=abcdefghijkl');
  });

  it("asks for the address the page's first script read ahead, in either market", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/search')
        ? envelope({ list: [BOLT], total: 1, page: 1, pageSize: 20 })
        : envelope(BOLT_DETAIL),
    );
    const hashes = ['#/pages/home/detail?id=7', '#/pages/home/searchProduct?keyword=%20hex%20bolt%20%26%20nut'];
    for (const market of ['en', 'cn']) {
      localStorage.setItem(STORAGE_KEYS.shopCurrency, market);
      for (const hash of hashes) {
        fetchMock.mockClear();
        window.location.hash = hash;
        prefetchOpeningPage(appQueryClient());
        const early = earlyReadUrl(hash, market, EARLY_READ_RULES);
        expect(early).toMatch(new RegExp(`^/api/${market}/shop/`));
        await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(early));
      }
    }
    localStorage.removeItem(STORAGE_KEYS.shopCurrency);
  });

  it("asks for the pictures the page's first script asks for, as their <img>s draw them", async () => {
    const drawn = (id: number) => `/media/product/${id}.svg?v=h${id}`;
    const hits = [1, 2, 3].map((id) => ({ ...BOLT, id, image: drawn(id) }));
    const detail = { ...BOLT_DETAIL, images: [drawn(7), drawn(8)] };
    const answers = {
      '#/pages/home/detail?id=7': envelope(detail),
      '#/pages/home/searchProduct?keyword=bolt': envelope({ list: hits, total: 3, page: 1, pageSize: 20 }),
    };
    for (const [hash, answer] of Object.entries(answers)) {
      fetchMock.mockImplementation(async () => answer.clone());
      window.location.hash = hash;
      prefetchOpeningPage(appQueryClient());
      const early = earlyReadUrl(hash, null, EARLY_READ_RULES) ?? '';
      const expected = earlyPictures(early, await answer.clone().json(), EARLY_READ_RULES, pictureSourcesBy);
      expect(expected.length).toBeGreaterThan(0);
      await waitFor(() =>
        expect(
          Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]'), (link) => ({
            src: link.getAttribute('href'),
            srcSet: link.getAttribute('imagesrcset'),
            sizes: link.getAttribute('imagesizes'),
          })),
        ).toEqual(expected),
      );
      for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
    }
  });

  it('reads nothing for an address that names no product', async () => {
    fetchMock.mockImplementation(async () => envelope({ login: 0 }));
    window.location.hash = '#/pages/home/detail?id=abc';
    prefetchOpeningPage(appQueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(DETAIL)).toHaveLength(0);
  });

  it("reads a first visit's product before the user info, keeping an answer with prices as a member's only", async () => {
    holdUserInfo(() => envelope({ ...BOLT_DETAIL, price: 12.5, price_visible: true }));
    window.location.hash = '#/pages/home/detail?id=7';
    const client = appQueryClient();
    prefetchOpeningPage(client);
    await waitFor(() => expect(asked(DETAIL)).toHaveLength(1));
    expect(asked(USER_INFO)).toHaveLength(0);
    const kept = () =>
      client
        .getQueryCache()
        .findAll({ queryKey: ['catalog', 'productDetail'] })
        .filter((query) => query.state.data !== undefined)
        .map((query) => query.queryKey[4]);
    await waitFor(() => expect(kept()).toEqual(['member']));
  });

  it('waits for the user info before reading search results, whose order depends on who asks', async () => {
    const answerUserInfo = holdUserInfo(() => envelope({ list: [BOLT], total: 1, page: 1, pageSize: 20 }));
    window.location.hash = '#/pages/home/searchProduct?keyword=bolt';
    prefetchOpeningPage(appQueryClient());
    await waitFor(() => expect(asked(USER_INFO)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(SEARCH)).toHaveLength(0);

    answerUserInfo(await envelope({ login: 0 }));
    await waitFor(() => expect(asked(SEARCH)).toHaveLength(1));
  });

  it("starts home's reads at once, before the user info, whether or not a service worker is in charge", async () => {
    holdUserInfo(() => envelope({ list: [] }));
    window.location.hash = '';
    prefetchOpeningPage(appQueryClient());
    await waitFor(() => expect(asked('/api/shop/swiper')).toHaveLength(1));
    expect(asked(USER_INFO)).toHaveLength(0);

    fetchMock.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
    try {
      prefetchOpeningPage(appQueryClient());
      await waitFor(() => expect(asked('/api/shop/swiper')).toHaveLength(1));
      expect(asked('/api/shop/category/recommend')).toHaveLength(1);
      expect(asked(USER_INFO)).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
