import { ErrorCode } from '@mall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { CART_QUERY_KEY } from '../cart/get-cart';
import { ApiError, request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { i18n } from '../lib/i18n';
import { getMarket } from '../lib/market';
import { getScanProduct } from './get-scan-product';
import { pendingCodes, type QueuedCode, scanQueue, setSending, settleCode } from './scan-queue';

/** The call the online scan's add button makes (cart/add-to-cart.ts), without its toasts: each line shows its outcome. */
const ADD_PATH: ApiPath<'addToCart'> = '/api/add/cart/confirm';

/** What stopped the run before every line was tried: the network went again, or the session needs a login. */
export type SendStop = 'network' | 'login';

function isLookupRefusal(error: ApiError): boolean {
  return error.code === ErrorCode.PRODUCT_CODE_UNKNOWN || error.code === ErrorCode.VALIDATION;
}

/** A business refusal settles a line; anything else (no network, a login needed, a server fault) stops the run. */
function stopOf(error: unknown): SendStop | null {
  if (!(error instanceof ApiError) || error.kind !== 'result') return 'network';
  return error.code === ErrorCode.LOGIN_REQUIRED ? 'login' : null;
}

function refusedText(error: ApiError): string {
  return error.message || i18n.t(`errors.${error.code}`, { defaultValue: i18n.t('request.apiError') });
}

async function sendOne(entry: QueuedCode): Promise<SendStop | null> {
  let product: Awaited<ReturnType<typeof getScanProduct>>;
  try {
    product = await getScanProduct(entry.code, { silent: true });
  } catch (error) {
    const stop = stopOf(error);
    if (stop || !(error instanceof ApiError)) return stop;
    settleCode(entry.code, {
      problem: isLookupRefusal(error) ? { kind: 'notFound' } : { kind: 'refused', message: refusedText(error) },
    });
    return null;
  }
  const quantity = entry.quantity ?? product.moq;
  try {
    await request(ADD_PATH, {
      method: 'POST',
      body: { product_id: product.id, quantity, source: 'scan_code', market: getMarket() },
      silent: true,
    });
  } catch (error) {
    const stop = stopOf(error);
    if (stop || !(error instanceof ApiError)) return stop;
    settleCode(entry.code, { problem: { kind: 'refused', message: refusedText(error) } });
    return null;
  }
  settleCode(entry.code, { added: { code: entry.code, name: product.name, quantity } });
  return null;
}

let running: Promise<SendStop | null> | null = null;

/**
 * Looks up each queued code and adds it to the scan-code group of the cart, one line at a time in
 * the order scanned, as the online scan does; a line the server refuses stays queued with the
 * reason. One run at a time: a second call while one runs gets the same run.
 */
export function sendScanQueue(queryClient: QueryClient): Promise<SendStop | null> {
  running ??= (async () => {
    setSending(true);
    const before = scanQueue().added.length;
    try {
      // Read afresh after each line: the buyer may remove or change lines while the run goes on.
      const tried = new Set<string>();
      for (let entry = pendingCodes()[0]; entry; entry = pendingCodes().find(({ code }) => !tried.has(code))) {
        tried.add(entry.code);
        const stop = await sendOne(entry);
        if (stop) return stop;
      }
      return null;
    } finally {
      setSending(false);
      running = null;
      if (scanQueue().added.length > before) void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    }
  })();
  return running;
}
