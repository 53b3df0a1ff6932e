import { userInfoQueryOptions } from '@mall/client/account/get-user-info';
import { prefetchProductDetail, productIdOf } from '@mall/client/catalog/get-product-detail';
import { PAGES, type PageName } from '@mall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchHomeData } from '../features/catalog/page-data';
import { preloadPage } from './pages';

const PAGE_NAMES = Object.keys(PAGES) as PageName[];

type PageRead = (queryClient: QueryClient, query: Record<string, string>) => void;

/**
 * Pages whose reads can start before their code has loaded, by what their address says: `atOnce`
 * reads are the same whoever looks; the others' keys depend on who looks, so `read` waits for the
 * user info, and `firstVisit`, where given, starts at once before any user is known.
 */
const PAGE_DATA: Partial<Record<PageName, { atOnce: PageRead } | { read: PageRead; firstVisit?: PageRead }>> = {
  // The session cookie decides any price in the answers, keyed by scope only.
  home: { atOnce: prefetchHomeData },
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
  if ('atOnce' in data) {
    data.atOnce(queryClient, opening.query);
    return;
  }
  // A first visit knows no user yet and reads as a visitor may (a product read so is kept as a
  // member's when its answer carries prices); a later one reads under the user it has.
  if (data.firstVisit && !navigator.serviceWorker?.controller) {
    data.firstVisit(queryClient, opening.query);
    return;
  }
  const read = () => data.read(queryClient, opening.query);
  queryClient.fetchQuery(userInfoQueryOptions()).then(read, read);
}
