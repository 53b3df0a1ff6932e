import { useRecommendedCategories } from '@mall/client/catalog/get-recommended-categories';
import { PictureImg } from '@mall/client/components/picture-img';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES } from '@mall/contract';
import { Link } from 'react-router-dom';
import styles from './category-grid.module.css';

const SKELETON_ITEMS = 10;

/** Recommended categories; each opens the categories page on that category. */
export function CategoryGrid() {
  const { t } = useTranslation();
  const { data, isPending } = useRecommendedCategories();
  const categories = data?.list ?? [];
  if (!isPending && categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <h2 id="home-categories" className="section-title">
        {t('home.categories')}
      </h2>
      <ul className={styles.grid} data-testid="recommended-categories">
        {isPending
          ? Array.from({ length: SKELETON_ITEMS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} aria-hidden="true" className={styles.item}>
                <span className={`${styles.icon} skeleton`} />
                <span className={styles.name} />
              </li>
            ))
          : categories.map((category) => (
              <li key={category.category_id}>
                <Link
                  className={styles.item}
                  to={`${PAGES.category.route}?category_id=${category.category_id}`}
                  aria-label={`${category.category_name}, ${t('home.productCount', { count: category.product_count })}`}
                >
                  <PictureImg
                    className={styles.icon}
                    src={category.image}
                    place={PICTURE_PLACES.tile}
                    alt=""
                    loading="lazy"
                  />
                  <span className={styles.name}>{category.category_name}</span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
