import { useTranslation } from '@mall/client/lib/use-translation';
import { DESKTOP_PAGES } from '@mall/contract';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from '../components/load-failed';

/** Its 404 illustration is loaded only when an unknown address is opened. */
const Result = lazy(() => import('antd/es/result'));

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Result
        status="404"
        title={t('desktop.notFound')}
        extra={
          <Link to={DESKTOP_PAGES.home.path} className="button button-primary">
            {t('desktop.backHome')}
          </Link>
        }
      />
    </Suspense>
  );
}

/**
 * A page whose code failed to load (a new deployment, a dropped connection): reload to try again.
 * Nothing here loads more code, as the connection may be the cause.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Notice
      title={t('desktop.pageFailed')}
      action={
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t('desktop.reload')}
        </button>
      }
    />
  );
}
