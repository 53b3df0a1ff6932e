import type { AccountStatus, UserInfo } from '@mall/contract';
import { useClientState } from './client-state';

/** Whose prices the server sends: only an active member's payloads carry them (docs/decisions/015). */
export type PriceAccess = 'visitor' | AccountStatus;

/** The account state the user info reports, the server's effective one (a lapsed date reads expired). */
export function priceAccessOf(userInfo: UserInfo | null): PriceAccess {
  return userInfo?.login === 1 ? userInfo.status : 'visitor';
}

export function usePriceAccess(): PriceAccess {
  return useClientState((state) => priceAccessOf(state.userInfo));
}
