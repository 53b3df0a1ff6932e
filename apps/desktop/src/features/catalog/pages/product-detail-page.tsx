import { useAddToCart } from '@mall/client/cart/add-to-cart';
import { useRequestQuotationFor } from '@mall/client/cart/request-quotation';
import { useMoqQuantity } from '@mall/client/cart/use-moq-quantity';
import { productIdOf, useProductDetail } from '@mall/client/catalog/get-product-detail';
import { PictureImg } from '@mall/client/components/picture-img';
import { ApiError } from '@mall/client/lib/api-client';
import { formatCount } from '@mall/client/lib/format-count';
import { formatPrice } from '@mall/client/lib/format-price';
import { PICTURE_PLACES, pictureIn } from '@mall/client/lib/picture';
import { mayOrder, usePriceAccess } from '@mall/client/lib/price-access';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { useTranslation } from '@mall/client/lib/use-translation';
import { DESKTOP_PAGES, ErrorCode, type ProductDetail } from '@mall/contract';
import { Breadcrumb, Button, Descriptions, Image } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HiddenPrice } from '../../../components/hidden-price';
import { LoadFailed } from '../../../components/load-failed';
import { PlaceholderLines } from '../../../components/placeholder';
import { PriceLine } from '../../../components/price-line';
import { QuantityInput } from '../../../components/quantity-input';
import { ProductVideo } from '../components/product-video';
import { StoreCard } from '../components/store-card';

function Gallery({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  return (
    <div className="gallery">
      <Image.PreviewGroup items={product.images}>
        <Image
          className="gallery-main"
          {...pictureIn(product.images[shown] ?? product.image, PICTURE_PLACES.desktopGallery)}
          alt={t('detail.image', { name: product.name, n: shown + 1 })}
          // The column's 480 px less the gallery's padding on either side.
          width={456}
          height={456}
          data-testid="gallery-image"
        />
      </Image.PreviewGroup>
      {product.images.length > 1 && (
        <div className="gallery-thumbs">
          {product.images.map((src, index) => (
            <button
              key={src}
              type="button"
              className={index === shown ? 'gallery-thumb is-selected' : 'gallery-thumb'}
              aria-label={t('detail.image', { name: product.name, n: index + 1 })}
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
            >
              <PictureImg src={src} place={PICTURE_PLACES.tile} alt="" width={64} height={64} loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function Detail({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const { lang } = useQueryScope();
  const quantity = useMoqQuantity(product.moq, 'product');
  const access = usePriceAccess();
  const addToCart = useAddToCart();
  const requestQuotation = useRequestQuotationFor();
  const number = (n: number) => formatCount(n, lang);
  const line =
    quantity.quantity === null || !mayOrder(access)
      ? null
      : ({ product_id: product.id, quantity: quantity.quantity, source: 'mall' } as const);
  const showPrice = product.price_visible && product.price !== null;

  return (
    <>
      <Breadcrumb
        items={[
          { title: <Link to={DESKTOP_PAGES.home.path}>{t('pages.home')}</Link> },
          ...product.category_path.map((c) => ({
            title: <Link to={`${DESKTOP_PAGES.catalog.path}?category_id=${c.category_id}`}>{c.category_name}</Link>,
          })),
        ]}
      />
      <div className="detail-top">
        <Gallery product={product} />
        <section className="detail-buy" aria-labelledby="product-name">
          <h1 id="product-name" className="detail-name">
            {product.name}
          </h1>
          <div className="detail-price" data-testid="detail-price">
            <PriceLine item={product} unit={product.unit} link />
          </div>
          <Descriptions
            size="small"
            column={2}
            items={[
              // A code is read as one string: it takes a row of its own rather than break in half a row.
              { key: 'code', label: t('detail.code'), children: product.code, span: 'filled' },
              { key: 'brand', label: t('detail.brand'), children: product.brand },
              { key: 'moq', label: t('detail.moq'), children: `${number(product.moq)} ${product.unit}` },
              { key: 'lead', label: t('detail.leadTime'), children: t('detail.days', { count: product.lead_time }) },
            ]}
          />
          <QuantityInput state={quantity} label={t('detail.quantity')} />
          {showPrice && line && (
            <p className="detail-subtotal" data-testid="sub-total">
              {t('detail.subTotal')}{' '}
              <strong>
                {formatPrice(Math.round((product.price ?? 0) * line.quantity * 100) / 100, product.currency, lang)}
              </strong>
            </p>
          )}
          {!mayOrder(access) && (
            <p className="order-blocked" role="status" data-testid="order-blocked">
              <HiddenPrice link />
            </p>
          )}
          <div className="detail-actions">
            <Button
              size="large"
              type="primary"
              disabled={line === null}
              loading={addToCart.isPending}
              onClick={() => line && addToCart.mutate(line)}
              data-testid="add-to-cart"
            >
              {t('detail.addToCart')}
            </Button>
            <Button
              size="large"
              disabled={line === null}
              loading={requestQuotation.isPending}
              onClick={() => line && requestQuotation.mutate(line)}
              data-testid="request-quotation"
            >
              {t('detail.requestQuotation')}
            </Button>
          </div>
        </section>
        <StoreCard store={product.store} />
      </div>
      <div className="detail-bottom">
        <section aria-labelledby="specification">
          <h2 id="specification" className="section-title">
            {t('desktop.detail.specification')}
          </h2>
          <Descriptions
            bordered
            size="small"
            column={2}
            data-testid="specification"
            items={[
              { key: 'brand', label: t('detail.brand'), children: product.brand },
              {
                key: 'category',
                label: t('detail.category'),
                children: product.category_path.map((c) => c.category_name).join(' / '),
              },
              { key: 'unit', label: t('detail.unit'), children: product.unit },
              { key: 'moq', label: t('detail.moq'), children: number(product.moq) },
              { key: 'lead', label: t('detail.leadTime'), children: t('detail.days', { count: product.lead_time }) },
              { key: 'shop', label: t('detail.shopCode'), children: product.shop_code },
              { key: 'sales', label: t('detail.salesVolume'), children: number(product.sales_volume) },
              { key: 'sales60', label: t('detail.sales60d'), children: number(product.sales_60d) },
              { key: 'score', label: t('detail.score'), children: product.score.toFixed(1) },
              { key: 'code', label: t('detail.code'), children: product.code },
            ]}
          />
        </section>
        {product.video && (
          <section aria-labelledby="video">
            <h2 id="video" className="section-title">
              {t('detail.video')}
            </h2>
            <ProductVideo video={product.video} title={product.name} />
          </section>
        )}
        <section aria-labelledby="description">
          <h2 id="description" className="section-title">
            {t('detail.description')}
          </h2>
          <div
            className="detail-description"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitize-html allow-list)
            dangerouslySetInnerHTML={{ __html: product.description_html }}
          />
        </section>
      </div>
    </>
  );
}

/** Its illustrations load only when a product is missing. */
const Result = lazy(() => import('antd/es/result'));

/** `/productDetail?id=`: everything about one product; prices only as the server gives them. */
export default function ProductDetailPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const id = productIdOf(new URLSearchParams(search).get('id'));
  const detail = useProductDetail(id);

  const missing = (text: string) => (
    <Suspense fallback={null}>
      <Result
        status="404"
        title={text}
        extra={
          <Link to={DESKTOP_PAGES.home.path}>
            <Button type="primary">{t('desktop.backHome')}</Button>
          </Link>
        }
      />
    </Suspense>
  );
  if (id === 0) return missing(t('detail.notFound'));
  if (detail.isPending) return <PlaceholderLines rows={12} />;
  if (detail.isError) {
    const code = detail.error instanceof ApiError ? detail.error.code : undefined;
    if (code === ErrorCode.NOT_IN_MARKET) return missing(t('detail.notInMarket'));
    if (code === ErrorCode.PRODUCT_NOT_FOUND || code === ErrorCode.VALIDATION) return missing(t('detail.notFound'));
    return <LoadFailed onRetry={() => void detail.refetch()} />;
  }
  return <Detail key={detail.data.id} product={detail.data} />;
}
