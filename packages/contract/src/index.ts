export * from './constants.js';
export * from './errors.js';
export * from './messages.js';
export * from './pages.js';
export * from './routes.js';
export * from './schemas/catalog.js';
export * from './schemas/common.js';
