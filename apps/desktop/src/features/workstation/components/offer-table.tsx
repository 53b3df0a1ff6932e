import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useMoney, useMoneyOf } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useAcceptOffer, useDeclineOffer } from '@mall/client/offers/decide-offer';
import { offersQueryOptions } from '@mall/client/offers/get-offers';
import { useOfferTexts } from '@mall/client/offers/offer-texts';
import type { Offer } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Space, Table } from 'antd';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/page-state';
import { type DocumentColumn, type DocumentFilter, DocumentTable } from './document-table';
import { useLineColumns } from './line-columns';
import { useReasonDialog } from './reason-modal';
import { OfferStatusTag } from './status-tags';
import { useTableAddress } from './use-table-address';

/** Opens the decline dialog of a quotation, held by the table. */
type Decline = (offer: Offer) => void;

function useDecline(): [Decline, ReactNode] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const decline = useDeclineOffer();
  const [ask, dialog] = useReasonDialog();
  return [
    (offer) =>
      ask({
        title: t('offer.declineTitle'),
        label: t('offer.declineReason'),
        required: t('offer.reasonRequired'),
        okText: t('offer.decline'),
        cancelText: t('offer.cancel'),
        danger: true,
        testId: 'offer-decline',
        onSubmit: async (reason) => {
          await decline.mutateAsync({ id: offer.id, reason });
          void message.success(t('offer.declined'));
        },
      }),
    dialog,
  ];
}

/** Accept (confirmed first) and decline (with a reason) while a quotation is open; an accepted one leads to its invoice. */
function OfferActions({ offer, onDecline }: { offer: Offer; onDecline: Decline }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const money = useMoney(offer.currency);
  const accept = useAcceptOffer();
  const [, change] = useTableAddress();

  if (offer.status === 'accepted')
    return (
      <Button
        type="link"
        onClick={() => change({ tab: 'proformaInvoices' })}
        data-testid={`offer-proforma-${offer.id}`}
      >
        {t('offer.proformaIssued')}
      </Button>
    );
  if (offer.status !== 'quoted') return null;

  const confirmAccept = () =>
    modal.confirm({
      title: t('offer.acceptTitle', { version: offer.version }),
      content: t('offer.acceptBody', { total: money(offer.total) }),
      okText: t('offer.accept'),
      cancelText: t('offer.cancel'),
      onOk: async () => {
        // A refusal (expired, replaced meanwhile) was told by the API client; the list shows the state now.
        await accept.mutateAsync(offer.id).then(
          () => {
            void message.success(t('offer.accepted'));
            change({ tab: 'proformaInvoices' });
          },
          () => undefined,
        );
      },
    });

  return (
    <Space>
      <Button type="primary" size="small" onClick={confirmAccept} data-testid={`offer-accept-${offer.id}`}>
        {t('offer.accept')}
      </Button>
      <Button size="small" onClick={() => onDecline(offer)} data-testid={`offer-decline-${offer.id}`}>
        {t('offer.decline')}
      </Button>
    </Space>
  );
}

/** One quotation in full: its lines and terms, and the decision. */
function OfferDrawer({ offer, onDecline, onClose }: { offer: Offer; onDecline: Decline; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney(offer.currency);
  const texts = useOfferTexts();
  const line = useLineColumns(offer.currency);
  return (
    <Drawer
      open
      width={720}
      title={texts.request(offer)}
      onClose={onClose}
      extra={<OfferActions offer={offer} onDecline={onDecline} />}
    >
      <div data-testid="offer-drawer">
        <Descriptions
          column={2}
          bordered
          size="small"
          items={[
            { key: 'version', label: t('desktop.workstation.columns.version'), children: offer.version },
            {
              key: 'status',
              label: t('desktop.workstation.columns.status'),
              children: <OfferStatusTag offer={offer} />,
            },
            { key: 'total', label: t('offer.total'), children: money(offer.total) },
            { key: 'valid', label: t('offer.validUntil'), children: formatDate(offer.valid_until, locale) },
            {
              key: 'lead',
              label: t('offer.leadTimeLabel'),
              children: t('offer.leadTime', { days: offer.lead_time_days }),
            },
            { key: 'incoterm', label: t('offer.incoterm'), children: offer.incoterm },
            { key: 'payment', label: t('offer.payment'), children: texts.payment(offer), span: 2 },
            ...(offer.note ? [{ key: 'note', label: t('offer.noteLabel'), children: offer.note, span: 2 }] : []),
            ...(offer.decline_reason
              ? [
                  {
                    key: 'declined',
                    label: t('offer.status.declined'),
                    children: t('offer.declinedBecause', { reason: offer.decline_reason }),
                    span: 2,
                  },
                ]
              : []),
          ]}
        />
        <Table
          className="offer-lines"
          rowKey={(line) => `${line.name}-${line.quantity}-${line.unit_price}`}
          size="small"
          pagination={false}
          dataSource={offer.lines}
          columns={[line.name, line.quantity, line.unitPrice, line.amount]}
        />
      </div>
    </Drawer>
  );
}

/** The quotations tab: every version the mall sent, open ones first to decide. */
export function OfferTable() {
  const { t } = useTranslation();
  const locale = useLocale();
  const offers = useQuery(offersQueryOptions());
  const texts = useOfferTexts();
  const [openId, setOpenId] = useState<number | null>(null);
  const [onDecline, declineDialog] = useDecline();
  const rows = offers.data?.list;
  const opened = rows?.find((offer) => offer.id === openId);
  const money = useMoneyOf();

  const filters: DocumentFilter<Offer>[] = [
    { key: 'open', label: t('offer.filter.open'), match: (offer) => offer.status === 'quoted' },
    { key: 'all', label: t('offer.filter.all'), match: () => true },
    { key: 'accepted', label: t('offer.status.accepted'), match: (offer) => offer.status === 'accepted' },
    { key: 'declined', label: t('offer.status.declined'), match: (offer) => offer.status === 'declined' },
    { key: 'expired', label: t('offer.status.expired'), match: (offer) => offer.status === 'expired' },
  ];
  const columns: DocumentColumn<Offer>[] = [
    {
      key: 'request',
      title: t('desktop.workstation.columns.request'),
      text: texts.request,
      render: (offer) => (
        <Button
          type="link"
          className="document-number"
          onClick={() => setOpenId(offer.id)}
          data-testid={`offer-open-${offer.id}`}
        >
          {texts.request(offer)}
        </Button>
      ),
    },
    {
      key: 'version',
      title: t('desktop.workstation.columns.version'),
      text: (offer) => String(offer.version),
      sortValue: (offer) => offer.version,
    },
    {
      key: 'status',
      title: t('desktop.workstation.columns.status'),
      text: (offer) => t(`offer.status.${offer.status}`),
      render: (offer) => <OfferStatusTag offer={offer} />,
    },
    {
      key: 'total',
      title: t('desktop.workstation.columns.total'),
      align: 'right',
      text: (offer) => offer.total,
      render: (offer) => money(offer.total, offer.currency),
      sortValue: (offer) => Number(offer.total),
    },
    { key: 'currency', title: t('desktop.workstation.columns.currency'), text: (offer) => offer.currency },
    {
      key: 'validUntil',
      title: t('offer.validUntil'),
      text: (offer) => offer.valid_until.slice(0, 10),
      render: (offer) => formatDate(offer.valid_until, locale),
      sortValue: (offer) => offer.valid_until,
    },
    {
      key: 'leadTime',
      title: t('offer.leadTimeLabel'),
      text: (offer) => t('desktop.workstation.days', { count: offer.lead_time_days }),
      sortValue: (offer) => offer.lead_time_days,
    },
    { key: 'incoterm', title: t('offer.incoterm'), text: (offer) => offer.incoterm },
    { key: 'payment', title: t('offer.payment'), text: texts.payment },
    {
      key: 'created',
      title: t('desktop.workstation.columns.created'),
      text: (offer) => offer.created_at.slice(0, 10),
      render: (offer) => formatDate(offer.created_at, locale),
      sortValue: (offer) => offer.created_at,
    },
  ];

  return (
    <>
      <DocumentTable
        name="quotations"
        title={t('desktop.workstation.tabs.quotations')}
        rows={rows}
        isError={offers.isError}
        onRetry={() => void offers.refetch()}
        columns={columns}
        filters={filters}
        rowKey={(offer) => offer.id}
        actions={(offer) => <OfferActions offer={offer} onDecline={onDecline} />}
        empty={<EmptyState text={t('offer.none')} />}
      />
      {opened && <OfferDrawer offer={opened} onDecline={onDecline} onClose={() => setOpenId(null)} />}
      {declineDialog}
    </>
  );
}
