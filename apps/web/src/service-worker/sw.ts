/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { registerCatalogueRoutes } from './catalogue-cache';
import { registerSessionGuard, sameSessionPlugin } from './session-guard';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** How long a page load waits for the network before the saved storefront opens. */
const SHELL_TIMEOUT_SECONDS = 3;

// A new build's worker takes over at once and drops the old build's files; the page itself comes
// from the network whenever it can (below), so a fresh load never starts an old build.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

/**
 * The storefront page (`/h5/`, hash routes after it): from the network, so a deployment shows at
 * once; the precached copy when the network fails or is too slow. Registered before the precache's
 * route, which would otherwise answer `/h5/` with its copy of `index.html` first.
 */
const scopePath = new URL(self.registration.scope).pathname;
const shellUrl = new URL('index.html', self.registration.scope).href;
const shellFromNetwork = new NetworkOnly({ networkTimeoutSeconds: SHELL_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await shellFromNetwork.handle(options);
      } catch {
        return (await matchPrecache(shellUrl)) ?? Response.error();
      }
    },
    { allowlist: [new RegExp(`^${scopePath}(index\\.html)?$`)] },
  ),
);

// The build lists every file it made with its revision: the shell, every page's code and styles,
// the texts of both languages (bundled), the barcode reader's WebAssembly and the icons.
precacheAndRoute(self.__WB_MANIFEST);

registerSessionGuard();
registerCatalogueRoutes(sameSessionPlugin);
