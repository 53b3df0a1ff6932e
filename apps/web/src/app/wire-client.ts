import { configureClient } from '@mall/client/lib/client-hooks';
import { i18n } from '@mall/client/lib/i18n';
import { promptLogin } from '../lib/login-prompt';
import { clearToasts, showToast } from '../lib/overlays';

/** The storefront's look of a call: antd-mobile's toasts, and the 401 modal. */
export function wireClient(): void {
  configureClient({
    onLoading: (active) => {
      if (active) showToast({ icon: 'loading', content: i18n.t('request.loading'), duration: 0, maskClickable: true });
      else clearToasts();
    },
    onError: (text, tone) => showToast(tone === 'fail' ? { icon: 'fail', content: text } : { content: text }),
    onSuccess: (text) => showToast({ icon: 'success', content: text }),
    onLoginRequired: () => void promptLogin(),
  });
}
