import { i18n } from '@mall/client/lib/i18n';
import { PAGES } from '@mall/contract';
import { currentRoute, loginUrl, navigateTo } from './navigation';
import { alertDialog } from './overlays';

let open = false;

/**
 * The 401 flow (SPEC sections 4 and 8): a modal with a confirm button only, then the login page
 * with a redirect back to the current route. Parallel 401s share one modal.
 */
export async function promptLogin(): Promise<void> {
  if (open) return;
  open = true;
  const from = currentRoute();
  try {
    await alertDialog({
      title: i18n.t('login.promptTitle'),
      content: i18n.t('login.promptContent'),
      confirmText: i18n.t('login.confirm'),
    });
  } finally {
    open = false;
  }
  if (!from.startsWith(PAGES.login.route)) navigateTo(loginUrl(from));
}
