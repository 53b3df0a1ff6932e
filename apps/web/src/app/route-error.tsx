import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES } from '@mall/contract';
import { Button, Result } from 'antd-mobile';
import { useEndFirstView } from '../lib/first-view';

/** A page that could not load (network, time-out, a missing asset after a deploy): reload it, or go to the shop. */
export function RouteError() {
  const { t } = useTranslation();
  useEndFirstView();
  return (
    <div className="page-message">
      <Result status="error" title={t('app.pageLoadFailed')} />
      <Button color="primary" className="touch-button" onClick={() => window.location.reload()}>
        {t('app.retry')}
      </Button>
      <a className="text-link" href={`#${PAGES.home.route}`}>
        {t('app.goHome')}
      </a>
    </div>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  useEndFirstView();
  return (
    <div className="page-message">
      <Result status="info" title={t('app.notFound')} />
      <a className="text-link" href={`#${PAGES.home.route}`}>
        {t('app.goHome')}
      </a>
    </div>
  );
}
