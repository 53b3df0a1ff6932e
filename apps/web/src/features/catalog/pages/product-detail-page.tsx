import { useAddToCart } from '@mall/client/cart/add-to-cart';
import { useRequestQuotationFor } from '@mall/client/cart/request-quotation';
import { useMoqQuantity } from '@mall/client/cart/use-moq-quantity';
import { productIdOf, useProductDetail } from '@mall/client/catalog/get-product-detail';
import { PictureImg } from '@mall/client/components/picture-img';
import { ApiError } from '@mall/client/lib/api-client';
import { useClientState } from '@mall/client/lib/client-state';
import { formatCount } from '@mall/client/lib/format-count';
import { formatPrice } from '@mall/client/lib/format-price';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { mayOrder, usePriceAccess } from '@mall/client/lib/price-access';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { useTranslation } from '@mall/client/lib/use-translation';
import { ErrorCode, PAGES, PRODUCT_IMAGE_SIZE_PX, type ProductDetail } from '@mall/contract';
import { Button } from 'antd-mobile';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed';
import { HiddenPrice, OrderBlocked } from '../../../components/membership-price';
import { PageSkeleton } from '../../../components/page-skeleton';
import { QuantityBlocked, QuantityStepper } from '../../../components/quantity-stepper';
import { SnapCarousel } from '../../../components/snap-carousel';
import type { PageProps } from '../../../lib/page-props';
import { StoreCard } from '../components/store-card';
import styles from './product-detail-page.module.css';

/** The external video: embedded only when the launch check found the site reachable, else its poster. */
function ProductVideo({ video, title }: { video: NonNullable<ProductDetail['video']>; title: string }) {
  const { t } = useTranslation();
  const reachable = useClientState((state) => state.videoSiteReachable);
  if (reachable === true) {
    return (
      <div className={styles.video} data-testid="video-frame">
        <iframe
          src={video.url}
          title={t('detail.videoTitle', { name: title })}
          loading="lazy"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <figure className={styles.poster} data-testid="video-poster">
      <img src={video.poster} alt={t('detail.videoPoster', { name: title })} loading="lazy" />
      <figcaption>{reachable === null ? t('detail.videoChecking') : t('detail.videoUnreachable')}</figcaption>
    </figure>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Detail({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const { lang } = useQueryScope();
  const quantity = useMoqQuantity(product.moq, 'product');
  const blockedId = useId();
  const showPrice = product.price_visible && product.price !== null;
  const money = (amount: number) => formatPrice(amount, product.currency, lang);
  const number = (n: number) => formatCount(n, lang);
  const hasDiscount = showPrice && product.original_price !== null && product.original_price > (product.price ?? 0);
  const addToCart = useAddToCart();
  const requestQuotation = useRequestQuotationFor();
  const accountId = useId();
  const accountMayOrder = mayOrder(usePriceAccess());
  // The sub-total and the buttons follow what is on screen: nothing while it may not be ordered.
  const line =
    quantity.quantity === null || !accountMayOrder
      ? null
      : ({ product_id: product.id, quantity: quantity.quantity, source: 'mall' } as const);
  const describedBy = !accountMayOrder ? accountId : quantity.quantity === null ? blockedId : undefined;

  return (
    <div className={styles.page}>
      <SnapCarousel
        className={styles.gallery}
        label={t('detail.gallery', { name: product.name })}
        slides={product.images.map((src, index) => ({
          key: src,
          content: (
            <PictureImg
              className={styles.galleryImage}
              data-testid="gallery-image"
              src={src}
              place={PICTURE_PLACES.wide}
              alt={t('detail.image', { name: product.name, n: index + 1 })}
              width={PRODUCT_IMAGE_SIZE_PX}
              height={PRODUCT_IMAGE_SIZE_PX}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          ),
        }))}
      />

      <section className={styles.block}>
        {showPrice ? (
          <p className={styles.prices} data-testid="detail-price">
            <span className={styles.price}>{money(product.price ?? 0)}</span>
            {hasDiscount && (
              <del className={styles.original}>
                <span className={styles.visuallyHidden}>
                  {t('product.originalPrice', { price: money(product.original_price ?? 0) })}
                </span>
                <span aria-hidden="true">{money(product.original_price ?? 0)}</span>
              </del>
            )}
            <span className={styles.per}>/ {product.unit}</span>
          </p>
        ) : (
          <HiddenPrice className={styles.login} link />
        )}
        <h2 className={styles.name}>{product.name}</h2>
        <dl className={styles.facts}>
          <Fact label={t('detail.brand')}>{product.brand}</Fact>
          <Fact label={t('detail.category')}>
            {product.category_path.map((c, i) => (
              <span key={c.category_id}>
                {i > 0 && ' / '}
                <Link className={styles.inlineLink} to={`${PAGES.category.route}?category_id=${c.category_id}`}>
                  {c.category_name}
                </Link>
              </span>
            ))}
          </Fact>
          <Fact label={t('detail.unit')}>{product.unit}</Fact>
          <Fact label={t('detail.moq')}>{number(product.moq)}</Fact>
          <Fact label={t('detail.leadTime')}>{t('detail.days', { count: product.lead_time })}</Fact>
          <Fact label={t('detail.shopCode')}>{product.shop_code}</Fact>
          <Fact label={t('detail.salesVolume')}>{number(product.sales_volume)}</Fact>
          <Fact label={t('detail.sales60d')}>{number(product.sales_60d)}</Fact>
          <Fact label={t('detail.score')}>{product.score.toFixed(1)}</Fact>
          <Fact label={t('detail.code')}>{product.code}</Fact>
        </dl>
      </section>

      <section className={styles.block} aria-label={t('detail.quantity')}>
        <QuantityStepper state={quantity} label={t('detail.quantity')} />
        {showPrice && line && (
          <p className={styles.subtotal} data-testid="sub-total">
            {t('detail.subTotal')}{' '}
            <strong>{money(Math.round((product.price ?? 0) * line.quantity * 100) / 100)}</strong>
          </p>
        )}
      </section>

      {product.video && (
        <section className={styles.block}>
          <h2 className="section-title">{t('detail.video')}</h2>
          <ProductVideo video={product.video} title={product.name} />
        </section>
      )}

      <section className={styles.block}>
        <h2 className="section-title">{t('detail.description')}</h2>
        <div
          className={styles.description}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitize-html allow-list)
          dangerouslySetInnerHTML={{ __html: product.description_html }}
        />
      </section>

      <StoreCard store={product.store} />

      <div className={styles.bar}>
        <OrderBlocked id={accountId} className={styles.blocked} />
        <QuantityBlocked state={quantity} id={blockedId} />
        <div className={styles.barButtons}>
          <Button
            className={styles.barButton}
            color="warning"
            disabled={line === null}
            aria-describedby={describedBy}
            onClick={() => {
              if (line) addToCart.mutate(line);
            }}
            data-testid="add-to-cart"
          >
            {t('detail.addToCart')}
          </Button>
          <Button
            className={styles.barButton}
            color="primary"
            disabled={line === null}
            aria-describedby={describedBy}
            onClick={() => {
              if (line) requestQuotation.mutate(line);
            }}
            data-testid="request-quotation"
          >
            {t('detail.requestQuotation')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** `/pages/home/detail?id=`: everything about one product; prices only as the server gives them. */
export default function ProductDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = productIdOf(query.id);
  const detail = useProductDetail(id);

  if (id === 0) return <p className="page-message">{t('detail.notFound')}</p>;
  if (detail.isPending) return <PageSkeleton />;
  if (detail.isError) {
    const code = detail.error instanceof ApiError ? detail.error.code : undefined;
    if (code === ErrorCode.NOT_IN_MARKET) return <p className="page-message">{t('detail.notInMarket')}</p>;
    if (code === ErrorCode.PRODUCT_NOT_FOUND || code === ErrorCode.VALIDATION) {
      return <p className="page-message">{t('detail.notFound')}</p>;
    }
    return <LoadFailed onRetry={detail.refetch} />;
  }
  return <Detail key={detail.data.id} product={detail.data} />;
}
