import { ErrorCode, type Product } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { getMarket } from '../lib/market';
import { type PriceAccess, usePriceAccess } from '../lib/price-access';
import { type QueryScope, useQueryScope } from '../lib/query-scope';

const SCAN_PRODUCT_PATH: ApiPath<'scanProduct'> = '/api/cn/scan_code/product';

/** Codes the scan page shows under the code rather than in a toast. */
export const SCAN_HANDLED_CODES = [ErrorCode.PRODUCT_CODE_UNKNOWN, ErrorCode.NOT_IN_MARKET, ErrorCode.VALIDATION];

/**
 * The product a code names, priced in the stored market (the path's `/cn/` is part of its name).
 * `silent` for the offline queue, which shows each line's outcome beside it rather than in toasts.
 */
export function getScanProduct(
  code: string,
  { signal, silent = false }: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<Product> {
  return request(SCAN_PRODUCT_PATH, {
    query: { code, market: getMarket() },
    hideLoading: true,
    silent,
    signal,
    handledCodes: SCAN_HANDLED_CODES,
  });
}

export function scanProductQueryOptions(scope: QueryScope, code: string, access: PriceAccess) {
  return queryOptions({
    queryKey: ['scan', 'product', scope.lang, scope.market, access, code],
    queryFn: ({ signal }) => getScanProduct(code, { signal }),
    retry: false,
  });
}

export function useScanProduct(code: string | null) {
  const access = usePriceAccess();
  return useQuery({ ...scanProductQueryOptions(useQueryScope(), code ?? '', access), enabled: code !== null });
}
