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

/**
 * Whether the account may put things in the cart or ask for quotations: a visitor is asked to log
 * in when trying, a member may; a pending, expired or rejected account is refused by the server.
 */
export function mayOrder(access: PriceAccess): boolean {
  return access === 'visitor' || access === 'member';
}

/**
 * Where the prompt standing in for a price leads, when it is a link: a visitor to log in, an expired
 * member to the renewal; pending and rejected accounts have nothing to do there.
 */
export function hiddenPriceTarget(access: PriceAccess): 'login' | 'renewal' | null {
  if (access === 'visitor') return 'login';
  return access === 'expired' || access === 'member' ? 'renewal' : null;
}

/** The text that stands where the server sent no price, by who is looking (a key of the storefront texts). */
export const HIDDEN_PRICE_TEXT = {
  visitor: 'product.loginForPrice',
  pending: 'product.pricePending',
  expired: 'product.priceRenew',
  rejected: 'product.priceRejected',
  // The user info still says member but the server sent no price: the date has passed since it was read.
  member: 'product.priceRenew',
} as const satisfies Record<PriceAccess, string>;
