import { useRecommendedProducts } from '@mall/client/catalog/get-recommended-products';
import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES, type ProductSort } from '@mall/contract';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid';

interface ProductFeedProps {
  categoryId?: number;
  sort?: ProductSort;
  title: string;
  /** Cards drawn with the page (ProductGrid's `firstRender`). */
  firstRender?: number;
}

/** Recommended products (of one category when given), in the chosen order, as an endless list. */
export function ProductFeed({ categoryId, sort, title, firstRender }: ProductFeedProps) {
  const { t } = useTranslation();
  const query = useRecommendedProducts(categoryId, sort);
  const products = query.data?.pages.flatMap((page) => page.list) ?? [];

  if (query.isPending) return <ProductGridSkeleton label={title} />;
  if (query.isError && products.length === 0) {
    return <LoadFailed onRetry={query.refetch} />;
  }
  return (
    <ProductGrid
      label={title}
      products={products}
      pages={query}
      firstRender={firstRender}
      empty={
        <>
          <p>{t('list.empty')}</p>
          <Link className="text-link" to={PAGES.category.route}>
            {t('list.emptyAction')}
          </Link>
        </>
      }
    />
  );
}
