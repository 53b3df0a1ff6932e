import { useTranslation } from '@mall/client/lib/use-translation';
import { Button, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './list-states.module.css';

/** The first load of a list: a title and `lines` lines. */
export function ListSkeleton({ lines = 5 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-label={t('app.loading')}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

/** A list that could not be read: what failed and a way to try again. */
export function ListFailed({ message, onRetry }: { message: string; onRetry(): unknown }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} role="alert">
      <p>{message}</p>
      <Button className="touch-button" onClick={() => void onRetry()}>
        {t('app.retry')}
      </Button>
    </div>
  );
}

/** An empty list: what would be here, and the next useful step. */
export function ListEmpty({
  title,
  hint,
  action,
  testId,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <p>
        <strong>{title}</strong>
        {hint && (
          <>
            <br />
            {hint}
          </>
        )}
      </p>
      {action}
    </div>
  );
}

/** The last row of a list read page by page: everything is shown. */
export function ListEnd({ text, testId }: { text: string; testId?: string }) {
  return (
    <p className={styles.end} data-testid={testId}>
      {text}
    </p>
  );
}
