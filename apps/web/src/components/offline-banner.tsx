import { useOnline } from '@mall/client/lib/network-status';
import { useTranslation } from '@mall/client/lib/use-translation';
import styles from './offline-banner.module.css';

/** Across the top of every page while the site cannot be reached; gone once it can. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      {t('offline.banner')}
    </div>
  );
}
