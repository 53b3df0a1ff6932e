import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useMoneyOf } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import {
  isInProformaFilter,
  PROFORMA_FILTERS,
  type ProformaFilter,
  useProformaInvoices,
} from '@mall/client/orders/get-proforma-invoices';
import type { ProformaSummary } from '@mall/contract';
import { Button } from 'antd';
import { EmptyState } from '../../../components/page-state';
import { type DocumentColumn, type DocumentFilter, DocumentTable } from './document-table';
import { ProformaActions, useProformaDialogs } from './proforma-actions';
import { useProformaDrawer } from './proforma-drawer';
import { ProformaStatusTag } from './proforma-status-tag';
import { PurchaseOrderNumber, usePurchaseOrderDrawer, usePurchaseOrderNumbers } from './purchase-order-drawer';
import { useTableAddress } from './use-table-address';

/**
 * The buyer's proforma invoices (latest version of each) by state, as the phone's list: the
 * invoice opens in a drawer; an issued one is confirmed or sent back for a change from its row.
 */
export function ProformaTable() {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoneyOf();
  const invoices = useProformaInvoices();
  const orderNumbers = usePurchaseOrderNumbers();
  const [, change] = useTableAddress();
  const [openInvoice, invoiceDrawer] = useProformaDrawer();
  const [openDialog, dialog] = useProformaDialogs();
  const [openOrder, orderDrawer] = usePurchaseOrderDrawer();
  const orderNumber = (pi: ProformaSummary) => orderNumbers.get(pi.purchase_order_id ?? 0) ?? '';

  const filters: DocumentFilter<ProformaSummary>[] = (Object.keys(PROFORMA_FILTERS) as ProformaFilter[]).map((key) => ({
    key,
    label: t(`proforma.tabs.${key}`),
    match: (pi) => isInProformaFilter(pi, key),
  }));
  const columns: DocumentColumn<ProformaSummary>[] = [
    {
      key: 'number',
      title: t('desktop.workstation.columns.number'),
      text: (pi) => pi.number,
      render: (pi) => (
        <Button
          type="link"
          className="document-number"
          onClick={() => openInvoice(pi)}
          data-testid={`proforma-open-${pi.id}`}
        >
          {pi.number}
        </Button>
      ),
      sortValue: (pi) => pi.number,
    },
    { key: 'version', title: t('desktop.workstation.columns.version'), text: (pi) => String(pi.version) },
    {
      key: 'status',
      title: t('desktop.workstation.columns.status'),
      text: (pi) => t(`proforma.status.${pi.status}`),
      render: (pi) => <ProformaStatusTag status={pi.status} />,
    },
    {
      key: 'total',
      title: t('desktop.workstation.columns.total'),
      text: (pi) => money(pi.total, pi.currency),
      sortValue: (pi) => Number(pi.total),
      align: 'right',
    },
    {
      key: 'issued',
      title: t('desktop.orders.columns.issueDate'),
      text: (pi) => formatDate(pi.issue_date, locale),
      sortValue: (pi) => pi.issue_date,
    },
    {
      key: 'validUntil',
      title: t('desktop.orders.columns.validUntil'),
      text: (pi) => formatDate(pi.valid_until, locale),
      sortValue: (pi) => pi.valid_until,
    },
    {
      key: 'purchaseOrder',
      title: t('desktop.orders.columns.purchaseOrder'),
      text: orderNumber,
      render: (pi) =>
        pi.purchase_order_id !== null &&
        orderNumber(pi) && (
          <PurchaseOrderNumber order={{ id: pi.purchase_order_id, number: orderNumber(pi) }} onOpen={openOrder} />
        ),
    },
  ];

  return (
    <>
      <DocumentTable<ProformaSummary>
        name="proformaInvoices"
        title={t('desktop.workstation.tabs.proformaInvoices')}
        rows={invoices.data?.list}
        isError={invoices.isError}
        onRetry={() => void invoices.refetch()}
        columns={columns}
        filters={filters}
        rowKey={(pi) => pi.id}
        actions={(pi) => <ProformaActions pi={pi} place="row" onOpen={openDialog} />}
        empty={
          <div className="proforma-empty" data-testid="proforma-empty">
            <EmptyState
              text={`${t('proforma.empty')}\n${t('proforma.emptyHint')}`}
              action={
                <Button type="primary" onClick={() => change({ tab: 'quotations' })}>
                  {t('proforma.toQuotations')}
                </Button>
              }
            />
          </div>
        }
      />
      {invoiceDrawer}
      {dialog}
      {orderDrawer}
    </>
  );
}
