import type { PageName } from '@mall/contract';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageProps } from '../lib/page-props';
import { lazyPage } from './lazy-page';

/** Each route's page, loaded on first visit. */
export const PAGE_COMPONENTS: Record<PageName, LazyExoticComponent<ComponentType<PageProps>>> = {
  home: lazyPage(() => import('../features/catalog/pages/home-page')),
  category: lazyPage(() => import('../features/catalog/pages/category-page')),
  workstation: lazyPage(() => import('../features/workstation/pages/workstation-page')),
  productDetail: lazyPage(() => import('../features/catalog/pages/product-detail-page')),
  uploadInquiry: lazyPage(() => import('../features/rfq/pages/upload-inquiry-page')),
  search: lazyPage(() => import('../features/search/pages/search-page')),
  searchProduct: lazyPage(() => import('../features/search/pages/search-product-page')),
  qrCode: lazyPage(() => import('../features/scan/pages/scan-page')),
  searchFilter: lazyPage(() => import('../features/search/pages/search-filter-page')),
  cart: lazyPage(() => import('../features/cart/pages/cart-page')),
  my: lazyPage(() => import('../features/account/pages/account-page')),
  login: lazyPage(() => import('../features/account/pages/login-page')),
  register: lazyPage(() => import('../features/account/pages/register-page')),
  resetPassword: lazyPage(() => import('../features/account/pages/reset-password-page')),
  agreement: lazyPage(() => import('../features/account/pages/agreement-page')),
  store: lazyPage(() => import('../features/catalog/pages/store-page')),
  groupBuying: lazyPage(() => import('../features/catalog/pages/group-buying-page')),
  groupBuyingDetail: lazyPage(() => import('../features/catalog/pages/group-buying-detail-page')),
  rfqList: lazyPage(() => import('../features/rfq/pages/rfq-list-page')),
  rfqDetail: lazyPage(() => import('../features/rfq/pages/rfq-detail-page')),
  select: lazyPage(() => import('../components/e-select/e-select-page')),
  quotations: lazyPage(() => import('../features/cart/pages/quotations-page')),
  proformaInvoices: lazyPage(() => import('../features/orders/pages/proforma-list-page')),
  proformaDetail: lazyPage(() => import('../features/orders/pages/proforma-detail-page')),
  purchaseOrders: lazyPage(() => import('../features/orders/pages/purchase-order-list-page')),
  purchaseOrderDetail: lazyPage(() => import('../features/orders/pages/purchase-order-detail-page')),
  shipmentPlans: lazyPage(() => import('../features/orders/pages/shipment-plans-page')),
  warehouse: lazyPage(() => import('../features/orders/pages/warehouse-page')),
  warehouseReceive: lazyPage(() => import('../features/orders/pages/receive-page')),
  logs: lazyPage(() => import('../features/account-activity/pages/logs-page')),
  history: lazyPage(() => import('../features/history/pages/history-page')),
  vendors: lazyPage(() => import('../features/vendors/pages/vendors-page')),
  vendorDetail: lazyPage(() => import('../features/vendors/pages/vendor-detail-page')),
};
