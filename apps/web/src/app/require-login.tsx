import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../components/page-skeleton';
import { useUserInfo } from '../features/account/api/get-user-info';
import { isLoggedIn, useClientState } from '../lib/client-state';
import { promptLogin } from '../lib/login-prompt';

/** Pages marked `login: true`: a visitor gets the 401 flow (modal, then the login page with a redirect). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const stored = useClientState((state) => state.userInfo);
  // Re-read on entry: the stored record may be older than the session.
  const fresh = useUserInfo();
  const userInfo = fresh.data ?? stored;
  const known = userInfo !== null;
  const loggedIn = isLoggedIn(userInfo);

  useEffect(() => {
    if (known && !loggedIn) void promptLogin();
  }, [known, loggedIn]);

  if (!known) return <PageSkeleton />;
  if (!loggedIn) return <p className="page-message">{t('login.required')}</p>;
  return children;
}
