import { meQueryOptions } from '@mall/client/console/session/get-me';
import { configureClient } from '@mall/client/lib/client-hooks';
import { i18n } from '@mall/client/lib/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { message } from 'antd';

/** One message for parallel 401s, replaced rather than stacked. */
const SESSION_ENDED_KEY = 'session-ended';

/**
 * The console's look of a call: antd messages for failures and successes. Tables, buttons and forms
 * show their own loading state, so there is no global indicator. A 401 (session ended elsewhere, the
 * operator disabled) forgets the operator: the login guard then opens the login page, coming back
 * to the page afterwards.
 */
export function wireClient(queryClient: QueryClient): void {
  configureClient({
    onError: (text) => void message.error(text),
    onSuccess: (text) => void message.success(text),
    onLoginRequired: () => {
      void message.warning({ key: SESSION_ENDED_KEY, content: i18n.t('console.shell.sessionEnded') });
      queryClient.setQueryData(meQueryOptions().queryKey, null);
    },
  });
}
