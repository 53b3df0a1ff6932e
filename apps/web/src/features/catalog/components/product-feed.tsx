import { PAGES, type ProductSort } from '@mall/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid';
import styles from '../../../components/product-grid.module.css';
import { useRecommendedProducts } from '../api/get-recommended-products';

interface ProductFeedProps {
  categoryId?: number;
  sort?: ProductSort;
  title: string;
}

/** Recommended products (of one category when given), in the chosen order, as an endless list. */
export function ProductFeed({ categoryId, sort, title }: ProductFeedProps) {
  const { t } = useTranslation();
  const query = useRecommendedProducts(categoryId, sort);
  const products = query.data?.pages.flatMap((page) => page.list) ?? [];

  if (query.isPending) return <ProductGridSkeleton label={title} />;
  if (query.isError && products.length === 0) {
    return (
      <div className={styles.state}>
        <p>{t('list.retry')}</p>
        <Button className="touch-button" onClick={() => void query.refetch()}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  return (
    <ProductGrid
      label={title}
      products={products}
      pages={query}
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
