import { useOnline } from '@mall/client/lib/network-status';
import { useTranslation } from '@mall/client/lib/use-translation';
import { Button } from 'antd-mobile';

/**
 * What a page or list shows when its data could not be loaded: the failure and a way to try again.
 * Offline, it says the page was not saved on the phone; back online the queries reload by themselves.
 */
export function LoadFailed({ onRetry }: { onRetry(): unknown }) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div className="page-message" role="alert" data-testid={online ? 'load-failed' : 'offline-unsaved'}>
      <p>{online ? t('list.retry') : t('offline.unsaved')}</p>
      <Button className="touch-button" onClick={() => void onRetry()}>
        {t('app.retry')}
      </Button>
    </div>
  );
}
