import { ApiError } from '@mall/client/lib/api-client';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useMoneyOf } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useVendor } from '@mall/client/vendors/get-vendor';
import { ErrorCode, type VendorDetail, type VendorOrder } from '@mall/contract';
import { Button, Descriptions, Drawer, Result, Skeleton, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../../../components/page-state';
import { purchaseOrderDrawerAddress } from '../../../components/workstation-address';
import { PurchaseOrderProgressTag, PurchaseOrderStatusTag } from './purchase-order-tags';
import { FavouriteButton, OnTimeRate, OpenAfterSales, RejectionRate, VendorLogo, VendorSpend } from './vendor-figures';

/** The buyer's orders with the vendor, newest first; each number opens the order on the Purchase orders tab. */
function VendorOrders({ vendor }: { vendor: VendorDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoneyOf();
  const columns: TableColumnsType<VendorOrder> = [
    {
      key: 'number',
      title: t('desktop.workstation.columns.number'),
      render: (_, po) => (
        <Link to={purchaseOrderDrawerAddress(po.id)} data-testid={`vendor-order-${po.id}`}>
          {po.number}
        </Link>
      ),
    },
    { key: 'poNumber', title: t('desktop.orders.columns.ownPoNumber'), dataIndex: 'po_number' },
    {
      key: 'status',
      title: t('desktop.workstation.columns.status'),
      render: (_, po) => (
        <span className="vendor-order-status">
          <PurchaseOrderStatusTag status={po.status} />
          <PurchaseOrderProgressTag status={po.status} progress={po.progress} />
        </span>
      ),
    },
    {
      key: 'amount',
      title: t('desktop.workstation.columns.amount'),
      align: 'right',
      render: (_, po) => money(po.amount, po.currency),
    },
    {
      key: 'lines',
      title: t('purchaseOrder.lines'),
      align: 'right',
      render: (_, po) => t('vendors.lineCount', { count: po.line_count }),
    },
    {
      key: 'created',
      title: t('desktop.workstation.columns.created'),
      className: 'history-nowrap',
      render: (_, po) => formatDate(po.created_at, locale),
    },
  ];
  return (
    <Table<VendorOrder>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={vendor.purchase_orders}
      pagination={false}
      scroll={{ x: 'max-content' }}
      aria-label={t('vendors.purchaseOrders')}
    />
  );
}

/**
 * A vendor's figures, its store card and the buyer's orders with it. The desktop has no store page
 * nor a search by store, so the store's products are counted here but not linked.
 */
function VendorBody({ vendor }: { vendor: VendorDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="vendor-drawer" data-testid="vendor-drawer">
      <Descriptions
        size="small"
        column={4}
        bordered
        items={[
          { key: 'spend', label: t('vendors.spend'), children: <VendorSpend vendor={vendor} /> },
          {
            key: 'orders',
            label: t('vendors.orders'),
            children: t('vendors.orderCount', { count: vendor.order_count }),
          },
          {
            key: 'dates',
            label: t('vendors.firstOrder'),
            children: formatDate(vendor.first_order_at, locale),
          },
          { key: 'lastOrder', label: t('vendors.lastOrder'), children: formatDate(vendor.last_order_at, locale) },
          { key: 'onTime', label: t('vendors.onTime'), children: <OnTimeRate vendor={vendor} inline /> },
          { key: 'rejection', label: t('vendors.rejection'), children: <RejectionRate vendor={vendor} inline /> },
          {
            key: 'afterSales',
            label: t('vendors.openAfterSales'),
            children: <OpenAfterSales vendor={vendor} />,
            span: 2,
          },
        ]}
      />

      <h3 className="purchase-order-section">{t('desktop.vendors.store')}</h3>
      <Descriptions
        size="small"
        column={2}
        items={[
          {
            key: 'score',
            label: t('vendors.score'),
            children: t('vendors.scoreValue', { score: vendor.score.toFixed(1) }),
          },
          {
            key: 'services',
            label: t('vendors.services'),
            children: t('vendors.scoreValue', { score: vendor.services.toFixed(1) }),
          },
          { key: 'entered', label: t('vendors.enteredAt'), children: formatDate(vendor.entered_at, locale) },
          {
            key: 'products',
            label: t('vendors.products'),
            children: t('vendors.productCount', { count: vendor.product_count }),
          },
          { key: 'qualifications', label: t('vendors.qualifications'), children: vendor.qualifications, span: 2 },
          { key: 'catalog', label: t('vendors.catalog'), children: vendor.catalog, span: 2 },
        ]}
      />

      <h3 className="purchase-order-section">{t('vendors.purchaseOrders')}</h3>
      <VendorOrders vendor={vendor} />
    </div>
  );
}

function VendorDocument({ shopCode, onClose }: { shopCode: string; onClose: () => void }) {
  const { t } = useTranslation();
  const vendor = useVendor(shopCode);
  if (vendor.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (vendor.data) return <VendorBody vendor={vendor.data} />;
  if (vendor.error instanceof ApiError && vendor.error.code === ErrorCode.VENDOR_NOT_FOUND)
    return (
      <Result
        status="warning"
        title={t('vendors.notFound')}
        extra={<Button onClick={onClose}>{t('vendors.back')}</Button>}
        data-testid="vendor-not-found"
      />
    );
  return <LoadFailed onRetry={() => void vendor.refetch()} />;
}

/** A vendor's drawer, named in the address by its shop code; its star stays at hand in the head. */
export function VendorDrawer({ shopCode, onClose }: { shopCode: string; onClose: () => void }) {
  const { t } = useTranslation();
  const vendor = useVendor(shopCode);
  return (
    <Drawer
      open
      width={1040}
      title={
        vendor.data ? (
          <span className="vendor-name">
            <VendorLogo vendor={vendor.data} />
            {vendor.data.name}
          </span>
        ) : (
          t('vendors.title')
        )
      }
      extra={vendor.data && <FavouriteButton vendor={vendor.data} />}
      onClose={onClose}
      destroyOnHidden
    >
      <VendorDocument key={shopCode} shopCode={shopCode} onClose={onClose} />
    </Drawer>
  );
}
