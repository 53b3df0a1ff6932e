import { ADDRESS_ID_PATTERN, DEFAULT_MARKET, MARKETS, PAGE_SIZE_DEFAULT, RESULTS_FIRST_ROW } from './constants.js';
import { PAGES } from './pages.js';
import {
  PICTURE_PLACES,
  PICTURE_RULES,
  type PictureRules,
  type PictureSources,
  type pictureSourcesBy,
} from './pictures.js';
import type { API } from './routes.js';
import { DEFAULT_SEARCH_SORT } from './sorts.js';

/**
 * The storefront's first read, started by the page's first script before the app's scripts have
 * loaded (docs/decisions/059): the product of a product page, the first hits of a results page.
 * The app takes the answer when it asks for the same address, instead of asking again.
 */

/** Where the page's first script leaves its reads, by address, for the app to take. */
export const EARLY_READS_GLOBAL = '__mallEarlyReads';

/** The headers of every read the storefront makes (SPEC section 7: an empty Authorization header). */
export const API_READ_HEADERS = { Authorization: '', Accept: 'application/json' } as const;

/** What `earlyReadUrl` needs to know, handed to it as data: it refers to nothing outside itself. */
export interface EarlyReadRules {
  productRoute: string;
  /** `ADDRESS_ID_PATTERN`'s source: a regular expression does not survive JSON. */
  idPattern: string;
  productPath: (typeof API)['productDetail']['path'];
  searchRoute: string;
  searchPath: (typeof API)['search']['path'];
  searchSort: string;
  pageSize: number;
  markets: readonly string[];
  defaultMarket: string;
  /** Where the product page draws its first picture, and the results page its first row's. */
  productPicture: { sizes: string; fallback: number };
  resultPicture: { sizes: string; fallback: number };
  /** The cards in a phone's first row of results. */
  resultPictures: number;
  pictures: PictureRules;
}

/** The storefront's rules, as the app's reads follow them. */
export const EARLY_READ_RULES: EarlyReadRules = {
  productRoute: PAGES.productDetail.route,
  idPattern: ADDRESS_ID_PATTERN.source,
  productPath: '/api/en/shop/product/detail',
  searchRoute: PAGES.searchProduct.route,
  searchPath: '/api/en/shop/search',
  searchSort: DEFAULT_SEARCH_SORT,
  pageSize: PAGE_SIZE_DEFAULT,
  markets: MARKETS,
  defaultMarket: DEFAULT_MARKET,
  productPicture: PICTURE_PLACES.wide,
  resultPicture: PICTURE_PLACES.card,
  resultPictures: RESULTS_FIRST_ROW,
  pictures: PICTURE_RULES,
};

/**
 * The address of the first read a storefront address (`#/pages/home/detail?id=7`) opens with, as
 * the app will ask for it, or null: a product by a well-formed id; a search by its keyword alone,
 * whose answer is the same whoever asks (an order or a filter may be a member's, which a visitor's
 * page asks for otherwise). The server writes this function's source text into the page's first
 * script, hence no name from outside it, not even a helper.
 */
export function earlyReadUrl(hash: string, storedMarket: string | null, rules: EarlyReadRules): string | null {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?', 2);
  const query = Object.fromEntries(new URLSearchParams(search));
  const market = storedMarket !== null && rules.markets.includes(storedMarket) ? storedMarket : rules.defaultMarket;
  if (path === rules.productRoute) {
    const id = query.id ?? '';
    return new RegExp(rules.idPattern).test(id) ? `${rules.productPath.replace('/en/', `/${market}/`)}?id=${id}` : null;
  }
  if (path === rules.searchRoute) {
    const keyword = (query.keyword ?? '').trim();
    if (keyword === '' || Object.keys(query).some((name) => name !== 'keyword')) return null;
    const asked = new URLSearchParams({ keyword, sort: rules.searchSort, page: '1', pageSize: String(rules.pageSize) });
    return `${rules.searchPath.replace('/en/', `/${market}/`)}?${asked}`;
  }
  return null;
}

/**
 * The pictures a page opens with, from its first read's answer (`answer`, the envelope of `readUrl`):
 * a product's first picture, or the first row of a results page, each as the page's `<img>` will
 * ask for it (`sourcesBy` is `pictureSourcesBy`). The page's first script asks for them as soon as
 * the answer arrives (docs/decisions/061), and runs this function's source text: no name from
 * outside it.
 */
export function earlyPictures(
  readUrl: string,
  answer: unknown,
  rules: EarlyReadRules,
  sourcesBy: typeof pictureSourcesBy,
): PictureSources[] {
  const path = readUrl.split('?')[0]?.replace(/^\/api\/[a-z]+\//, '/api/en/');
  const data = (answer as { data?: { images?: unknown; image?: unknown; list?: unknown } } | null)?.data;
  const sources = (images: unknown[], place: { sizes: string; fallback: number }) =>
    images
      .filter((image): image is string => typeof image === 'string' && image !== '')
      .map((image) => sourcesBy(image, place.sizes, place.fallback, rules.pictures));
  if (path === rules.productPath && data) {
    // As the app's prefetch picks it: the gallery's first, else the product's own.
    const images = Array.isArray(data.images) ? data.images : [];
    return sources([images.length > 0 ? images[0] : data.image], rules.productPicture);
  }
  if (path === rules.searchPath && Array.isArray(data?.list)) {
    const images = data.list.slice(0, rules.resultPictures).map((hit) => (hit as { image?: unknown } | null)?.image);
    return sources(images, rules.resultPicture);
  }
  return [];
}
