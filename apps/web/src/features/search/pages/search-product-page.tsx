import { MEMBER_ONLY_SORTS, PAGES, SEARCH_SORTS, type SearchSort } from '@mall/contract';
import { SearchOutline } from 'antd-mobile-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SortBar } from '../../../components/sort-bar';
import { isLoggedIn, useClientState } from '../../../lib/client-state';
import type { PageProps } from '../../../lib/page-props';
import { FilterButton } from '../components/filter-button';
import { KeywordMissing } from '../components/keyword-missing';
import { ResultList } from '../components/result-list';
import { activeFilterCount, filtersFromState, withoutPrice } from '../components/search-filters';
import styles from '../components/search-ui.module.css';

const isSort = (value: string | undefined): value is SearchSort =>
  (SEARCH_SORTS as readonly string[]).includes(value ?? '');

/** `/pages/home/searchProduct?keyword=&sort=`: the hits, their order, and the way to the filters. */
export default function SearchProductPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const keyword = (query.keyword ?? '').trim();
  const member = useClientState((state) => isLoggedIn(state.userInfo));
  const labels = useClientState((state) => state.selectedLabels);
  const categories = useClientState((state) => state.selectedCategories);
  const requested = isSort(query.sort) ? query.sort : 'relevance';
  // A visitor who followed a member's link gets the default order rather than a refusal.
  const sort = !member && (MEMBER_ONLY_SORTS as readonly string[]).includes(requested) ? 'relevance' : requested;
  const filters = useMemo(() => {
    const chosen = filtersFromState(labels, categories);
    return member ? chosen : withoutPrice(chosen);
  }, [labels, categories, member]);
  const search = (path: string) => `${path}?keyword=${encodeURIComponent(keyword)}`;

  if (keyword === '') return <KeywordMissing />;
  return (
    <>
      <Link className={styles.keywordBox} to={search(PAGES.search.route)} aria-label={t('search.edit')}>
        <SearchOutline aria-hidden="true" /> {keyword}
      </Link>
      <SortBar
        sorts={SEARCH_SORTS}
        value={sort}
        onChange={(next) => navigate(`${search(PAGES.searchProduct.route)}&sort=${next}`, { replace: true })}
        extra={
          <FilterButton count={activeFilterCount(filters)} onClick={() => navigate(search(PAGES.searchFilter.route))} />
        }
      />
      <ResultList params={{ keyword, sort, filters }} />
    </>
  );
}
