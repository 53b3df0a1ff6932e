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
  if (userInfo === null) {
    return (
      <div className="page-state">
        <Spin size="large" />
      </div>
    );
  }
  if (!isLoggedIn(userInfo)) return <Navigate to={loginAddress(`${pathname}${search}`)} replace />;
  return children;
}
