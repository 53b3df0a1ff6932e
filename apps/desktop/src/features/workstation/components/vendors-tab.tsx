import { formatCount } from '@mall/client/lib/format-count';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { DESKTOP_PAGES, PAGE_SIZE_DEFAULT, type VendorSummary } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Segmented, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyState, LoadFailed } from '../../../components/page-state';
import { FAVOURITES_FILTER, vendorFilterOf, vendorsPageQueryOptions } from '../vendors-page';
import { useTableAddress } from './use-table-address';
import { VendorDrawer } from './vendor-drawer';
import { FavouriteButton, OnTimeRate, OpenAfterSales, RejectionRate, VendorLogo, VendorSpend } from './vendor-figures';

const ALL = 'all';

/**
 * The Vendors tab: the stores the buyer has bought from, favourites first, with the figures of the
 * buyer's own orders, a page at a time from the server; the filter, page and open vendor stay in
 * the address.
 */
export function VendorsTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [address, change] = useTableAddress();
  const filter = vendorFilterOf(address.filter);
  const favouritesOnly = filter.favourite === '1';
  const vendors = useQuery(vendorsPageQueryOptions(filter, address.page));

  const columns: TableColumnsType<VendorSummary> = [
    {
      key: 'favourite',
      title: <span className="visually-hidden">{t('vendors.favourites')}</span>,
      width: 56,
      render: (_, vendor) => <FavouriteButton vendor={vendor} />,
    },
    {
      key: 'vendor',
      title: t('desktop.vendors.columns.vendor'),
      render: (_, vendor) => (
        <span className="vendor-name">
          <VendorLogo vendor={vendor} />
          <Button
            type="link"
            className="document-number"
            onClick={() => change({ vendor: vendor.shop_code })}
            data-testid={`vendor-open-${vendor.shop_code}`}
          >
            {vendor.name}
          </Button>
        </span>
      ),
    },
    {
      key: 'score',
      title: t('vendors.score'),
      align: 'right',
      render: (_, vendor) => t('vendors.scoreValue', { score: vendor.score.toFixed(1) }),
    },
    { key: 'spend', title: t('vendors.spend'), align: 'right', render: (_, vendor) => <VendorSpend vendor={vendor} /> },
    {
      key: 'orders',
      title: t('vendors.orders'),
      align: 'right',
      render: (_, vendor) => formatCount(vendor.order_count, locale),
    },
    { key: 'onTime', title: t('vendors.onTime'), render: (_, vendor) => <OnTimeRate vendor={vendor} /> },
    { key: 'rejection', title: t('vendors.rejection'), render: (_, vendor) => <RejectionRate vendor={vendor} /> },
    {
      key: 'afterSales',
      title: t('desktop.vendors.columns.openAfterSales'),
      className: 'history-nowrap',
      render: (_, vendor) => <OpenAfterSales vendor={vendor} />,
    },
    {
      key: 'lastOrder',
      title: t('vendors.lastOrder'),
      className: 'history-nowrap',
      render: (_, vendor) => formatDate(vendor.last_order_at, locale),
    },
  ];

  const empty = favouritesOnly ? (
    <EmptyState
      text={t('vendors.emptyFavourites')}
      action={<Button onClick={() => change({ filter: null })}>{t('desktop.vendors.showAll')}</Button>}
    />
  ) : (
    <EmptyState
      text={t('vendors.empty')}
      action={
        <Button type="primary" onClick={() => navigate(DESKTOP_PAGES.home.path)}>
          {t('vendors.emptyAction')}
        </Button>
      }
    />
  );

  return (
    <section data-testid="table-vendors">
      <div className="document-table-bar">
        <Segmented
          value={favouritesOnly ? FAVOURITES_FILTER : ALL}
          onChange={(key) => change({ filter: key === ALL ? null : key })}
          options={[
            { value: ALL, label: t('vendors.all') },
            { value: FAVOURITES_FILTER, label: t('vendors.favourites') },
          ]}
          data-testid="vendors-filter"
        />
      </div>
      {vendors.isError && !vendors.data ? (
        <LoadFailed onRetry={() => void vendors.refetch()} />
      ) : (
        <Table<VendorSummary>
          rowKey="shop_code"
          columns={columns}
          dataSource={vendors.data?.list}
          // A page of the other filter or number stays greyed while its successor loads.
          loading={vendors.isPending || vendors.isPlaceholderData}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: vendors.isPending ? ' ' : empty }}
          pagination={{
            current: address.page,
            pageSize: PAGE_SIZE_DEFAULT,
            total: vendors.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => t('desktop.workstation.rows', { count: total }),
            onChange: (page) => change({ page }),
          }}
          onRow={(vendor) =>
            ({ 'data-testid': 'vendor-row', 'data-shop': vendor.shop_code }) as HTMLAttributes<HTMLElement>
          }
          aria-label={t('vendors.title')}
        />
      )}
      {address.vendor !== null && <VendorDrawer shopCode={address.vendor} onClose={() => change({ vendor: null })} />}
    </section>
  );
}
