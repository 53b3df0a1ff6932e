import { isLoggedIn, useClientState } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useSearchResultsPage } from '@mall/client/search/get-search-results';
import { filtersFromQuery, type SearchFilters, searchAddress, withoutPrice } from '@mall/client/search/search-filters';
import { DESKTOP_PAGES, ErrorCode, SEARCH_SORTS, type SearchSort } from '@mall/contract';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageLinks, pageOf } from '../../../components/page-links';
import { EmptyState, LoadFailed } from '../../../components/page-state';
import { ProductGrid } from '../../../components/product-grid';
import { SortSelect, sortOf } from '../../../components/sort-select';
import { FilterPanel } from '../components/filter-panel';

/**
 * `/productSearch?keyword=&sort=&<filters>&page=`: the filters on the left, the order and the hits
 * on the right, numbered pages below. The address holds the whole search.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const member = useClientState((state) => isLoggedIn(state.userInfo));
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const keyword = (params.get('keyword') ?? '').trim();
  const sort = sortOf(params.get('sort'), SEARCH_SORTS, member);
  const filters = useMemo(() => {
    const chosen = filtersFromQuery(Object.fromEntries(params));
    // A visitor who followed a member's link gets the search without the price they may not use.
    return member ? chosen : withoutPrice(chosen);
  }, [params, member]);
  const page = pageOf(search);
  const results = useSearchResultsPage({ keyword, sort, filters }, page);
  const show = (next: SearchFilters, order: SearchSort = sort) =>
    navigate(searchAddress(DESKTOP_PAGES.productSearch.path, keyword, next, order));

  if (keyword === '') {
    return <EmptyState text={t(`errors.${ErrorCode.SEARCH_KEYWORD_EMPTY}`)} />;
  }
  return (
    <div className="with-sidebar">
      <FilterPanel keyword={keyword} filters={filters} onChange={(next) => show(next)} />
      <div className="page-column">
        <div className="list-toolbar">
          <h1 className="page-title" data-testid="result-count">
            {results.data ? t('search.found', { count: results.data.total }) : t('search.loading')}
          </h1>
          <SortSelect sorts={SEARCH_SORTS} value={sort} onChange={(next) => show(filters, next)} />
        </div>
        {results.isError ? (
          <LoadFailed onRetry={() => void results.refetch()} />
        ) : results.data?.total === 0 ? (
          <EmptyState
            text={`${t('search.noResults', { keyword })} ${t('search.inquiryHint')}`}
            action={
              <Link to={DESKTOP_PAGES.uploadInquiry.path} className="button button-primary">
                {t('search.inquiry')}
              </Link>
            }
          />
        ) : (
          <ProductGrid products={results.data?.list ?? []} loading={results.isFetching} />
        )}
        {results.data && <PageLinks page={page} total={results.data.total} pageSize={results.data.pageSize} />}
      </div>
    </div>
  );
}
