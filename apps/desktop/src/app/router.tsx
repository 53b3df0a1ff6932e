import { PageErrorBoundary } from '@mall/client/lib/page-error-boundary';
import { DESKTOP_PAGES, type DesktopPageName } from '@mall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { prefetchHomeData, prefetchProductDetail } from '../features/catalog/page-data';
import { loadAntApp } from './ant-app';
import { DesktopLayout } from './desktop-layout';
import { setNavigator } from './navigation';
import { NotFound, RouteError } from './route-error';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A page whose components use antd's App hooks (`App.useApp()`: messages, confirmations) renders
 * once the App has loaded with its code; the shop's pages, which use none, load without it.
 */
function withAntApp(load: () => PageModule) {
  return lazy(async () => (await Promise.all([load(), loadAntApp()]))[0]);
}

/** Each page is its own chunk: a buyer opening a product does not load the search page's code. */
const PAGE_COMPONENTS: Record<DesktopPageName, ComponentType> = {
  home: lazy(() => import('../features/catalog/pages/home-page')),
  catalog: lazy(() => import('../features/catalog/pages/catalog-page')),
  productDetail: lazy(() => import('../features/catalog/pages/product-detail-page')),
  productSearch: lazy(() => import('../features/search/pages/search-page')),
  login: withAntApp(() => import('../features/account/pages/login-page')),
  register: withAntApp(() => import('../features/account/pages/register-page')),
  my: withAntApp(() => import('../features/account/pages/my-profile-page')),
  cart: withAntApp(() => import('../features/cart/pages/cart-page')),
  workstation: withAntApp(() => import('../features/workstation/pages/workstation-page')),
  uploadInquiry: withAntApp(() => import('../features/rfq/pages/upload-inquiry-page')),
  resetPassword: withAntApp(() => import('../features/account/pages/reset-password-page')),
};

const PAGE_NAMES = Object.keys(DESKTOP_PAGES) as DesktopPageName[];

/** Pages whose reads can start before their code has loaded, by what their address says. */
const PAGE_DATA: Partial<Record<DesktopPageName, (queryClient: QueryClient, search: string) => void>> = {
  home: prefetchHomeData,
  productDetail: prefetchProductDetail,
};

/** Starts the reads of the page the site opens on, alongside the loading of its code. */
export function prefetchOpeningPage(queryClient: QueryClient): void {
  const { pathname, search } = window.location;
  const name = PAGE_NAMES.find((page) => DESKTOP_PAGES[page].path === pathname);
  if (name) PAGE_DATA[name]?.(queryClient, search);
}

/** The API client's 401 flow navigates through the router, not around it. */
function RegisterNavigator() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

function DesktopRoutes() {
  const { pathname, search } = useLocation();
  return (
    <PageErrorBoundary address={`${pathname}${search}`} fallback={<RouteError />}>
      <RegisterNavigator />
      <Routes>
        <Route element={<DesktopLayout />}>
          {PAGE_NAMES.map((name) => {
            const Page = PAGE_COMPONENTS[name];
            return <Route key={name} path={DESKTOP_PAGES[name].path} element={<Page />} />;
          })}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </PageErrorBoundary>
  );
}

/**
 * The desktop paths of SPEC section 2, and the pages it gives none (DESKTOP_PAGES). Declared routes rather than a
 * data router: the site uses no loaders or actions, and the data router's code is 16 KB gzip more.
 */
export function DesktopRouter() {
  return (
    <BrowserRouter>
      <DesktopRoutes />
    </BrowserRouter>
  );
}
