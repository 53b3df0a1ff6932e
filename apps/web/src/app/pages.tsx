import type { PageName } from '@mall/contract';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageProps } from '../lib/page-props';
import { lazyPage, type PageModule } from './lazy-page';

/** Each route's page module, loaded on first visit. */
const PAGE_MODULES: Record<PageName, () => Promise<PageModule>> = {
  home: () => import('../features/catalog/pages/home-page'),
  category: () => import('../features/catalog/pages/category-page'),
  workstation: () => import('../features/workstation/pages/workstation-page'),
  productDetail: () => import('../features/catalog/pages/product-detail-page'),
  uploadInquiry: () => import('../features/rfq/pages/upload-inquiry-page'),
  search: () => import('../features/search/pages/search-page'),
  searchProduct: () => import('../features/search/pages/search-product-page'),
  qrCode: () => import('../features/scan/pages/scan-page'),
  searchFilter: () => import('../features/search/pages/search-filter-page'),
  cart: () => import('../features/cart/pages/cart-page'),
  my: () => import('../features/account/pages/account-page'),
  login: () => import('../features/account/pages/login-page'),
  register: () => import('../features/account/pages/register-page'),
  resetPassword: () => import('../features/account/pages/reset-password-page'),
  agreement: () => import('../features/account/pages/agreement-page'),
  store: () => import('../features/catalog/pages/store-page'),
  groupBuying: () => import('../features/catalog/pages/group-buying-page'),
  groupBuyingDetail: () => import('../features/catalog/pages/group-buying-detail-page'),
  rfqList: () => import('../features/rfq/pages/rfq-list-page'),
  rfqDetail: () => import('../features/rfq/pages/rfq-detail-page'),
  select: () => import('../components/e-select/e-select-page'),
  quotations: () => import('../features/cart/pages/quotations-page'),
  proformaInvoices: () => import('../features/orders/pages/proforma-list-page'),
  proformaDetail: () => import('../features/orders/pages/proforma-detail-page'),
  purchaseOrders: () => import('../features/orders/pages/purchase-order-list-page'),
  purchaseOrderDetail: () => import('../features/orders/pages/purchase-order-detail-page'),
  shipmentPlans: () => import('../features/orders/pages/shipment-plans-page'),
  warehouse: () => import('../features/orders/pages/warehouse-page'),
  warehouseReceive: () => import('../features/orders/pages/receive-page'),
  logs: () => import('../features/account-activity/pages/logs-page'),
  history: () => import('../features/history/pages/history-page'),
  vendors: () => import('../features/vendors/pages/vendors-page'),
  vendorDetail: () => import('../features/vendors/pages/vendor-detail-page'),
  purchasePlans: () => import('../features/purchase-plans/pages/purchase-plans-page'),
  purchasePlanDetail: () => import('../features/purchase-plans/pages/purchase-plan-detail-page'),
  purchasePlanForm: () => import('../features/purchase-plans/pages/purchase-plan-form-page'),
  afterSales: () => import('../features/after-sales/pages/after-sales-page'),
  afterSalesDetail: () => import('../features/after-sales/pages/after-sales-case-page'),
  afterSalesNew: () => import('../features/after-sales/pages/after-sales-new-page'),
};

export const PAGE_COMPONENTS = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([name, load]) => [name, lazyPage(load)]),
) as Record<PageName, LazyExoticComponent<ComponentType<PageProps>>>;

/**
 * Starts loading a page's code before it is rendered; the page's own load then finds the module
 * under way (a module is fetched once). A failure is left to the page's load, which shows it.
 */
export function preloadPage(name: PageName): void {
  PAGE_MODULES[name]().catch(() => undefined);
}
