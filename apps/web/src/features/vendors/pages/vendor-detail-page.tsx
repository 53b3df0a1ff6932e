import { ApiError } from '@mall/client/lib/api-client';
import { formatCount } from '@mall/client/lib/format-count';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useVendor } from '@mall/client/vendors/get-vendor';
import { onTimePercent, rejectionPercent } from '@mall/client/vendors/vendor-figures';
import { ErrorCode, PAGES, type VendorDetail, type VendorOrder } from '@mall/contract';
import { Button, Result } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed';
import { PageSkeleton } from '../../../components/page-skeleton';
import type { PageProps } from '../../../lib/page-props';
import { purchaseOrderUrl } from '../../orders/components/order-links';
import { PurchaseOrderTag } from '../../orders/components/status-tags';
import { FavouriteStar } from '../components/favourite-star';
import { RateValue, SpendAmounts } from '../components/figures';
import { storeUrl } from '../components/vendor-links';
import { VendorLogo } from '../components/vendor-logo';
import styles from '../components/vendors.module.css';

/** `/pages/workstation/vendor?shop_code=`: a vendor's figures, its store card, and the buyer's orders with it. */
export default function VendorDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shopCode = (query.shop_code ?? '').trim();
  const vendor = useVendor(shopCode);

  if (vendor.isPending && shopCode !== '') return <PageSkeleton />;
  // Any other failure may pass: it is offered again rather than called a missing vendor.
  if (vendor.isError && !(vendor.error instanceof ApiError && vendor.error.code === ErrorCode.VENDOR_NOT_FOUND)) {
    return <LoadFailed onRetry={() => vendor.refetch()} />;
  }
  if (!vendor.data) {
    return (
      <div className="page-message" data-testid="vendor-not-found">
        <Result status="error" title={t('vendors.notFound')} />
        <Button className="touch-button" onClick={() => navigate(PAGES.vendors.route)}>
          {t('vendors.back')}
        </Button>
      </div>
    );
  }
  return <Vendor vendor={vendor.data} />;
}

function Vendor({ vendor }: { vendor: VendorDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const figuresTitle = useId();
  const storeTitle = useId();
  const ordersTitle = useId();
  const onTime = onTimePercent(vendor);
  const rejection = rejectionPercent(vendor);

  return (
    <main className={styles.page} data-testid="vendor-detail">
      <header className={`${styles.section} ${styles.vendorHead}`}>
        <VendorLogo logo={vendor.logo} name={vendor.name} large />
        <span className={styles.title}>
          <h2 className={styles.vendorName}>{vendor.name}</h2>
          <span className={styles.meta}>
            {t('vendors.score')} {t('vendors.scoreValue', { score: vendor.score.toFixed(1) })}
          </span>
        </span>
        <FavouriteStar vendor={vendor} />
      </header>

      <section className={styles.section} aria-labelledby={figuresTitle}>
        <h3 id={figuresTitle} className={styles.sectionTitle}>
          {t('vendors.figures')}
        </h3>
        <dl className={styles.figures}>
          <div>
            <dt>{t('vendors.spend')}</dt>
            <dd data-testid="vendor-spend-total">
              <SpendAmounts spend={vendor.spend} />
            </dd>
          </div>
          <div>
            <dt>{t('vendors.orders')}</dt>
            <dd data-testid="vendor-orders">{t('vendors.orderCount', { count: vendor.order_count })}</dd>
          </div>
          <div>
            <dt>{t('vendors.onTime')}</dt>
            <dd data-testid="vendor-on-time">
              <RateValue percent={onTime} none={t('vendors.noShipments')} />
              {onTime !== null && (
                <small>
                  {t('vendors.onTimeDetail', { onTime: vendor.shipments_on_time, count: vendor.shipments_sent })}
                </small>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('vendors.rejection')}</dt>
            <dd data-testid="vendor-rejection">
              <RateValue percent={rejection} none={t('vendors.noReceipts')} />
              {rejection !== null && (
                <small>
                  {t('vendors.rejectionDetail', {
                    rejected: formatCount(vendor.quantity_rejected, locale),
                    inspected: formatCount(vendor.quantity_inspected, locale),
                  })}
                </small>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('vendors.openAfterSales')}</dt>
            <dd data-testid="vendor-open-after-sales">
              {vendor.open_after_sales === 0 ? (
                <span className={styles.none}>{t('vendors.noOpenAfterSales')}</span>
              ) : (
                <Link to={PAGES.afterSales.route}>
                  {t('vendors.openAfterSalesCount', { count: vendor.open_after_sales })}
                </Link>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('vendors.firstOrder')}</dt>
            <dd data-testid="vendor-first-order">{formatDate(vendor.first_order_at, locale)}</dd>
          </div>
          <div>
            <dt>{t('vendors.lastOrder')}</dt>
            <dd data-testid="vendor-last-order">{formatDate(vendor.last_order_at, locale)}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby={storeTitle} data-testid="vendor-store">
        <h3 id={storeTitle} className={styles.sectionTitle}>
          {t('vendors.store')}
        </h3>
        <dl className={styles.storeFacts}>
          <div>
            <dt>{t('vendors.score')}</dt>
            <dd>{vendor.score.toFixed(1)}</dd>
          </div>
          <div>
            <dt>{t('vendors.services')}</dt>
            <dd>{vendor.services.toFixed(1)}</dd>
          </div>
          <div className={styles.wide}>
            <dt>{t('vendors.enteredAt')}</dt>
            <dd>{formatDate(vendor.entered_at, locale)}</dd>
          </div>
          {/* A store that has not filled these in: no label left standing over nothing. */}
          {vendor.qualifications && (
            <div className={styles.wide}>
              <dt>{t('vendors.qualifications')}</dt>
              <dd>{vendor.qualifications}</dd>
            </div>
          )}
          {vendor.catalog && (
            <div className={styles.wide}>
              <dt>{t('vendors.catalog')}</dt>
              <dd>{vendor.catalog}</dd>
            </div>
          )}
        </dl>
        <Link to={storeUrl(vendor.shop_code)} className={styles.rowLink} data-testid="vendor-products">
          <span className={styles.rowLinkText}>{t('vendors.products')}</span>
          <span className={styles.meta}>{t('vendors.productCount', { count: vendor.product_count })}</span>
          <RightOutline aria-hidden="true" className={styles.chevron} />
        </Link>
      </section>

      <section aria-labelledby={ordersTitle}>
        <h3 id={ordersTitle} className="section-title section-title-outside">
          {t('vendors.purchaseOrders')}
        </h3>
        <ul className={styles.list}>
          {vendor.purchase_orders.map((order) => (
            <VendorOrderCard key={order.id} order={order} />
          ))}
        </ul>
      </section>
    </main>
  );
}

/** One of the buyer's orders with the vendor: its numbers, how far its goods have come, and the vendor's part of it. */
function VendorOrderCard({ order }: { order: VendorOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney(order.currency);
  return (
    <li className={styles.card} data-testid="vendor-order" data-progress={order.progress}>
      <Link to={purchaseOrderUrl(order.id)} className={styles.cardLink}>
        <span className={styles.orderHead}>
          <span className={styles.orderNumber}>{order.number}</span>
          <PurchaseOrderTag status={order.status} progress={order.progress} />
        </span>
        {order.po_number && (
          <span className={styles.meta}>{t('purchaseOrder.yourNumber', { number: order.po_number })}</span>
        )}
        <span className={styles.meta}>
          {t('purchaseOrder.orderedOn', { date: formatDate(order.created_at, locale) })}
        </span>
        <span className={styles.amountRow}>
          <span className={styles.meta}>{t('vendors.lineCount', { count: order.line_count })}</span>
          <strong className={styles.amount}>{money(order.amount)}</strong>
        </span>
      </Link>
    </li>
  );
}
