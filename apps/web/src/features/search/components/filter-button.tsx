import { useTranslation } from '@mall/client/lib/use-translation';
import { Badge } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import styles from './search-ui.module.css';

/** The way to the filter page, with the number of filters in force. */
export function FilterButton({ count, onClick }: { count: number; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.filterButton} onClick={onClick}>
      <FilterOutline aria-hidden="true" /> {t('search.filter')}
      {/* Beside the label, not on its corner, so it covers no letter in either language. */}
      {count > 0 && <Badge className={styles.filterCount} content={count} />}
    </button>
  );
}
