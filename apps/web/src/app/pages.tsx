import type { PageName } from '@mall/contract';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageProps } from '../lib/page-props';
import { lazyPage } from './lazy-page';

/** Pages that later work builds show their honest "coming soon" state until then. */
function comingSoon(page: PageName) {
  return lazyPage(() =>
    import('../components/coming-soon').then(({ ComingSoon }) => ({ default: () => <ComingSoon page={page} /> })),
  );
}

/** Each route's page, loaded on first visit. */
export const PAGE_COMPONENTS: Record<PageName, LazyExoticComponent<ComponentType<PageProps>>> = {
  home: lazyPage(() => import('../features/catalog/pages/home-page')),
  category: lazyPage(() => import('../features/catalog/pages/category-page')),
  workstation: comingSoon('workstation'),
  productDetail: comingSoon('productDetail'),
  uploadInquiry: comingSoon('uploadInquiry'),
  search: comingSoon('search'),
  searchProduct: comingSoon('searchProduct'),
  qrCode: comingSoon('qrCode'),
  searchFilter: comingSoon('searchFilter'),
  cart: comingSoon('cart'),
  my: comingSoon('my'),
  login: comingSoon('login'),
  register: comingSoon('register'),
  select: comingSoon('select'),
};
