import { configureClient } from '@mall/client/lib/client-hooks';
import { i18n } from '@mall/client/lib/i18n';
import { Toast } from 'antd-mobile';
import { promptLogin } from '../lib/login-prompt';

/** The storefront's look of a call: antd-mobile's toasts, and the 401 modal. */
export function wireClient(): void {
  configureClient({
    onLoading: (active) => {
      if (active) Toast.show({ icon: 'loading', content: i18n.t('request.loading'), duration: 0, maskClickable: true });
      else Toast.clear();
    },
    onError: (text, tone) => Toast.show(tone === 'fail' ? { icon: 'fail', content: text } : { content: text }),
    onSuccess: (text) => Toast.show({ icon: 'success', content: text }),
    onLoginRequired: () => void promptLogin(),
  });
}
