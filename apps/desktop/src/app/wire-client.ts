import { configureClient } from '@mall/client/lib/client-hooks';
import { DESKTOP_PAGES } from '@mall/contract';
import { loginAddress, navigateTo } from './navigation';
import { notify } from './notify';

/**
 * The desktop look of a call: antd messages for failures and successes (pages show their own loading
 * state). A 401 sends the buyer to the login page, which brings them back here afterwards.
 */
export function wireClient(): void {
  configureClient({
    onError: (text) => notify('error', text),
    onSuccess: (text) => notify('success', text),
    onLoginRequired: () => {
      if (window.location.pathname === DESKTOP_PAGES.login.path) return;
      navigateTo(loginAddress(`${window.location.pathname}${window.location.search}`));
    },
  });
}
