import { ORDER_HANDLED_CODES } from '@mall/client/console/orders/order-actions';
import { ApiError } from '@mall/client/lib/api-client';
import type { TFunction } from 'i18next';
import { errorText } from '../../../components/error-text';

/**
 * What a drawer shows in place of a refused action (a code it handles); null when the client
 * already said it in a message (a network failure, an unexpected answer).
 */
export function actionProblem(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (!(ORDER_HANDLED_CODES as readonly number[]).includes(error.code ?? 0)) return null;
  return errorText(t, error);
}
