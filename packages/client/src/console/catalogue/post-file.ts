import { type Envelope, ErrorCode, UPLOAD_TIMEOUT_MS } from '@mall/contract';
import { ApiError } from '../../lib/api-client';
import { clientHooks } from '../../lib/client-hooks';
import { i18n } from '../../lib/i18n';

/**
 * A multipart POST of a console upload (a picture, a CSV file) with its other fields. The shared
 * client sends only form-encoded or JSON bodies; failures reject with an ApiError (code and data
 * of the envelope) that the page shows beside the upload, and a 401 prompts the login.
 */
export async function postFile<T>(path: string, fields: Record<string, string | Blob>): Promise<T> {
  const body = new FormData();
  // multipart reads the file last: the other fields must come first.
  for (const [name, value] of Object.entries(fields)) if (typeof value === 'string') body.append(name, value);
  for (const [name, value] of Object.entries(fields)) if (typeof value !== 'string') body.append(name, value);
  let response: Response;
  let envelope: Envelope<T> | undefined;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Authorization: '', Accept: 'application/json' },
      body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
    envelope = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(i18n.t(timedOut ? 'request.timeout' : 'request.network'), timedOut ? 'timeout' : 'network');
  }
  if (envelope && envelope.status === 200) return envelope.data;
  const code = envelope?.result?.code ?? envelope?.status;
  if (code === ErrorCode.LOGIN_REQUIRED) clientHooks().onLoginRequired();
  const message = envelope?.result?.message || `${i18n.t('request.apiError')}: ${response.status}`;
  throw new ApiError(message, envelope ? 'result' : 'http', envelope?.status ?? response.status, code, envelope?.data);
}
