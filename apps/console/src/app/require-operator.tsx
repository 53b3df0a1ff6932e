import { useMe } from '@mall/client/console/session/get-me';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { Operator } from '@mall/contract';
import { Button, Result, Spin } from 'antd';
import { createContext, type ReactNode, use } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

const OperatorContext = createContext<Operator | null>(null);

/** The logged-in operator, inside `RequireOperator`. */
export function useOperator(): Operator {
  const operator = use(OperatorContext);
  if (!operator) throw new Error('useOperator outside RequireOperator');
  return operator;
}

/** The login page's address, coming back to `path` after the login. */
export function loginPath(path: string): string {
  return path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`;
}

/** Shows its children to a logged-in operator; anyone else is sent to the login page. */
export function RequireOperator({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useMe();
  if (me.isPending) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Spin size="large" />
      </div>
    );
  }
  if (me.isError) {
    return (
      <Result
        status="error"
        title={t('console.shell.pageFailed')}
        extra={
          <Button type="primary" onClick={() => void me.refetch()}>
            {t('console.common.retry')}
          </Button>
        }
      />
    );
  }
  if (!me.data) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <OperatorContext value={me.data}>{children}</OperatorContext>;
}
