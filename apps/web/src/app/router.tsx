import { PageErrorBoundary } from '@mall/client/lib/page-error-boundary';
import { PAGES, type PageName } from '@mall/contract';
import { useLayoutEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { setNavigator } from '../lib/navigation';
import { PageFrame } from './page-frame';
import { NotFound, RouteError } from './route-error';

const PAGE_NAMES = Object.keys(PAGES) as PageName[];

/**
 * The route table of SPEC section 2, from the contract's page table; `/` is the home page too.
 * Declared in the page rather than as a data router: the shell loads no code for loaders, actions
 * and fetchers, which no page uses.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  const location = useLocation();
  // The API client's 401 flow navigates through the router, not around it.
  useLayoutEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return (
    <PageErrorBoundary address={`${location.pathname}${location.search}`} fallback={<RouteError />}>
      <Routes>
        <Route path="/" element={<PageFrame name="home" />} />
        {PAGE_NAMES.map((name) => (
          <Route key={name} path={PAGES[name].route} element={<PageFrame name={name} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </PageErrorBoundary>
  );
}
