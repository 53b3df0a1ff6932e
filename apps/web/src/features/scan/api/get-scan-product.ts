import { ErrorCode, type Product } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import type { ApiPath } from '../../../lib/api-path';
import { useClientState } from '../../../lib/client-state';
import { getMarket } from '../../../lib/market';
import { type QueryScope, useQueryScope } from '../../../lib/query-scope';

const SCAN_PRODUCT_PATH: ApiPath<'scanProduct'> = '/api/cn/scan_code/product';

/** Codes the scan page shows under the code rather than in a toast. */
export const SCAN_HANDLED_CODES = [ErrorCode.PRODUCT_CODE_UNKNOWN, ErrorCode.NOT_IN_MARKET, ErrorCode.VALIDATION];

/** The product a code names, priced in the stored market (the path's `/cn/` is part of its name). */
export function getScanProduct(code: string, signal?: AbortSignal): Promise<Product> {
  return request(SCAN_PRODUCT_PATH, {
    query: { code, market: getMarket() },
    hideLoading: true,
    signal,
    handledCodes: SCAN_HANDLED_CODES,
  });
}

export function scanProductQueryOptions(scope: QueryScope, code: string, login: boolean) {
  return queryOptions({
    queryKey: ['scan', 'product', scope.lang, scope.market, login, code],
    queryFn: ({ signal }) => getScanProduct(code, signal),
    retry: false,
  });
}

export function useScanProduct(code: string | null) {
  const login = useClientState((state) => state.userInfo?.login === 1);
  return useQuery({ ...scanProductQueryOptions(useQueryScope(), code ?? '', login), enabled: code !== null });
}
