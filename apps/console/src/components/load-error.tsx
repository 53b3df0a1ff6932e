import { useTranslation } from '@mall/client/lib/use-translation';
import { Alert, Button } from 'antd';
import { errorText } from './error-text';

/** A list or a record that could not be read: what went wrong, and a way to try again. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      data-testid="load-error"
      message={title ?? t('console.common.loadFailed')}
      description={errorText(t, error)}
      action={
        <Button size="small" onClick={onRetry}>
          {t('console.common.retry')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
