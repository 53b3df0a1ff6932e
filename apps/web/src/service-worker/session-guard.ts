import type { ApiPath } from '@mall/client/lib/api-path';
import type { WorkboxPlugin } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { deleteApiAnswers } from './catalogue-cache';

declare const self: ServiceWorkerGlobalScope;

const USER_INFO_PATH: ApiPath<'userInfo'> = '/api/user/info';
const SESSION_CHANGES: readonly string[] = [
  '/api/purchase/v1/h5/customer/login' satisfies ApiPath<'login'>,
  '/api/purchase/v1/h5/customer/logout' satisfies ApiPath<'logout'>,
];

/** Who the kept answers were asked for, in a cache of its own: it must outlive the worker's restarts. */
const SESSION_CACHE = 'mall-session';
const sessionKey = () => new URL('session', self.registration.scope).href;

/**
 * Bumped whenever the kept answers are dropped. An answer is kept only if no drop happened while it
 * was on its way: a member's priced answer that arrives after the logout is not kept.
 */
let generation = 0;

async function forgetAnswers(): Promise<void> {
  generation += 1;
  await deleteApiAnswers();
}

/** The part of `GET /api/user/info` prices depend on: who, and in which account state. */
function identityOf(body: unknown): string | null {
  const envelope = body as { status?: unknown; data?: { login?: unknown; id?: unknown; status?: unknown } } | null;
  if (typeof envelope?.status !== 'number') return null;
  const user = envelope.data;
  return envelope.status === 200 && user?.login === 1 ? `buyer ${String(user.id)} ${String(user.status)}` : 'visitor';
}

async function recordIdentity(identity: string): Promise<void> {
  const cache = await caches.open(SESSION_CACHE);
  const previous = await (await cache.match(sessionKey()))?.text();
  if (previous === identity) return;
  // The first identity recorded: what was kept before it was asked under this same session (a login
  // or logout in between drops it), and dropping it would lose a first visit's answers still on
  // their way.
  if (previous !== undefined) await forgetAnswers();
  await cache.put(sessionKey(), new Response(identity));
}

/** For the catalogue's cache: keeps an answer only when no session change happened while it was fetched. */
export const sameSessionPlugin: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.generation = generation;
  },
  cacheWillUpdate: async ({ response, state }) => (state?.generation === generation ? response : null),
  // A change between the check above and the write: the write is undone.
  cacheDidUpdate: async ({ cacheName, request, state }) => {
    if (state?.generation !== generation) await (await caches.open(cacheName)).delete(request);
  },
};

/**
 * The kept catalogue answers belong to one session, as a member's carry prices: they are dropped
 * when a login or logout is answered, and whenever the user info (read at every launch, and after
 * every login, logout or account change) names someone else or another account state, which also
 * covers a session that ended on the server. Both answers are passed on only once the drop is done.
 */
export function registerSessionGuard(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && SESSION_CHANGES.includes(url.pathname),
    new NetworkOnly({
      plugins: [
        {
          fetchDidSucceed: async ({ response }) => {
            await forgetAnswers();
            return response;
          },
        },
      ],
    }),
    'POST',
  );
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === USER_INFO_PATH,
    new NetworkOnly({
      plugins: [
        {
          fetchDidSucceed: async ({ response }) => {
            const identity = identityOf(
              await response
                .clone()
                .json()
                .catch(() => null),
            );
            if (identity) await recordIdentity(identity);
            return response;
          },
        },
      ],
    }),
  );
}
