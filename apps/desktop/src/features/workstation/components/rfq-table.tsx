import { ApiError } from '@mall/client/lib/api-client';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useMoneyOf } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useCancelRfqs } from '@mall/client/rfq/cancel-rfqs';
import { useDeleteRfq } from '@mall/client/rfq/delete-rfq';
import { allRfqsQueryOptions } from '@mall/client/rfq/get-rfqs';
import { useQuantityText, useUnitName } from '@mall/client/rfq/get-units';
import { useReopenRfq } from '@mall/client/rfq/reopen-rfq';
import { type Currency, DESKTOP_PAGES, ErrorCode, RFQ_STATUSES, type RfqSummary } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { type Key, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/page-state';
import { type DocumentColumn, type DocumentFilter, DocumentTable } from './document-table';
import { RfqDrawer } from './rfq-drawer';
import { RfqStatusTag } from './status-tags';
import { useTableAddress } from './use-table-address';

/** The desktop RFQ form, as a link styled as the primary button. */
function PostRfqLink() {
  const { t } = useTranslation();
  return (
    <Link to={DESKTOP_PAGES.uploadInquiry.path} className="button button-primary">
      {t('rfq.list.post')}
    </Link>
  );
}

/**
 * Cancel (one or the selected), Re-RFQ and delete, each confirmed first, as on the phone; a quoted
 * RFQ cannot be cancelled, and the buyer is offered its message thread instead.
 */
function useRfqActions(openMessages: (id: number) => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const cancelling = useCancelRfqs();
  const reopening = useReopenRfq();
  const deleting = useDeleteRfq();

  const ask = (content: string, onOk: () => Promise<unknown>) =>
    modal.confirm({
      content,
      okText: t('rfq.actions.confirm'),
      cancelText: t('rfq.actions.back'),
      onOk: () => onOk().catch(() => undefined),
    });

  const cancel = (ids: number[], done?: () => void) => {
    if (ids.length === 0) {
      void message.info(t(`errors.${ErrorCode.RFQ_NONE_SELECTED}`));
      return;
    }
    const question =
      ids.length === 1 ? t('rfq.actions.confirmCancel') : t('rfq.actions.confirmCancelMany', { count: ids.length });
    ask(question, async () => {
      try {
        const result = await cancelling.mutateAsync(ids);
        const skipped = result.skipped.length ? ` ${t('rfq.actions.skipped', { count: result.skipped.length })}` : '';
        void message.success(`${t('rfq.actions.cancelled', { count: result.cancelled.length })}${skipped}`);
        done?.();
      } catch (error) {
        const [only] = ids;
        if (error instanceof ApiError && error.code === ErrorCode.RFQ_UNDER_QUOTATION && only !== undefined)
          modal.confirm({
            title: t('rfq.actions.quotedTitle'),
            content: t(`errors.${ErrorCode.RFQ_UNDER_QUOTATION}`),
            okText: t('rfq.actions.message'),
            cancelText: t('rfq.actions.back'),
            onOk: () => openMessages(only),
          });
      }
    });
  };

  const reopen = (id: number) =>
    ask(t('rfq.actions.confirmReopen'), async () => {
      await reopening.mutateAsync(id);
      void message.success(t('rfq.actions.reopened'));
    });

  const remove = (id: number) =>
    ask(t('rfq.actions.confirmDelete'), async () => {
      await deleting.mutateAsync(id);
      void message.success(t('rfq.actions.deleted'));
    });

  return { cancel, reopen, remove };
}

/**
 * The RFQs tab: every RFQ of the buyer, with the phone's status tabs as filters and its actions per
 * row. The RFQ open in the drawer is in the address, so that a posted RFQ can be shown on arrival.
 */
export function RfqTable() {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoneyOf();
  const unitName = useUnitName();
  const quantityText = useQuantityText();
  const rfqs = useQuery(allRfqsQueryOptions());
  const [address, change] = useTableAddress();
  const [toMessages, setToMessages] = useState(false);
  const [selected, setSelected] = useState<Key[]>([]);
  const open = (id: number, messages: boolean) => {
    setToMessages(messages);
    change({ open: id });
  };
  const actions = useRfqActions((id) => open(id, true));
  const rows = rfqs.data;

  const filters: DocumentFilter<RfqSummary>[] = [
    { key: 'all', label: t('rfq.status.all'), match: () => true },
    ...RFQ_STATUSES.map((status) => ({
      key: status,
      label: t(`rfq.status.${status}`),
      match: (rfq: RfqSummary) => rfq.status === status,
    })),
  ];
  const budgetText = (rfq: RfqSummary) => rfq.budget ?? t('rfq.detail.noBudget');
  const columns: DocumentColumn<RfqSummary>[] = [
    {
      key: 'name',
      title: t('rfq.fields.name'),
      text: (rfq) => rfq.name,
      render: (rfq) => (
        <Button
          type="link"
          className="document-number"
          onClick={() => open(rfq.id, false)}
          data-testid={`rfq-open-${rfq.id}`}
        >
          {rfq.name}
        </Button>
      ),
      sortValue: (rfq) => rfq.name,
    },
    {
      key: 'project',
      title: t('rfq.fields.project_id'),
      text: (rfq) => (rfq.project.is_default ? t('rfq.form.defaultProject') : rfq.project.name),
    },
    {
      key: 'quantity',
      title: t('rfq.fields.quantity'),
      align: 'right',
      text: (rfq) => String(rfq.quantity),
      render: (rfq) => quantityText(rfq.quantity, rfq.unit),
      sortValue: (rfq) => rfq.quantity,
    },
    { key: 'unit', title: t('rfq.fields.unit'), text: (rfq) => unitName(rfq.unit) },
    {
      key: 'budget',
      title: t('rfq.fields.budget'),
      align: 'right',
      text: budgetText,
      render: (rfq) => (rfq.budget ? money(rfq.budget, rfq.currency as Currency) : budgetText(rfq)),
      sortValue: (rfq) => Number(rfq.budget ?? -1),
    },
    { key: 'currency', title: t('desktop.workstation.columns.currency'), text: (rfq) => rfq.currency },
    {
      key: 'deadline',
      title: t('rfq.fields.deadline'),
      text: (rfq) => rfq.deadline.slice(0, 10),
      render: (rfq) => formatDate(rfq.deadline, locale),
      sortValue: (rfq) => rfq.deadline,
    },
    {
      key: 'quotations',
      title: t('desktop.workstation.columns.quotations'),
      align: 'right',
      text: (rfq) => String(rfq.quotation_count),
      sortValue: (rfq) => rfq.quotation_count,
    },
    {
      key: 'status',
      title: t('desktop.workstation.columns.status'),
      text: (rfq) => t(`rfq.status.${rfq.status}`),
      render: (rfq) => <RfqStatusTag status={rfq.status} />,
    },
    {
      key: 'created',
      title: t('desktop.workstation.columns.created'),
      text: (rfq) => rfq.created_at.slice(0, 10),
      render: (rfq) => formatDate(rfq.created_at, locale),
      sortValue: (rfq) => rfq.created_at,
    },
  ];
  const cancellable = selected.filter((id) => rows?.some((rfq) => rfq.id === id && rfq.status === 'submitted'));

  return (
    <>
      <DocumentTable
        name="rfqs"
        title={t('desktop.workstation.tabs.rfqs')}
        rows={rows}
        isError={rfqs.isError}
        onRetry={() => void rfqs.refetch()}
        columns={columns}
        filters={filters}
        rowKey={(rfq) => rfq.id}
        selection={{ keys: selected, onChange: setSelected, disabled: (rfq) => rfq.status !== 'submitted' }}
        toolbar={
          <>
            <Button
              danger
              disabled={cancellable.length === 0}
              onClick={() => actions.cancel(cancellable.map(Number), () => setSelected([]))}
              data-testid="rfq-cancel-selected"
            >
              {cancellable.length > 0
                ? `${t('rfq.list.cancelSelected')} (${cancellable.length})`
                : t('rfq.list.cancelSelected')}
            </Button>
            <PostRfqLink />
          </>
        }
        actions={(rfq) => (
          <Space size={4}>
            {rfq.status === 'submitted' && (
              <Button size="small" onClick={() => actions.cancel([rfq.id])} data-testid={`rfq-cancel-${rfq.id}`}>
                {t('rfq.actions.cancel')}
              </Button>
            )}
            {rfq.status === 'quoted' && (
              <Button size="small" onClick={() => open(rfq.id, true)}>
                {t('rfq.actions.message')}
              </Button>
            )}
            {rfq.status === 'cancelled' && (
              <>
                <Button size="small" onClick={() => actions.reopen(rfq.id)} data-testid={`rfq-reopen-${rfq.id}`}>
                  {t('rfq.actions.reopen')}
                </Button>
                <Button size="small" danger onClick={() => actions.remove(rfq.id)} data-testid={`rfq-delete-${rfq.id}`}>
                  {t('rfq.actions.delete')}
                </Button>
              </>
            )}
          </Space>
        )}
        empty={<EmptyState text={t('rfq.list.empty')} action={<PostRfqLink />} />}
      />
      {address.open !== null && (
        <RfqDrawer id={address.open} toMessages={toMessages} onClose={() => change({ open: null })} />
      )}
    </>
  );
}
