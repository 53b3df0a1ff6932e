import type { Account, UserInfo } from '@mall/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { setUserInfo } from '../lib/client-state';

const USER_INFO_PATH: ApiPath<'userInfo'> = '/api/user/info';

/**
 * Reads the session's user and records it in the client state (SPEC section 4): the buyer when the
 * answer is status 200 with login 1, the logged-out record for anything else, failures included.
 * Silent: a launch-time check must not toast or prompt.
 */
export async function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  let answer: { status: number; data: unknown } | undefined;
  try {
    answer = { status: 200, data: await request<UserInfo>(USER_INFO_PATH, { silent: true, signal }) };
  } catch (error) {
    // A cancelled read records nothing: a newer account (a renewal, an edit) has replaced it.
    if (signal?.aborted) throw error;
  }
  if (signal?.aborted) throw signal.reason;
  return setUserInfo(answer);
}

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'userInfo'],
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: 60_000,
  });
}

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}

/**
 * Records an account answered by a change (renewal, edit) as the session's user. A read started
 * before the change is cancelled first, so its older answer cannot land on top of this one.
 */
export async function storeAccount(queryClient: QueryClient, account: Account): Promise<UserInfo> {
  await queryClient.cancelQueries({ queryKey: userInfoQueryOptions().queryKey });
  const userInfo = setUserInfo({ status: 200, data: account });
  queryClient.setQueryData(userInfoQueryOptions().queryKey, userInfo);
  return userInfo;
}

const isUserInfoKey = (key: readonly unknown[]) => key[0] === 'account' && key[1] === 'userInfo';

/**
 * After a login or logout: re-read the session's user into the client state (session storage) and
 * the query cache, and drop every other answer read under the previous session (prices, carts).
 */
export async function refreshSession(queryClient: QueryClient): Promise<UserInfo> {
  await queryClient.cancelQueries({ queryKey: userInfoQueryOptions().queryKey });
  const userInfo = await getUserInfo();
  queryClient.setQueryData(userInfoQueryOptions().queryKey, userInfo);
  queryClient.removeQueries({ type: 'inactive', predicate: (query) => !isUserInfoKey(query.queryKey) });
  await queryClient.invalidateQueries({ predicate: (query) => !isUserInfoKey(query.queryKey) });
  return userInfo;
}
