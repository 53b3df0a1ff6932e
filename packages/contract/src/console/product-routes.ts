import { type ConsoleRouteDef, consoleRoute } from '../console-route-def.js';
import {
  productAdminDetailQuerySchema,
  productAdminDetailSchema,
  productAdminPageSchema,
  productCreateBodySchema,
  productFilterSchema,
  productImagesBodySchema,
  productImportIdBodySchema,
  productImportIdQuerySchema,
  productImportSchema,
  productListingBodySchema,
  productListQuerySchema,
  productUpdateBodySchema,
} from '../schemas/product-admin.js';

const CATALOG = ['admin', 'catalog'] as const;

/** The catalogue staff's products: editing, pictures, CSV import and export (docs/decisions/024, 025). */
export const PRODUCT_CONSOLE_ROUTES = {
  products: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/products',
    roles: CATALOG,
    summary: 'products by keyword, category, store, market and listing state, newest first',
    query: productListQuerySchema,
    response: productAdminPageSchema,
  }),
  productDetail: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/products/detail',
    roles: CATALOG,
    summary: 'a product with every editable field, its pictures and its latest changes',
    query: productAdminDetailQuerySchema,
    response: productAdminDetailSchema,
  }),
  productCreate: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/products/create',
    roles: CATALOG,
    summary: 'adds a product (listed unless `listed` is false)',
    body: productCreateBodySchema,
    response: productAdminDetailSchema,
  }),
  productUpdate: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/products/update',
    roles: CATALOG,
    summary: 'changes every field of a product; refused with 60400 when someone changed it since `version`',
    body: productUpdateBodySchema,
    response: productAdminDetailSchema,
  }),
  productListing: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/products/listing',
    roles: CATALOG,
    summary: 'takes a product off the storefront (kept for the documents that name it) or lists it again',
    body: productListingBodySchema,
    response: productAdminDetailSchema,
  }),
  productImageUpload: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/products/images',
    roles: CATALOG,
    summary: 'adds a picture (multipart `id`, `file`: jpg or png, checked from its bytes) after the gallery',
    response: productAdminDetailSchema,
  }),
  productImagesArrange: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/products/images/arrange',
    roles: CATALOG,
    summary: "orders a product's pictures (the first is the main one); pictures left out are removed",
    body: productImagesBodySchema,
    response: productAdminDetailSchema,
  }),
  productImportTemplate: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/products/import/template',
    roles: CATALOG,
    summary: 'the CSV template: the header and one example row, UTF-8 with a byte order mark',
  }),
  productImportPreview: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/products/import/preview',
    roles: CATALOG,
    summary:
      'reads an uploaded CSV (multipart `file`) and counts rows to create, update and reject; changes no product',
    response: productImportSchema,
  }),
  productImportConfirm: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/products/import/confirm',
    roles: CATALOG,
    summary: 'queues the previewed rows to be applied in the background; once per preview',
    body: productImportIdBodySchema,
    response: productImportSchema,
  }),
  productImportStatus: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/products/import/status',
    roles: CATALOG,
    summary: "an import's preview and progress",
    query: productImportIdQuerySchema,
    response: productImportSchema,
  }),
  productExport: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/products/export',
    roles: CATALOG,
    summary: 'the filtered products as CSV, in the columns of the template',
    query: productFilterSchema,
  }),
} as const satisfies Record<string, ConsoleRouteDef>;
