import { PAGES, type PageName } from '@mall/contract';
import { createHashRouter } from 'react-router-dom';
import { setNavigator } from '../lib/navigation';
import { PageFrame } from './page-frame';
import { NotFound, RouteError } from './route-error';

const PAGE_NAMES = Object.keys(PAGES) as PageName[];

/** The route table of SPEC section 2, from the contract's page table; `/` is the home page too. */
export const router = createHashRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <PageFrame name="home" /> },
      ...PAGE_NAMES.map((name) => ({ path: PAGES[name].route, element: <PageFrame name={name} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
]);

// The API client's 401 flow navigates through the router, not around it.
setNavigator((to, options) => void router.navigate(to, options));
