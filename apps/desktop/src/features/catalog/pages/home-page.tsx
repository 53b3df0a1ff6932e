import { useRecommendedProductsPage } from '@mall/client/catalog/get-recommended-products';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useLocation } from 'react-router-dom';
import { CategorySidebar } from '../../../components/category-sidebar';
import { LoadFailed } from '../../../components/load-failed';
import { PageLinks } from '../../../components/page-links';
import { ProductGrid } from '../../../components/product-grid';
import { BannerCarousel } from '../components/banner-carousel';
import { RecommendedCategories } from '../components/recommended-categories';
import { homeProductsParams } from '../page-data';

/** `/homePage`: promotions, the category tree, recommended categories and products, page by page. */
export default function HomePage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = homeProductsParams(search);
  const products = useRecommendedProductsPage(params);
  return (
    <div className="with-sidebar">
      <CategorySidebar />
      <div className="page-column">
        <BannerCarousel />
        <RecommendedCategories />
        <section aria-labelledby="recommended-products">
          <h2 id="recommended-products" className="section-title">
            {t('home.products')}
          </h2>
          {products.isError ? (
            <LoadFailed onRetry={() => void products.refetch()} />
          ) : (
            <ProductGrid products={products.data?.list ?? []} loading={products.isFetching} />
          )}
          {products.data && (
            <PageLinks page={params.page} total={products.data.total} pageSize={products.data.pageSize} />
          )}
        </section>
      </div>
    </div>
  );
}
