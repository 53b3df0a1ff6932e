import { isLoggedIn, useClientState } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import { activeFilterCount, type SearchFilters } from '@mall/client/search/search-filters';
import { PAGES, SEARCH_SORTS, type SearchSort } from '@mall/contract';
import { SearchOutline } from 'antd-mobile-icons';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SortBar } from '../../../components/sort-bar';
import type { PageProps } from '../../../lib/page-props';
import { ActiveFilters } from '../components/active-filters';
import { FilterButton } from '../components/filter-button';
import { KeywordMissing } from '../components/keyword-missing';
import { ResultList } from '../components/result-list';
import { filterPath, resultsPath } from '../components/search-link';
import styles from '../components/search-ui.module.css';
import { resultsParams } from '../page-data';

/**
 * `/pages/home/searchProduct?keyword=&sort=&<filters>`: the hits, their order, the filters in force
 * as removable chips, and the way to the filter page. The address holds the whole search.
 */
export default function SearchProductPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useClientState((state) => isLoggedIn(state.userInfo));
  // What is applied is what the chips show: a price a visitor may not use is neither.
  const { keyword, sort, filters } = useMemo(() => resultsParams(query, member), [query, member]);
  const show = (next: SearchFilters, order: SearchSort = sort) =>
    navigate(resultsPath(keyword, next, order), { replace: true });

  if (keyword === '') return <KeywordMissing />;
  return (
    <>
      <Link
        className={styles.keywordBox}
        to={`${PAGES.search.route}?keyword=${encodeURIComponent(keyword)}`}
        aria-label={t('search.edit', { keyword })}
      >
        <SearchOutline aria-hidden="true" /> {keyword}
      </Link>
      <SortBar
        sorts={SEARCH_SORTS}
        value={sort}
        onChange={(next) => show(filters, next)}
        extra={
          <FilterButton
            count={activeFilterCount(filters)}
            onClick={() => navigate(filterPath(keyword, filters, sort))}
          />
        }
      />
      <ActiveFilters filters={filters} onChange={show} />
      <ResultList params={{ keyword, sort, filters }} />
    </>
  );
}
