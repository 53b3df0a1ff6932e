import { useMutation } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const PASSWORD_PATH: ConsoleApiPath<'password'> = '/api/console/v1/password';

export interface ChangePasswordBody {
  old_password: string;
  password: string;
  confirm_password: string;
}

/** The operator's own password; their other sessions end on the server. */
export function changeOwnPassword(body: ChangePasswordBody): Promise<null> {
  return request<null>(PASSWORD_PATH, { method: 'POST', body: { ...body }, hideLoading: true });
}

export function useChangeOwnPassword() {
  return useMutation({ mutationFn: changeOwnPassword });
}
