import { ErrorCode, type RegisterBody } from '@mall/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';

const REGISTER_PATH: ApiPath<'register'> = '/api/buyer/v1/h5/customer/register';

/** Codes the registration page shows under the field they concern. */
export const REGISTER_FIELD_CODES = {
  [ErrorCode.EMAIL_EXISTS]: 'email',
  [ErrorCode.USERNAME_EXISTS]: 'email',
  [ErrorCode.VERIFY_CODE_EMPTY]: 'email_code',
  [ErrorCode.VERIFY_CODE_INCORRECT]: 'email_code',
  [ErrorCode.VERIFY_CODE_EXPIRED]: 'email_code',
} as const satisfies Partial<Record<number, keyof RegisterBody>>;

export function register(body: RegisterBody): Promise<{ status: 'pending' }> {
  return request(REGISTER_PATH, {
    method: 'POST',
    body: { ...body },
    handledCodes: Object.keys(REGISTER_FIELD_CODES).map(Number),
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
