import { deviceText } from '@mall/client/account-activity/describe-event';
import { useEndOtherSessions, useEndSession } from '@mall/client/account-activity/end-sessions';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { AccountSession } from '@mall/contract';
import { Dialog } from 'antd-mobile';
import { showToast } from '../../../lib/overlays';

/**
 * Signing one other device out, or all of them, each confirmed first. A refusal (the device was
 * already signed out) is toasted with the server's words by the API client.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const onSuccess = () => showToast({ icon: 'success', content: t('logs.signedOut') });
  const confirm = (title: string, content: string) =>
    Dialog.confirm({ title, content, confirmText: t('logs.signOut'), cancelText: t('logs.cancel') });

  return {
    busy: endSession.isPending || endOthers.isPending,
    async signOut(session: AccountSession) {
      const device = deviceText(t, session.device);
      if (!(await confirm(t('logs.signOutTitle'), t('logs.signOutConfirm', { device })))) return;
      endSession.mutate(session.id, { onSuccess });
    },
    async signOutOthers() {
      if (!(await confirm(t('logs.signOutOthers'), t('logs.signOutOthersConfirm')))) return;
      endOthers.mutate(undefined, { onSuccess });
    },
  };
}
