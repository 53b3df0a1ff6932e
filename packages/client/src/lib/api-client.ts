import {
  API_READ_HEADERS,
  CLIENT_MAPPED_CODES,
  EARLY_READS_GLOBAL,
  type Envelope,
  ErrorCode,
  REQUEST_TIMEOUT_MS,
} from '@mall/contract';
import { clientHooks } from './client-hooks';
import { i18n } from './i18n';
import { getMarket } from './market';
import { isOnline, reportNetworkAnswer, reportNetworkFailure } from './network-status';

/**
 * Every call of every front end goes through `request` (SPEC sections 7 and 8): market segment,
 * query strings, form-encoded POST, the empty Authorization header, the loading indicator,
 * the time-out and the error catalogue live here and nowhere else; how they look is wired by
 * each front end through `configureClient`.
 */

export type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Params;
  /** Sent form-encoded (POST). */
  body?: Params;
  /** Sent as JSON (POST), for bodies a form cannot carry: lists of objects such as a receipt's lines. */
  json?: unknown;
  /** No loading toast: the page shows its own skeleton or loading row. */
  hideLoading?: boolean;
  /** Background calls (launch checks): no loading toast, no error toast or modal; failures still reject. */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * Result codes the calling page shows itself (under a field, as an inline warning): no toast for
   * them; the promise still rejects with an ApiError carrying the code and the answer's data.
   */
  handledCodes?: readonly number[];
}

export type ApiErrorKind = 'http' | 'result' | 'network' | 'timeout' | 'aborted';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** HTTP status for `http`, envelope status for `result`. */
    readonly status?: number,
    readonly code?: number,
    /** The envelope's `data` of a failed answer: details a page shows beside the message. */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const TIMEOUT = Symbol('timeout');

/**
 * Only the `/en/` segment is the stored market; the `/cn/` of SPEC section 7's cart, group buying
 * and scan code paths is part of their name, and those calls send `market` instead.
 */
export function withMarket(path: string, market: string): string {
  return path.replace('/en/', `/${market}/`);
}

function encode(params: Params): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  return search;
}

function buildUrl(path: string, query: Params | undefined): string {
  const url = withMarket(path, getMarket());
  const search = query ? encode(query).toString() : '';
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

let pendingLoads = 0;

function showLoading(): void {
  pendingLoads += 1;
  if (pendingLoads === 1) clientHooks().onLoading(true);
}

function hideLoading(): void {
  pendingLoads = Math.max(0, pendingLoads - 1);
  if (pendingLoads === 0) clientHooks().onLoading(false);
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | undefined> {
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return undefined;
  }
}

/** Our time-out, or the caller's cancellation. */
function abortError(signal: AbortSignal): ApiError {
  return signal.reason === TIMEOUT
    ? new ApiError(i18n.t('request.timeout'), 'timeout')
    : new ApiError('aborted', 'aborted');
}

/**
 * The answer the page's first script asked for at this address before the app had loaded (contract
 * `earlyReadUrl`), taken once: a later read of the address asks the server again.
 */
function takeEarlyRead(url: string): Promise<Response> | undefined {
  const reads = (window as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[
    EARLY_READS_GLOBAL
  ];
  const read = reads?.[url];
  if (reads && read) delete reads[url];
  return read;
}

/** `answer`, or the signal's abort, whichever comes first: an early read was started without the signal. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

async function send<T>(path: string, options: RequestOptions): Promise<Answer<T>> {
  const method = options.method ?? (options.body || options.json !== undefined ? 'POST' : 'GET');
  const asJson = method === 'POST' && options.json !== undefined;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(TIMEOUT), REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  const headers: Record<string, string> = { ...API_READ_HEADERS };
  if (method === 'POST')
    headers['Content-Type'] = asJson
      ? 'application/json;charset=UTF-8'
      : 'application/x-www-form-urlencoded;charset=UTF-8';
  if (options.signal?.aborted) forwardAbort();

  // The time-out covers the whole exchange, body included.
  let response: Response;
  let envelope: Envelope<T> | undefined;
  const url = buildUrl(path, options.query);
  const ask = () =>
    fetch(url, {
      method,
      headers,
      body: asJson
        ? JSON.stringify(options.json)
        : method === 'POST'
          ? encode(options.body ?? {}).toString()
          : undefined,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  const early = method === 'GET' ? takeEarlyRead(url) : undefined;
  try {
    // An early read that failed is asked again, as the app would have asked it.
    response = await (early ? untilAborted(early.catch(ask), controller.signal) : ask());
    envelope = await readEnvelope<T>(response);
  } catch (error) {
    if (controller.signal.aborted) throw abortError(controller.signal);
    throw new ApiError(error instanceof Error ? error.message : String(error), 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
  // An abort while the body was read shows up here (readEnvelope swallows the read error).
  if (controller.signal.aborted) throw abortError(controller.signal);
  if (response.status !== 200) {
    throw new ApiError(
      envelope?.result?.message || response.statusText || String(response.status),
      'http',
      response.status,
    );
  }
  if (!envelope) throw new ApiError(i18n.t('request.network'), 'network');
  if (envelope.status !== 200) {
    const code = envelope.result?.code ?? envelope.status;
    throw new ApiError(envelope.result?.message ?? '', 'result', envelope.status, code, envelope.data);
  }
  return { data: envelope.data, message: envelope.result?.message ?? '' };
}

function isClientMapped(code: number | undefined): code is (typeof CLIENT_MAPPED_CODES)[number] {
  return (CLIENT_MAPPED_CODES as readonly (number | undefined)[]).includes(code);
}

/** What the buyer is told about a failure (SPEC section 8). */
function report(error: ApiError): void {
  const { onError, onLoginRequired } = clientHooks();
  switch (error.kind) {
    case 'aborted':
      return; // the caller cancelled (page left, query superseded): nothing went wrong
    case 'http':
      onError(`${i18n.t('request.apiError')}: ${error.message}`, 'fail');
      return;
    case 'result':
      if (error.code === ErrorCode.LOGIN_REQUIRED) {
        onLoginRequired();
      } else if (isClientMapped(error.code)) {
        onError(i18n.t(`errors.${error.code}`), 'notice');
      } else {
        onError(error.message || i18n.t('request.apiError'), 'notice');
      }
      return;
    case 'network':
    case 'timeout':
      onError(error.message || i18n.t('request.network'), 'fail');
  }
}

/** A successful answer: its data, and the server's `result.message` for pages that show it. */
export interface Answer<T> {
  data: T;
  message: string;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestAnswer<T>(path, options)).data;
}

/** `request`, keeping the success message (forgot password shows the server's words). */
export async function requestAnswer<T>(path: string, options: RequestOptions = {}): Promise<Answer<T>> {
  const loading = !options.hideLoading && !options.silent;
  if (loading) showLoading();
  let outcome: { answer: Answer<T> } | { error: ApiError };
  try {
    outcome = { answer: await send<T>(path, options) };
  } catch (error) {
    outcome = { error: error instanceof ApiError ? error : new ApiError(String(error), 'network') };
  }
  // The loading toast goes first, so that an error toast is not replaced by it.
  if (loading) hideLoading();
  // A network failure while the site is already known unreachable is not toasted: the banner says it.
  const knownOffline = !isOnline();
  if ('answer' in outcome || outcome.error.kind === 'http' || outcome.error.kind === 'result') reportNetworkAnswer();
  else if (outcome.error.kind === 'network') reportNetworkFailure();
  if ('answer' in outcome) return outcome.answer;
  const handled = outcome.error.kind === 'result' && options.handledCodes?.includes(outcome.error.code ?? -1);
  const announced = outcome.error.kind === 'network' && knownOffline;
  if (!options.silent && !handled && !announced) report(outcome.error);
  throw outcome.error;
}
