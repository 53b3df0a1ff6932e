import { useUserInfo } from '@mall/client/account/get-user-info';
import { isLoggedIn, useClientState } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type ReactNode, useEffect } from 'react';
import { PageSkeleton } from '../components/page-skeleton';
import { promptLogin } from '../lib/login-prompt';
import { currentRoute } from '../lib/navigation';

/** Pages marked `login: true`: a visitor gets the 401 flow (modal, then the login page with a redirect). */
export function RequireLogin({ route, children }: { route?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const stored = useClientState((state) => state.userInfo);
  // Re-read on entry: the stored record may be older than the session.
  const fresh = useUserInfo();
  const userInfo = fresh.data ?? stored;
  const known = userInfo !== null;
  const loggedIn = isLoggedIn(userInfo);

  useEffect(() => {
    // A page being left (logout navigates away first) must not prompt from under the next one.
    const here = currentRoute().split('?')[0];
    if (known && !loggedIn && (route === undefined || here === route)) void promptLogin();
  }, [known, loggedIn, route]);

  if (!known) return <PageSkeleton />;
  if (!loggedIn) return <p className="page-message">{t('login.required')}</p>;
  return children;
}
