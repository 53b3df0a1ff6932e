import { z } from 'zod';
import {
  accountEditBodySchema,
  accountSchema,
  countryListSchema,
  countryQuerySchema,
  forgotPasswordQuerySchema,
  loginBodySchema,
  registerBodySchema,
  registerResultSchema,
  resetPasswordBodySchema,
  sendSignupCodeBodySchema,
  sendSignupCodeResultSchema,
  userInfoSchema,
} from './schemas/account.js';
import {
  bannerListSchema,
  buyerRecommendQuerySchema,
  categoryTreeSchema,
  productDetailQuerySchema,
  productDetailSchema,
  productPageSchema,
  productRecommendQuerySchema,
  recommendedCategoryListSchema,
  storePageSchema,
  storeQuerySchema,
} from './schemas/catalog.js';
import {
  campaignDetailQuerySchema,
  campaignListQuerySchema,
  campaignPageSchema,
  campaignSchema,
} from './schemas/group-buying.js';
import {
  deleteSearchRecordBodySchema,
  deleteSearchRecordResultSchema,
  keywordItemsQuerySchema,
  keywordItemsSchema,
  keywordListSchema,
  keywordQuerySchema,
  searchPageSchema,
  searchQuerySchema,
  searchRecordListSchema,
} from './schemas/search.js';
import { pingSchema, siteConfigSchema } from './schemas/site.js';

export type HttpMethod = 'GET' | 'POST';

export interface RouteDef {
  method: HttpMethod;
  /** The path as the storefront calls it (SPEC section 7); `/en/` and `/cn/` are market segments. */
  path: string;
  /** True when the path carries a market segment that selects currency and prices. */
  market: boolean;
  /** True when only a logged-in buyer may call it (others get 401). */
  login: boolean;
  summary: string;
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  response?: z.ZodTypeAny;
}

function route<const R extends RouteDef>(def: R): R {
  return def;
}

/** The API route table: every call of SPEC section 7, plus the few the architecture adds. */
export const API = {
  swiper: route({
    method: 'GET',
    path: '/api/shop/swiper',
    market: false,
    login: false,
    summary: 'home banners',
    response: bannerListSchema,
  }),
  categoryRecommend: route({
    method: 'GET',
    path: '/api/shop/category/recommend',
    market: false,
    login: false,
    summary: 'recommended categories',
    response: recommendedCategoryListSchema,
  }),
  productRecommend: route({
    method: 'GET',
    path: '/api/en/shop/product/recommend',
    market: true,
    login: false,
    summary: 'recommended products',
    query: productRecommendQuerySchema,
    response: productPageSchema,
  }),
  productDetail: route({
    method: 'GET',
    path: '/api/en/shop/product/detail',
    market: true,
    login: false,
    summary: 'product detail',
    query: productDetailQuerySchema,
    response: productDetailSchema,
  }),
  store: route({
    method: 'GET',
    path: '/api/en/shop/store',
    market: true,
    login: false,
    summary: 'a store card and its products (related catalog)',
    query: storeQuerySchema,
    response: storePageSchema,
  }),
  groupBuying: route({
    method: 'GET',
    path: '/api/en/shop/group_buying',
    market: true,
    login: false,
    summary: 'group buying campaigns, active first',
    query: campaignListQuerySchema,
    response: campaignPageSchema,
  }),
  groupBuyingDetail: route({
    method: 'GET',
    path: '/api/en/shop/group_buying/detail',
    market: true,
    login: false,
    summary: 'one group buying campaign',
    query: campaignDetailQuerySchema,
    response: campaignSchema,
  }),
  searchRecord: route({
    method: 'GET',
    path: '/api/shop/search_record',
    market: false,
    login: false,
    summary: 'search history',
    response: searchRecordListSchema,
  }),
  deleteSearchRecord: route({
    method: 'POST',
    path: '/api/shop/delete_search_record',
    market: false,
    login: false,
    summary: 'delete search history',
    body: deleteSearchRecordBodySchema,
    response: deleteSearchRecordResultSchema,
  }),
  search: route({
    method: 'GET',
    path: '/api/en/shop/search',
    market: true,
    login: false,
    summary: 'search',
    query: searchQuerySchema,
    response: searchPageSchema,
  }),
  keywordMatch: route({
    method: 'GET',
    path: '/api/shop/search/keyword/match',
    market: false,
    login: false,
    summary: 'keyword match',
    query: keywordQuerySchema,
    response: keywordListSchema,
  }),
  keywordGuide: route({
    method: 'GET',
    path: '/api/shop/search/keyword/guide',
    market: false,
    login: false,
    summary: 'keyword guide',
    response: keywordListSchema,
  }),
  keywordItems: route({
    method: 'GET',
    path: '/api/shop/search/keyword/items',
    market: false,
    login: false,
    summary: 'keyword items',
    query: keywordItemsQuerySchema,
    response: keywordItemsSchema,
  }),
  countries: route({
    method: 'GET',
    path: '/api/supplier/v1/get/unit',
    market: false,
    login: false,
    summary: 'query type=country',
    query: countryQuerySchema,
    response: countryListSchema,
  }),
  units: route({ method: 'GET', path: '/api/get/unit', market: false, login: false, summary: 'units' }),
  register: route({
    method: 'POST',
    path: '/api/buyer/v1/h5/customer/register',
    market: false,
    login: false,
    summary: 'registration',
    body: registerBodySchema,
    response: registerResultSchema,
  }),
  sendSignupCode: route({
    method: 'POST',
    path: '/send_captcha/signup',
    market: false,
    login: false,
    summary: 'send email verification code',
    body: sendSignupCodeBodySchema,
    response: sendSignupCodeResultSchema,
  }),
  sendEmailChangeCode: route({
    method: 'POST',
    path: '/send_captcha/email_change',
    market: false,
    login: true,
    summary: 'send a verification code to the new address of an email change',
    body: sendSignupCodeBodySchema,
    response: sendSignupCodeResultSchema,
  }),
  login: route({
    method: 'POST',
    path: '/api/purchase/v1/h5/customer/login',
    market: false,
    login: false,
    summary: 'login',
    body: loginBodySchema,
    response: accountSchema,
  }),
  logout: route({
    method: 'POST',
    path: '/api/purchase/v1/h5/customer/logout',
    market: false,
    login: false,
    summary: 'logout',
    response: z.null(),
  }),
  accountEdit: route({
    method: 'POST',
    path: '/api/buyer/v1/h5/customer/edit',
    market: false,
    login: true,
    summary: 'account edit',
    body: accountEditBodySchema,
    response: accountSchema,
  }),
  forgotPassword: route({
    method: 'GET',
    path: '/web/forget/password',
    market: false,
    login: false,
    summary: 'forgot password',
    query: forgotPasswordQuerySchema,
    response: z.null(),
  }),
  mallCart: route({
    method: 'GET',
    path: '/api/en/product_carts/shop/cart',
    market: true,
    login: true,
    summary: 'shopping mall cart',
  }),
  scanCodeCart: route({
    method: 'GET',
    path: '/api/cn/scan_code/shop/cart',
    market: true,
    login: true,
    summary: 'scan code cart',
  }),
  catalogCart: route({
    method: 'GET',
    path: '/api/cn/catalog_carts/shop/cart',
    market: true,
    login: true,
    summary: 'catalog cart',
  }),
  groupBuyingCart: route({
    method: 'GET',
    path: '/api/cn/sk_product_carts/shop/cart',
    market: true,
    login: true,
    summary: 'group buying cart',
  }),
  updateCart: route({ method: 'GET', path: '/api/update/cart', market: false, login: true, summary: 'update cart' }),
  updateGroupQuantity: route({
    method: 'GET',
    path: '/api/skshop/update_quantity',
    market: false,
    login: true,
    summary: 'update quantity',
  }),
  deleteCart: route({
    method: 'GET',
    path: '/api/delete/cart',
    market: false,
    login: true,
    summary: 'delete from cart',
  }),
  cartCount: route({ method: 'GET', path: '/api/shop/cart/num', market: false, login: true, summary: 'cart count' }),
  addToCart: route({
    method: 'POST',
    path: '/api/add/cart/confirm',
    market: false,
    login: true,
    summary: 'confirm add to cart',
  }),
  addQuotation: route({
    method: 'POST',
    path: '/api/add/quotation',
    market: false,
    login: true,
    summary: 'request quotation',
  }),
  confirmCart: route({
    method: 'POST',
    path: '/api/skshop/shopcartconfirm',
    market: false,
    login: true,
    summary: 'confirm cart',
  }),
  userInfo: route({
    method: 'GET',
    path: '/api/user/info',
    market: false,
    login: false,
    summary: 'current user info',
    response: userInfoSchema,
  }),
  categories: route({
    method: 'GET',
    path: '/api/shop/category',
    market: false,
    login: false,
    summary: 'categories',
    response: categoryTreeSchema,
  }),
  buyerProductRecommend: route({
    method: 'GET',
    path: '/api/buyer/v1/product/recommend',
    market: false,
    login: true,
    summary: 'recommended products for buyer',
    query: buyerRecommendQuerySchema,
    response: productPageSchema,
  }),
  rfqUpload: route({
    method: 'POST',
    path: '/api/buyer/v1/rfq/upload',
    market: false,
    login: true,
    summary: 'upload an RFQ',
  }),
  requirements: route({
    method: 'GET',
    path: '/api/buyer/v1/requirement',
    market: false,
    login: true,
    summary: 'requirements',
  }),
  projects: route({
    method: 'GET',
    path: '/api/buyer/v1/projects',
    market: false,
    login: true,
    summary: 'projects of the buyer',
  }),
  uploadFiles: route({
    method: 'POST',
    path: '/api/buyer/v1/upload/files',
    market: false,
    login: true,
    summary: 'file upload with a file and a type field',
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/buyer/v1/h5/customer/reset_password',
    market: false,
    login: false,
    summary: 'set a new password with the link of a forgot-password mail',
    body: resetPasswordBodySchema,
    response: z.null(),
  }),
  renewal: route({
    method: 'POST',
    path: '/api/buyer/v1/h5/customer/renewal',
    market: false,
    login: true,
    summary: 'an expired member applies for renewal',
    response: accountSchema,
  }),
  siteConfig: route({
    method: 'GET',
    path: '/api/site/config',
    market: false,
    login: false,
    summary: 'storefront run-time settings',
    response: siteConfigSchema,
  }),
  ping: route({
    method: 'GET',
    path: '/api/ping',
    market: false,
    login: false,
    summary: 'trivial answer, the baseline of the API benchmarks',
    response: pingSchema,
  }),
} as const satisfies Record<string, RouteDef>;

export type ApiName = keyof typeof API;

const MARKET_SEGMENT = /^\/api\/(en|cn)\//;

/** The path a server registers: the market segment becomes the `:market` parameter. */
export function serverPath(def: RouteDef): string {
  return def.market ? def.path.replace(MARKET_SEGMENT, '/api/:market/') : def.path;
}

/** The path a client calls in a market: `/en/` and `/cn/` segments become the chosen one. */
export function marketPath(path: string, market: string): string {
  return path.replace(MARKET_SEGMENT, `/api/${market}/`);
}
