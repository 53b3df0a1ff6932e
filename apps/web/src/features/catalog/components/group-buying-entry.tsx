import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES } from '@mall/contract';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import styles from './group-buying-entry.module.css';

/** The home page's way into group buying. */
export function GroupBuyingEntry() {
  const { t } = useTranslation();
  return (
    <Link className={styles.entry} to={PAGES.groupBuying.route} data-testid="group-buying-entry">
      <span className={styles.text}>
        <strong>{t('group.homeEntry')}</strong>
        <span className={styles.hint}>{t('group.homeHint')}</span>
      </span>
      <RightOutline aria-hidden="true" />
    </Link>
  );
}
