import { useTranslation } from '@mall/client/lib/use-translation';
import type { Currency, InboxOffer, OfferStatus } from '@mall/contract';
import { Empty, Table, Tag } from 'antd';
import { formatDate } from '../../../components/format';
import { formatMoney } from '../../../components/money';

export const OFFER_STATUS_COLOR: Record<OfferStatus, string> = {
  quoted: 'processing',
  accepted: 'success',
  declined: 'error',
  expired: 'warning',
  superseded: 'default',
};

export function OfferStatusTag({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return <Tag color={OFFER_STATUS_COLOR[status]}>{t(`consoleQuoting.offerStatus.${status}`)}</Tag>;
}

/** Every version quoted on a request, newest first, as kept: status, total, validity. */
export function OfferVersions({ offers, currency }: { offers: readonly InboxOffer[]; currency: Currency }) {
  const { t, i18n } = useTranslation();
  if (offers.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('consoleQuoting.detail.noOffers')} />;
  }
  return (
    <Table<InboxOffer>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...offers]}
      data-testid="offer-versions"
      columns={[
        {
          title: t('consoleQuoting.columns.version'),
          dataIndex: 'version',
          render: (version: number) => t('consoleQuoting.version', { version }),
        },
        {
          title: t('consoleQuoting.columns.status'),
          dataIndex: 'status',
          render: (status: OfferStatus) => <OfferStatusTag status={status} />,
        },
        {
          title: t('consoleQuoting.columns.total'),
          dataIndex: 'total',
          align: 'right',
          render: (total: string) => formatMoney(total, currency, i18n.language),
        },
        {
          title: t('consoleQuoting.columns.validUntil'),
          dataIndex: 'valid_until',
          render: (date: string) => formatDate(date),
        },
      ]}
    />
  );
}

/** The newest version in a table cell: "v2 · Quoted", or "None yet". */
export function LatestOffer({ offers, currency }: { offers: readonly InboxOffer[]; currency: Currency }) {
  const { t, i18n } = useTranslation();
  const latest = offers[0];
  if (!latest) return <span style={{ color: 'rgba(0,0,0,0.45)' }}>{t('consoleQuoting.noOfferYet')}</span>;
  return (
    <span>
      {t('consoleQuoting.version', { version: latest.version })} <OfferStatusTag status={latest.status} />
      <br />
      {formatMoney(latest.total, currency, i18n.language)}
    </span>
  );
}
