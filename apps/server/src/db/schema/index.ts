export * from './account.js';
export * from './cart.js';
export * from './catalog.js';
export * from './catalog-extra.js';
export * from './jobs.js';
export * from './operators.js';
export * from './rfq.js';
export * from './search.js';
