import { type AccountStatus, ErrorCode, MEMBER_ONLY_SORTS, type ProductSort } from '@mall/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_NO_STORE } from '../../lib/api-route.js';
import { AppError } from '../../lib/app-error.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import { currentBuyer, effectiveStatus } from '../../lib/session.js';

/** Who is looking at the catalogue: nobody logged in, or a buyer's account as of today. */
export type ViewerAccount = 'visitor' | AccountStatus;

/** Who is looking, and whether they see prices: only an active member does (docs/decisions/015). */
export interface Viewer {
  account: ViewerAccount;
  member: boolean;
}

/** Every answer of the catalogue depends on the language and session cookies (and Accept-Language). */
const VARY = 'Cookie, Accept-Language';

export function viewerFor(account: ViewerAccount): Viewer {
  return { account, member: account === 'member' };
}

/**
 * The viewer of a request: a member whose date has passed is expired, and only a member in good
 * standing sees prices (not a pending, expired or rejected account). Marks the answer: priced ones `private, no-store`, the others `Vary`
 * on what changes them, so a cache never hands one buyer's answer to another.
 */
export async function viewerOf(req: FastifyRequest, reply: FastifyReply, clock: Clock = systemClock): Promise<Viewer> {
  const session = await currentBuyer(req);
  const viewer = viewerFor(session ? effectiveStatus(session.buyer, clock()) : 'visitor');
  reply.header('vary', VARY);
  if (viewer.member) reply.header('cache-control', PRIVATE_NO_STORE);
  return viewer;
}

/** Answers that never carry a price still change with the language cookie. */
export function markPublic(reply: FastifyReply): void {
  reply.header('vary', VARY);
}

/**
 * Refuses what would tell a viewer who sees no prices how prices compare (an order or a filter by
 * price), by what they lack: a visitor is asked to log in, a pending account waits, an expired one
 * renews, a rejected one is told so.
 */
export function refusePriceUse(viewer: Pick<Viewer, 'account' | 'member'>): void {
  if (viewer.member) return;
  if (viewer.account === 'pending') throw new AppError(ErrorCode.ACCOUNT_PENDING);
  if (viewer.account === 'expired') throw new AppError(ErrorCode.MEMBER_EXPIRED);
  if (viewer.account === 'rejected') throw new AppError(ErrorCode.ACCOUNT_REJECTED);
  throw new AppError(ErrorCode.LOGIN_REQUIRED);
}

/** An order by price is refused like any use of prices; other orders are open to everyone. */
export function refusePriceOrder(sort: ProductSort, viewer: Pick<Viewer, 'account' | 'member'>): void {
  if (MEMBER_ONLY_SORTS.includes(sort)) refusePriceUse(viewer);
}
