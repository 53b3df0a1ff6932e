import { ApiError } from '@mall/client/lib/api-client';
import type { TFunction } from 'i18next';

/**
 * The text of a failure a page shows in place: a result code's text from the contract's catalogue
 * (`errors.<code>`, in the interface language), else what the server or the transport said.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code !== undefined) {
      const key = `errors.${error.code}`;
      const text = t(key);
      if (text !== key) return text;
    }
    return error.message || t('request.apiError');
  }
  return t('request.network');
}
