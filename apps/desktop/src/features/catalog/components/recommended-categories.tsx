import { useRecommendedCategories } from '@mall/client/catalog/get-recommended-categories';
import { PictureImg } from '@mall/client/components/picture-img';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useTranslation } from '@mall/client/lib/use-translation';
import { DESKTOP_PAGES } from '@mall/contract';
import { Link } from 'react-router-dom';
import { Placeholder } from '../../../components/placeholder';

/** Placeholders while loading: two rows, as the usual dozen fill, so the products below do not jump. */
const PLACEHOLDERS = 12;

/** A row of recommended categories with their product counts. */
export function RecommendedCategories() {
  const { t } = useTranslation();
  const categories = useRecommendedCategories();
  const list = categories.data?.list ?? [];
  if (!categories.isPending && list.length === 0) return null;
  return (
    <section aria-labelledby="recommended-categories" aria-busy={categories.isPending}>
      <h2 id="recommended-categories" className="section-title">
        {t('home.categories')}
      </h2>
      {categories.isPending ? (
        <ul className="category-strip" aria-hidden="true">
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <li key={i}>
              <Placeholder className="category-strip-placeholder" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="category-strip" data-testid="recommended-categories">
          {list.map((category) => (
            <li key={category.category_id}>
              <Link to={`${DESKTOP_PAGES.catalog.path}?category_id=${category.category_id}`}>
                <PictureImg
                  src={category.image}
                  place={PICTURE_PLACES.tile}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                />
                <span className="category-strip-name">{category.category_name}</span>
                <span className="category-strip-count">
                  {t('home.productCount', { count: category.product_count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
