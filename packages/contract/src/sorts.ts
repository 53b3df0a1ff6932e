// Orders of product lists, apart from their schemas: a page that only names an order does not load
// the schema library.

export const PRODUCT_SORTS = ['recommended', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Sorting by price reveals the order of prices, so only a member may ask for it; a visitor gets 401. */
export const MEMBER_ONLY_SORTS: readonly ProductSort[] = ['price_asc', 'price_desc'];

/**
 * Orders of a result list: `relevance` (exact code, then name, then brand and category, then
 * description; sales break ties) and the catalogue's own orders. Price orders are members' only.
 */
export const SEARCH_SORTS = ['relevance', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** The order of results an address names none for. */
export const DEFAULT_SEARCH_SORT: SearchSort = 'relevance';
