import { type Account, STORAGE_KEYS } from '@mall/contract';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getClientState, resetClientState } from '../lib/client-state';
import { stubFetch } from '../lib/test-fetch';
import { storeAccount, userInfoQueryOptions } from './get-user-info';

const fetchMock = stubFetch();
const EXPIRED: Account = {
  login: 1,
  id: 7,
  email: 'buyer@example.com',
  company_name: 'ACME',
  contact_name: 'Li',
  phone: '',
  country: 'CN',
  city: 'Shanghai',
  position: '',
  company_website: '',
  status: 'expired',
  member_until: '2026-01-31',
  renewal_requested: false,
};

function answer(data: unknown): Response {
  return new Response(JSON.stringify({ status: 200, data, result: { code: 0, message: 'success' } }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A user-info read the server answers only when `release` is called, and that honours its abort. */
function slowRead() {
  let release = () => {};
  fetchMock.mockImplementationOnce(
    (_url, init) =>
      new Promise<Response>((resolve, reject) => {
        release = () => resolve(answer(EXPIRED));
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
  return () => release();
}

beforeEach(() => {
  sessionStorage.clear();
  resetClientState();
});

describe('storeAccount', () => {
  it('keeps the renewed account when a read started before the renewal answers after it', async () => {
    const queryClient = new QueryClient();
    const release = slowRead();
    const read = queryClient.fetchQuery(userInfoQueryOptions()).catch(() => null);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    await storeAccount(queryClient, { ...EXPIRED, renewal_requested: true });
    release();
    await read;

    expect(getClientState().userInfo).toMatchObject({ login: 1, renewal_requested: true });
    expect(queryClient.getQueryData(userInfoQueryOptions().queryKey)).toMatchObject({ renewal_requested: true });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.userInfo) ?? 'null')).toMatchObject({
      renewal_requested: true,
    });
  });

  it('records a failed read as logged out, as before any change', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(userInfoQueryOptions());
    expect(getClientState().userInfo).toMatchObject({ login: 0 });
  });
});
