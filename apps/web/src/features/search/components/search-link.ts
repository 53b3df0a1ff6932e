import { PAGES } from '@mall/contract';

/** The results page of a keyword. */
export const resultsPath = (keyword: string) => `${PAGES.searchProduct.route}?keyword=${encodeURIComponent(keyword)}`;
