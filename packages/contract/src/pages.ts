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
  proformaInvoices: { route: '/pages/workstation/proforma-invoices', desktop: null, login: true, pullToRefresh: true },
  proformaDetail: { route: '/pages/workstation/proforma-invoice', desktop: null, login: true, pullToRefresh: true },
  purchaseOrders: { route: '/pages/workstation/purchase-orders', desktop: null, login: true, pullToRefresh: true },
  purchaseOrderDetail: { route: '/pages/workstation/purchase-order', desktop: null, login: true, pullToRefresh: true },
  shipmentPlans: { route: '/pages/workstation/shipment-plans', desktop: null, login: true, pullToRefresh: true },
  warehouse: { route: '/pages/workstation/warehouse', desktop: null, login: true, pullToRefresh: true },
  // A form: a pull-down would re-read the shipment and lose what the buyer counted.
  warehouseReceive: { route: '/pages/workstation/receive', desktop: null, login: true, pullToRefresh: false },
  logs: { route: '/pages/workstation/logs', desktop: null, login: true, pullToRefresh: true },
  history: { route: '/pages/workstation/history', desktop: null, login: true, pullToRefresh: true },
  vendors: { route: '/pages/workstation/vendors', desktop: null, login: true, pullToRefresh: true },
  vendorDetail: { route: '/pages/workstation/vendor', desktop: null, login: true, pullToRefresh: true },
  purchasePlans: { route: '/pages/workstation/purchase-plans', desktop: null, login: true, pullToRefresh: true },
  purchasePlanDetail: { route: '/pages/workstation/purchase-plan', desktop: null, login: true, pullToRefresh: true },
  afterSales: { route: '/pages/workstation/after-sales', desktop: null, login: true, pullToRefresh: true },
  afterSalesDetail: { route: '/pages/workstation/after-sales-case', desktop: null, login: true, pullToRefresh: true },
  afterSalesNew: { route: '/pages/workstation/after-sales-new', desktop: null, login: true, pullToRefresh: false },
  purchasePlanForm: {
    route: '/pages/workstation/purchase-plan-edit',
    desktop: null,
    login: true,
    pullToRefresh: false,
  },
} as const satisfies Record<string, PageDef>;

export type PageName = keyof typeof PAGES;

/** `/` opens the home page as well. */
export const HOME_ALIASES = ['/', PAGES.home.route] as const;

/** The five top pages that show the tab bar, in tab order. */
export const TAB_PAGES = ['home', 'category', 'workstation', 'cart', 'my'] as const satisfies readonly PageName[];

/**
 * The desktop site's pages: the desktop paths of SPEC section 2, and login, registration, posting
 * an RFQ and resetting a password, which the specification gives none. Each names the storefront
 * page a phone opening it is sent to.
 */
export const DESKTOP_PAGES = {
  workstation: { path: '/', phone: PAGES.workstation.route },
  home: { path: '/homePage', phone: PAGES.home.route },
  productDetail: { path: '/productDetail', phone: PAGES.productDetail.route },
  productSearch: { path: '/productSearch', phone: PAGES.searchProduct.route },
  cart: { path: '/shoppingCart', phone: PAGES.cart.route },
  my: { path: '/MyProfile', phone: PAGES.my.route },
  catalog: { path: '/Catalog', phone: PAGES.category.route },
  login: { path: '/login', phone: PAGES.login.route },
  register: { path: '/register', phone: PAGES.register.route },
  uploadInquiry: { path: '/uploadInquiry', phone: PAGES.uploadInquiry.route },
  resetPassword: { path: '/resetPassword', phone: PAGES.resetPassword.route },
} as const satisfies Record<string, { path: string; phone: string }>;

export type DesktopPageName = keyof typeof DESKTOP_PAGES;

/** Phones and tablets; everything else is a computer, with a desktop site to go to. */
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|OpenHarmony|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return MOBILE_UA.test(userAgent ?? '');
}

/**
 * The storefront route (hash part, with the query) of a desktop address: the same page, the same
 * query. A desktop page in a login `redirect` is translated too, so the phone returns to its own
 * page. `/` on a phone is the home page: a phone's entry is the shop, not the workstation.
 */
export function phoneRouteOf(desktopPath: string, search: string): string {
  const page =
    desktopPath === DESKTOP_PAGES.workstation.path
      ? DESKTOP_PAGES.home
      : Object.values(DESKTOP_PAGES).find((p) => p.path === desktopPath);
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  if (redirect?.startsWith('/')) {
    const [path = '', query = ''] = redirect.split('?', 2);
    const target = Object.values(DESKTOP_PAGES).find((p) => p.path === path);
    if (target) params.set('redirect', query === '' ? target.phone : `${target.phone}?${query}`);
  }
  const query = params.toString();
  return `${page?.phone ?? PAGES.home.route}${query === '' ? '' : `?${query}`}`;
}

/**
 * The desktop address of a storefront route, with its query: the page's desktop path where the
 * specification gives one (login and registration included), the desktop home page otherwise.
 */
export function desktopAddressOf(route: string): string {
  const [path = '', query = ''] = route.split('?', 2);
  const desktop =
    Object.values(DESKTOP_PAGES).find((p) => p.phone === path)?.path ??
    Object.values(PAGES).find((p) => p.route === path)?.desktop ??
    DESKTOP_PAGES.home.path;
  return query === '' ? desktop : `${desktop}?${query}`;
}
