import { WarningFilled } from '@ant-design/icons';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { ReactNode } from 'react';

/**
 * What happened and what to do, drawn like antd's warning Result without its code: Result carries
 * its 403/404/500 illustrations wherever it is used, and this stands on pages that must load fast.
 * Its action is a `button` styled as antd's (styles.css).
 */
export function Notice({ title, action }: { title: string; action: ReactNode }) {
  return (
    <div className="notice" role="alert">
      <WarningFilled className="notice-icon" aria-hidden="true" />
      <p className="notice-title">{title}</p>
      {action}
    </div>
  );
}

/** A load that failed: what happened and a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice
      title={t('app.pageLoadFailed')}
      action={
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t('app.retry')}
        </button>
      }
    />
  );
}
