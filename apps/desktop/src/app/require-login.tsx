import { useUserInfo } from '@mall/client/account/get-user-info';
import { isLoggedIn, useClientState } from '@mall/client/lib/client-state';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginAddress } from './navigation';

/** Pages for logged-in buyers: a visitor goes to the login page, which brings them back here. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const stored = useClientState((state) => state.userInfo);
  // Re-read on entry: the stored record may be older than the session.
  const fresh = useUserInfo();
  const userInfo = fresh.data ?? stored;
  // A page being left (a logout navigates home first, and the router keeps showing this page until
  // the next one's code has loaded) must not send the buyer to log in from under the next one.
  const leaving = window.location.pathname !== pathname;
  if (userInfo === null || (leaving && !isLoggedIn(userInfo))) {
    return (
      <div className="page-state">
        <Spin size="large" />
      </div>
    );
  }
  if (!isLoggedIn(userInfo)) return <Navigate to={loginAddress(`${pathname}${search}`)} replace />;
  return children;
}
