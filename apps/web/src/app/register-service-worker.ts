/**
 * Registers the storefront's service worker (docs/decisions/032) once the page has loaded, so its
 * download of the whole storefront never competes with the first screen. Production builds only:
 * the dev server has no worker to serve.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const register = () => {
    // Without it the storefront works as before, online only.
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
