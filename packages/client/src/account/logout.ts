import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { refreshSession } from './get-user-info';

const LOGOUT_PATH: ApiPath<'logout'> = '/api/purchase/v1/h5/customer/logout';

export function logout(): Promise<null> {
  return request<null>(LOGOUT_PATH, { method: 'POST', body: {} });
}

/**
 * Ends the session on the server; `leave` moves off the login-only page before the logged-out
 * record is stored (else that page would answer with the login prompt); then the buyer's data goes.
 */
export function useLogout(leave: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await logout();
      leave();
      return refreshSession(queryClient);
    },
  });
}
