import { AFTER_SALES_HANDLED_CODES } from '@mall/client/console/after-sales/after-sales-actions';
import { ApiError } from '@mall/client/lib/api-client';
import type { TFunction } from 'i18next';
import { errorText } from '../../../components/error-text';

/**
 * What the drawer shows in place of a refused step (a code it handles); null when the client
 * already said it in a message (a network failure, an unexpected answer).
 */
export function actionProblem(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (!(AFTER_SALES_HANDLED_CODES as readonly number[]).includes(error.code ?? 0)) return null;
  return errorText(t, error);
}
