import { PictureImg } from '@mall/client/components/picture-img';
import { formatCount } from '@mall/client/lib/format-count';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { unitFor } from '@mall/client/lib/unit-for';
import { useTranslation } from '@mall/client/lib/use-translation';
import { DESKTOP_PAGES, type Product } from '@mall/contract';
import { Link } from 'react-router-dom';
import { Placeholder, PlaceholderLines } from './placeholder';
import { PriceLine } from './price-line';

/** Cards of the first row load their pictures at once: one of them is often the page's largest paint. */
const EAGER_CARDS = 5;

function ProductCard({ product, eager }: { product: Product; eager: boolean }) {
  const { t } = useTranslation();
  const { lang } = useQueryScope();
  return (
    <Link
      className="product-card"
      to={`${DESKTOP_PAGES.productDetail.path}?id=${product.id}`}
      data-testid="product-card"
    >
      <span className="product-card-media">
        <PictureImg
          src={product.image}
          place={PICTURE_PLACES.desktopCard}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={240}
          height={240}
        />
      </span>
      <span className="product-card-body">
        <span className="product-card-name">{product.name}</span>
        <PriceLine item={product} />
        <span className="product-card-moq">
          {t('product.moq', { moq: formatCount(product.moq, lang), unit: unitFor(product.moq, product) })}
        </span>
      </span>
    </Link>
  );
}

/** Four to five columns as the window allows; skeleton cards while the first page loads. */
export function ProductGrid({ products, loading = false }: { products: Product[]; loading?: boolean }) {
  if (loading && products.length === 0) {
    return (
      <div className="product-grid" aria-busy="true">
        {Array.from({ length: 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <div className="product-card" key={i}>
            <Placeholder className="product-card-media" />
            <div className="product-card-body">
              <PlaceholderLines rows={2} />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="product-grid" aria-busy={loading}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < EAGER_CARDS} />
      ))}
    </div>
  );
}
