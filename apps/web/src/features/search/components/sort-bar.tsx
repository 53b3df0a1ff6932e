import { MEMBER_ONLY_SORTS, SEARCH_SORTS, type SearchSort } from '@mall/contract';
import { Badge } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import styles from './search-ui.module.css';

/** The orders of the results; the price orders only for a member (the server refuses them to visitors). */
export function SortBar({
  sort,
  member,
  filterCount,
  onSort,
  onFilter,
}: {
  sort: SearchSort;
  member: boolean;
  filterCount: number;
  onSort: (sort: SearchSort) => void;
  onFilter: () => void;
}) {
  const { t } = useTranslation();
  const sorts = SEARCH_SORTS.filter((s) => member || !(MEMBER_ONLY_SORTS as readonly string[]).includes(s));
  return (
    <nav className={styles.toolbar} aria-label={t('search.sortLabel')}>
      {sorts.map((option) => (
        <button
          key={option}
          type="button"
          className={option === sort ? `${styles.sort} ${styles.sortActive}` : styles.sort}
          aria-pressed={option === sort}
          onClick={() => onSort(option)}
        >
          {t(`search.sort.${option}`)}
        </button>
      ))}
      <button type="button" className={`${styles.sort} ${styles.filterButton}`} onClick={onFilter}>
        <Badge content={filterCount > 0 ? filterCount : null}>
          <FilterOutline aria-hidden="true" /> {t('search.filter')}
        </Badge>
      </button>
    </nav>
  );
}
