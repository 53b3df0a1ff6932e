import { pathTo } from '@mall/client/catalog/category-path';
import { useCategoryTree } from '@mall/client/catalog/get-category-tree';
import { useRecommendedProductsPage } from '@mall/client/catalog/get-recommended-products';
import { isLoggedIn, useClientState } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import { DESKTOP_PAGES, PAGE_SIZE_DEFAULT, PRODUCT_SORTS, type ProductSort } from '@mall/contract';
import { Breadcrumb } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CategorySidebar } from '../../../components/category-sidebar';
import { PageLinks, pageOf } from '../../../components/page-links';
import { EmptyState, LoadFailed } from '../../../components/page-state';
import { ProductGrid } from '../../../components/product-grid';
import { SortSelect, sortOf } from '../../../components/sort-select';

/** `/Catalog?category_id=&sort=&page=`: the tree, and the products of the chosen category (all without one). */
export default function CatalogPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const member = useClientState((state) => isLoggedIn(state.userInfo));
  const requested = Number(params.get('category_id')) || undefined;
  const tree = useCategoryTree();
  const path = pathTo(tree.data?.list ?? [], requested);
  const chosen = path.at(-1);
  const sort = sortOf(params.get('sort'), PRODUCT_SORTS, member);
  const page = pageOf(search);
  const products = useRecommendedProductsPage({
    page,
    pageSize: PAGE_SIZE_DEFAULT,
    categoryId: chosen?.category_id,
    sort,
  });

  const reorder = (next: ProductSort) => {
    const query = new URLSearchParams();
    if (chosen) query.set('category_id', String(chosen.category_id));
    query.set('sort', next);
    navigate(`${DESKTOP_PAGES.catalog.path}?${query}`);
  };

  return (
    <div className="with-sidebar">
      <CategorySidebar selected={chosen?.category_id} />
      <div className="page-column">
        <Breadcrumb
          items={[
            { title: <Link to={DESKTOP_PAGES.catalog.path}>{t('category.all')}</Link> },
            ...path.map((node) => ({
              title: (
                <Link to={`${DESKTOP_PAGES.catalog.path}?category_id=${node.category_id}`}>{node.category_name}</Link>
              ),
            })),
          ]}
        />
        <div className="list-toolbar">
          <h1 className="page-title">
            {chosen ? t('category.products', { name: chosen.category_name }) : t('category.all')}
          </h1>
          <SortSelect sorts={PRODUCT_SORTS} value={sort} onChange={reorder} />
        </div>
        {products.isError ? (
          <LoadFailed onRetry={() => void products.refetch()} />
        ) : products.data?.total === 0 ? (
          <EmptyState
            text={t('list.empty')}
            action={<Link to={DESKTOP_PAGES.catalog.path}>{t('list.emptyAction')}</Link>}
          />
        ) : (
          <ProductGrid products={products.data?.list ?? []} loading={products.isFetching} />
        )}
        {products.data && <PageLinks page={page} total={products.data.total} pageSize={products.data.pageSize} />}
      </div>
    </div>
  );
}
