import type { OperatorItem, OperatorRole } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const CREATE_PATH: ConsoleApiPath<'operatorCreate'> = '/api/console/v1/operators';
const UPDATE_PATH: ConsoleApiPath<'operatorUpdate'> = '/api/console/v1/operators/update';

export interface OperatorCreateBody {
  email: string;
  name: string;
  role: OperatorRole;
  password: string;
}

/** Only the fields given change: a role, a name, active or disabled, a new password. */
export interface OperatorUpdateBody {
  id: number;
  name?: string;
  role?: OperatorRole;
  active?: boolean;
  password?: string;
}

export function createOperator(body: OperatorCreateBody): Promise<OperatorItem> {
  return request<OperatorItem>(CREATE_PATH, { method: 'POST', body: { ...body }, hideLoading: true });
}

export function updateOperator(body: OperatorUpdateBody): Promise<OperatorItem> {
  return request<OperatorItem>(UPDATE_PATH, { method: 'POST', body: { ...body }, hideLoading: true });
}

function useOperatorMutation<B>(call: (body: B) => Promise<OperatorItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'operators'] }),
  });
}

export function useCreateOperator() {
  return useOperatorMutation(createOperator);
}

export function useUpdateOperator() {
  return useOperatorMutation(updateOperator);
}
