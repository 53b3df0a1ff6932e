import { ErrorCode, type ProductFilter, type ProductImport } from '@mall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';
import { postFile } from './post-file';
import { PRODUCTS_QUERY_KEY } from './products';

export const PRODUCT_TEMPLATE_PATH: ConsoleApiPath<'productImportTemplate'> =
  '/api/console/v1/products/import/template';
const EXPORT_PATH: ConsoleApiPath<'productExport'> = '/api/console/v1/products/export';
const PREVIEW_PATH: ConsoleApiPath<'productImportPreview'> = '/api/console/v1/products/import/preview';
const CONFIRM_PATH: ConsoleApiPath<'productImportConfirm'> = '/api/console/v1/products/import/confirm';
const STATUS_PATH: ConsoleApiPath<'productImportStatus'> = '/api/console/v1/products/import/status';

/** How often a running import's progress is read. */
export const IMPORT_POLL_MS = 1000;

/** The export of the list as filtered: a download address (the session cookie goes with it). */
export function productExportHref(filter: ProductFilter): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const query = search.toString();
  return query ? `${EXPORT_PATH}?${query}` : EXPORT_PATH;
}

/** Reads a CSV file and answers what it would do; changes no product. */
export function previewProductImport(file: File): Promise<ProductImport> {
  return postFile<ProductImport>(PREVIEW_PATH, { file });
}

export function confirmProductImport(id: number): Promise<ProductImport> {
  return request<ProductImport>(CONFIRM_PATH, {
    json: { id },
    hideLoading: true,
    handledCodes: [ErrorCode.IMPORT_NOT_FOUND, ErrorCode.IMPORT_ALREADY_CONFIRMED, ErrorCode.IMPORT_NOTHING_TO_APPLY],
  });
}

export function getProductImport(id: number, signal?: AbortSignal): Promise<ProductImport> {
  return request<ProductImport>(STATUS_PATH, { query: { id }, hideLoading: true, signal });
}

export function usePreviewProductImport() {
  return useMutation({ mutationFn: previewProductImport });
}

export function useConfirmProductImport() {
  return useMutation({ mutationFn: confirmProductImport });
}

/** A confirmed import's progress, read every second until it is done or failed; then the lists again. */
export function useProductImportStatus(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['console', 'product-import', id],
    queryFn: async ({ signal }) => {
      const status = await getProductImport(id ?? 0, signal);
      if (status.state === 'done' || status.state === 'failed')
        void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
      return status;
    },
    enabled: id !== undefined,
    refetchInterval: (query) =>
      query.state.data?.state === 'done' || query.state.data?.state === 'failed' ? false : IMPORT_POLL_MS,
  });
}
