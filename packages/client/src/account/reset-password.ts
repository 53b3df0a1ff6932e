import { ErrorCode } from '@mall/contract';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';

const RESET_PASSWORD_PATH: ApiPath<'resetPassword'> = '/api/buyer/v1/h5/customer/reset_password';

export function resetPassword(body: { token: string; password: string; confirm_password: string }): Promise<null> {
  return request<null>(RESET_PASSWORD_PATH, {
    method: 'POST',
    body,
    handledCodes: [ErrorCode.RESET_LINK_INVALID],
  });
}
