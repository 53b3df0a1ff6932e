import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES } from '@mall/contract';
import { ScanningOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import styles from './scan-entry.module.css';

/** The way to Scan Code from where a buyer looks for products: the home header and the search page. */
export function ScanEntry({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      className={className ? `${styles.entry} ${className}` : styles.entry}
      to={PAGES.qrCode.route}
      aria-label={t('scan.entry')}
      title={t('scan.entry')}
      data-testid="scan-entry"
    >
      <ScanningOutline aria-hidden="true" />
    </Link>
  );
}
