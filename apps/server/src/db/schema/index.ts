export * from './account.js';
export * from './catalog.js';
export * from './catalog-extra.js';
export * from './search.js';
