import { userInfoQueryOptions } from '@mall/client/account/get-user-info';
import { prefetchProductDetail, productIdOf } from '@mall/client/catalog/get-product-detail';
import { PAGES, type PageName } from '@mall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchHomeData } from '../features/catalog/page-data';
import { preloadPage } from './pages';

const PAGE_NAMES = Object.keys(PAGES) as PageName[];

type PageRead = (queryClient: QueryClient, query: Record<string, string>) => void;

/**
 * Pages whose reads can start before their code has loaded, by what their address says: `read` once
 * the user info has answered; `firstVisit`, where given, at once on a first visit.
 */
const PAGE_DATA: Partial<Record<PageName, { read: PageRead; firstVisit?: PageRead }>> = {
  // The same whoever looks: the session cookie decides any price in the answers, keyed by scope only.
  home: { read: prefetchHomeData, firstVisit: prefetchHomeData },
  productDetail: {
    read: (queryClient, query) => prefetchProductDetail(queryClient, productIdOf(query.id)),
    firstVisit: (queryClient, query) => prefetchProductDetail(queryClient, productIdOf(query.id), { knownUser: false }),
  },
  // Loaded with its page's code, not with the shell: what reads a search's address (its filters'
  // schemas) would otherwise weigh on every first visit.
  searchProduct: {
    read: (queryClient, query) => {
      import('../features/search/page-data').then(
        ({ prefetchSearchResults }) => prefetchSearchResults(queryClient, query),
        () => undefined,
      );
    },
  },
};

/** The page a hash address (`#/pages/home/detail?id=7`) opens; `#/` and no hash are the home page. */
export function openingPageOf(hash: string): { name: PageName; query: Record<string, string> } | null {
  const address = hash.replace(/^#/, '') || '/';
  const [path = '/', search = ''] = address.split('?', 2);
  const name = path === '/' ? 'home' : PAGE_NAMES.find((page) => PAGES[page].route === path);
  return name ? { name, query: Object.fromEntries(new URLSearchParams(search)) } : null;
}

/**
 * Starts the code and the first reads of the page the storefront opens on while the shell and its
 * texts load, rather than one after the other once the shell has rendered: the largest paint of a
 * first visit waits for both.
 */
export function prefetchOpeningPage(queryClient: QueryClient): void {
  const opening = openingPageOf(window.location.hash);
  if (!opening) return;
  preloadPage(opening.name);
  const data = PAGE_DATA[opening.name];
  if (!data) return;
  // A first visit has no service worker in charge yet. Otherwise the reads wait for the user info:
  // the service worker drops its kept answers when that names someone new, and a read on its way
  // meanwhile would not be kept for offline use (service-worker/session-guard.ts).
  if (data.firstVisit && !navigator.serviceWorker?.controller) {
    data.firstVisit(queryClient, opening.query);
    return;
  }
  const read = () => data.read(queryClient, opening.query);
  queryClient.fetchQuery(userInfoQueryOptions()).then(read, read);
}
