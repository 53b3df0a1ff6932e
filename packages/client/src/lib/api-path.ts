import type { API, ApiName } from '@mall/contract';

/**
 * The contract's path of a call, as a type: `const PATH: ApiPath<'swiper'> = '/api/shop/swiper'`
 * fails to compile when the route table changes, while the table's zod schemas stay out of the bundle.
 */
export type ApiPath<N extends ApiName> = (typeof API)[N]['path'];
