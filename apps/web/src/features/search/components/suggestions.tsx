import { PictureImg } from '@mall/client/components/picture-img';
import { formatPrice } from '@mall/client/lib/format-price';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useKeywordItems } from '@mall/client/search/get-keyword-items';
import { useKeywordMatch } from '@mall/client/search/get-keyword-match';
import { PAGES } from '@mall/contract';
import { Link } from 'react-router-dom';
import { Highlight } from './highlight';
import styles from './search-ui.module.css';

/** As the buyer types: keyword suggestions (typed part highlighted) and the best few products. */
export function Suggestions({ typed, onPick }: { typed: string; onPick: (keyword: string) => void }) {
  const { t } = useTranslation();
  const { lang } = useQueryScope();
  const match = useKeywordMatch(typed);
  const items = useKeywordItems(typed);
  const keywords = match.data?.list ?? [];
  const products = items.data?.list ?? [];

  if (match.isPending && items.isPending) return <p className={styles.summary}>{t('search.loading')}</p>;
  if (keywords.length === 0 && products.length === 0) {
    return <p className={styles.summary}>{t('search.noSuggestions')}</p>;
  }
  return (
    <>
      <ul className={styles.suggestions} aria-label={t('search.suggestions')}>
        {keywords.map((keyword) => (
          <li key={keyword}>
            <button type="button" className={styles.suggestion} onClick={() => onPick(keyword)}>
              <Highlight text={keyword} typed={typed} />
            </button>
          </li>
        ))}
      </ul>
      {products.length > 0 && (
        <section aria-labelledby="search-items-title">
          <h2 id="search-items-title" className={styles.summary}>
            {t('search.items')}
          </h2>
          <ul className={styles.items}>
            {products.map((product) => (
              <li key={product.id}>
                <Link className={styles.item} to={`${PAGES.productDetail.route}?id=${product.id}`}>
                  <PictureImg src={product.image} place={PICTURE_PLACES.thumb} alt="" loading="lazy" />
                  <span className={styles.itemName}>
                    <Highlight text={product.name} typed={typed} />
                  </span>
                  {product.price_visible && product.price !== null ? (
                    <span className={styles.itemPrice}>{formatPrice(product.price, product.currency, lang)}</span>
                  ) : (
                    <span className={styles.itemLogin}>{t('product.loginForPrice')}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
