import { useTranslation } from '@mall/client/lib/use-translation';
import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

/** A path the console does not have. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('console.shell.notFound')}
      extra={
        <Link to="/">
          <Button type="primary">{t('console.shell.backHome')}</Button>
        </Link>
      }
    />
  );
}

/** A page the operator's role may not open (a bookmark from another role, say). */
export function Forbidden() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('console.shell.forbidden')}
      extra={
        <Link to="/">
          <Button type="primary">{t('console.shell.backHome')}</Button>
        </Link>
      }
    />
  );
}

/** A page that threw while rendering or loading its code (a deployment replaced it, say). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('console.shell.pageFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('console.shell.reload')}
        </Button>
      }
    />
  );
}
