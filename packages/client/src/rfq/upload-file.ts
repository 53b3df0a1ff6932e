import { i18n } from '@mall/client/lib/i18n';
import { type Envelope, ErrorCode, UPLOAD_TIMEOUT_MS, type UploadedFile, type UploadPurpose } from '@mall/contract';
import { ApiError } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { clientHooks } from '../lib/client-hooks';

const UPLOAD_PATH: ApiPath<'uploadFiles'> = '/api/buyer/v1/upload/files';

/**
 * `POST /api/buyer/v1/upload/files` with the `file` and `type` fields. XMLHttpRequest rather than
 * the shared fetch client, because only it reports upload progress (0-100 to `onProgress`).
 * Failures reject with an ApiError that the picker shows beside the file; a 401 prompts login.
 */
export function uploadFile(
  file: File,
  type: UploadPurpose,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.setRequestHeader('Authorization', '');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let envelope: Envelope<UploadedFile> | undefined;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<UploadedFile>;
      } catch {
        envelope = undefined;
      }
      if (envelope && envelope.status === 200) return resolve(envelope.data);
      const code = envelope?.result?.code;
      if (code === ErrorCode.LOGIN_REQUIRED) clientHooks().onLoginRequired();
      const message = envelope?.result?.message || `${i18n.t('request.apiError')}: ${xhr.status}`;
      reject(new ApiError(message, envelope && xhr.status === 200 ? 'result' : 'http', envelope?.status, code));
    };
    xhr.onerror = () => reject(new ApiError(i18n.t('request.network'), 'network'));
    xhr.ontimeout = () => reject(new ApiError(i18n.t('request.timeout'), 'timeout'));
    xhr.onabort = () => reject(new ApiError('aborted', 'aborted'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('type', type);
    body.append('file', file);
    xhr.send(body);
  });
}
