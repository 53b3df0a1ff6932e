import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** What a page or list shows when its data could not be loaded: the failure and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry(): unknown }) {
  const { t } = useTranslation();
  return (
    <div className="page-message" role="alert">
      <p>{t('list.retry')}</p>
      <Button className="touch-button" onClick={() => void onRetry()}>
        {t('app.retry')}
      </Button>
    </div>
  );
}
