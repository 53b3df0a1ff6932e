/**
 * Storefront pages (SPEC section 2): hash route, desktop counterpart, and whether login is needed.
 * `login: null` stands for what the specification leaves open; such pages are treated as open.
 */
export interface PageDef {
  route: string;
  desktop: string | null;
  login: boolean | null;
  pullToRefresh: boolean;
}

export const PAGES = {
  home: { route: '/pages/home/index', desktop: '/homePage', login: false, pullToRefresh: true },
  workstation: { route: '/pages/workstation/workstation', desktop: '/', login: true, pullToRefresh: true },
  productDetail: { route: '/pages/home/detail', desktop: '/productDetail', login: null, pullToRefresh: true },
  uploadInquiry: { route: '/pages/home/upload_inquiry', desktop: null, login: true, pullToRefresh: false },
  search: { route: '/pages/home/search', desktop: '/homePage', login: false, pullToRefresh: true },
  searchProduct: { route: '/pages/home/searchProduct', desktop: '/productSearch', login: false, pullToRefresh: true },
  qrCode: { route: '/pages/home/qrCode', desktop: '/homePage', login: false, pullToRefresh: true },
  searchFilter: { route: '/pages/home/searchFilter', desktop: null, login: null, pullToRefresh: true },
  cart: { route: '/pages/cart/index', desktop: '/shoppingCart', login: true, pullToRefresh: true },
  my: { route: '/pages/my/index', desktop: '/MyProfile', login: true, pullToRefresh: true },
  login: { route: '/pages/user/login', desktop: null, login: false, pullToRefresh: false },
  register: { route: '/pages/user/register', desktop: null, login: false, pullToRefresh: false },
  category: { route: '/pages/category/index', desktop: '/Catalog', login: false, pullToRefresh: true },
  resetPassword: { route: '/pages/user/reset', desktop: null, login: false, pullToRefresh: false },
  agreement: { route: '/pages/user/agreement', desktop: null, login: false, pullToRefresh: true },
  store: { route: '/pages/home/store', desktop: null, login: false, pullToRefresh: true },
  groupBuying: { route: '/pages/group/index', desktop: null, login: false, pullToRefresh: true },
  groupBuyingDetail: { route: '/pages/group/detail', desktop: null, login: false, pullToRefresh: true },
  rfqList: { route: '/pages/rfq/list', desktop: null, login: true, pullToRefresh: true },
  rfqDetail: { route: '/pages/rfq/detail', desktop: null, login: true, pullToRefresh: true },
  select: { route: '/components/e-select/e-select', desktop: null, login: null, pullToRefresh: false },
  quotations: { route: '/pages/workstation/quotations', desktop: null, login: true, pullToRefresh: true },
} as const satisfies Record<string, PageDef>;

export type PageName = keyof typeof PAGES;

/** `/` opens the home page as well. */
export const HOME_ALIASES = ['/', PAGES.home.route] as const;

/** The five top pages that show the tab bar, in tab order. */
export const TAB_PAGES = ['home', 'category', 'workstation', 'cart', 'my'] as const satisfies readonly PageName[];
