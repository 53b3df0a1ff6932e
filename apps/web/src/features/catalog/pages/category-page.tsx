import { pathTo } from '@mall/client/catalog/category-path';
import { useCategoryTree } from '@mall/client/catalog/get-category-tree';
import { setSelectedCategories } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES, PRODUCT_SORTS, type ProductSort } from '@mall/contract';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed';
import { PageSkeleton } from '../../../components/page-skeleton';
import { SortBar } from '../../../components/sort-bar';
import type { PageProps } from '../../../lib/page-props';
import { CategorySideBar, SubCategoryChips } from '../components/category-browser';
import { ProductFeed } from '../components/product-feed';
import styles from './category-page.module.css';

/** The category tree and the products of the chosen category; the choice and its order live in the URL (`category_id`, `sort`). */
export default function CategoryPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tree = useCategoryTree();
  const nodes = tree.data?.list;
  const requested = Number(query.category_id) || undefined;
  // Without a (known) category_id, the first top category is shown.
  const path = useMemo(() => {
    const found = pathTo(nodes ?? [], requested);
    return found.length > 0 ? found : (nodes?.slice(0, 1) ?? []);
  }, [nodes, requested]);
  const top = path[0];
  const sub = path[1];
  const chosen = path.at(-1);

  useEffect(() => {
    setSelectedCategories(path.map(({ category_id, category_name }) => ({ category_id, category_name })));
  }, [path]);

  const sort = PRODUCT_SORTS.find((known) => known === query.sort) ?? 'recommended';
  const show = (id: number | undefined, order: ProductSort) =>
    navigate(`${PAGES.category.route}?category_id=${id ?? ''}&sort=${order}`, { replace: true });
  const select = (id: number) => show(id, sort);

  return (
    <>
      <header className="title-bar">
        <h1>{t('pages.category')}</h1>
      </header>
      {tree.isPending ? (
        <PageSkeleton />
      ) : tree.isError ? (
        <LoadFailed onRetry={tree.refetch} />
      ) : !top || !chosen ? (
        <p className="page-message">{t('category.empty')}</p>
      ) : (
        <div className={styles.layout}>
          <CategorySideBar tree={nodes ?? []} top={top} onSelect={select} />
          <main className={styles.main}>
            <SubCategoryChips top={top} sub={sub} onSelect={select} />
            <h2 className="section-title section-title-outside">
              {t('category.products', { name: chosen.category_name })}
            </h2>
            <SortBar sorts={PRODUCT_SORTS} value={sort} onChange={(order) => show(chosen.category_id, order)} />
            <ProductFeed
              categoryId={chosen.category_id}
              sort={sort}
              title={t('category.products', { name: chosen.category_name })}
            />
          </main>
        </div>
      )}
    </>
  );
}
