import { CASE_DATES, type CaseOutcomeKey, caseOutcomes } from '@mall/client/after-sales/case-view';
import { useAfterSalesCase } from '@mall/client/after-sales/get-after-sales-case';
import { ApiError } from '@mall/client/lib/api-client';
import { formatCount } from '@mall/client/lib/format-count';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useQuantityText } from '@mall/client/rfq/get-units';
import { type AfterSalesDetail, ErrorCode } from '@mall/contract';
import { Alert, type AlertProps, Button, Descriptions, Drawer, Result, Skeleton, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { Notice } from '../../../components/load-failed';
import { purchaseOrderDrawerAddress } from '../../../components/workstation-address';
import { AfterSalesActions } from './after-sales-actions';
import { CaseFiles, CaseGoods, CaseStatusTags, CaseTime } from './after-sales-tags';
import { CaseThread } from './after-sales-thread';
import { DocumentTimeline } from './document-timeline';

/** How each outcome is flagged: a warning for a refusal, the goods asked back as news. */
const OUTCOME_TYPE: Record<CaseOutcomeKey, AlertProps['type']> = {
  rejected: 'warning',
  refund: 'success',
  replacement: 'success',
  return: 'info',
};

/** What came of the case so far: why it was rejected, what is refunded or sent again, the goods asked back. */
function CaseOutcome({ item }: { item: AfterSalesDetail }) {
  const { t } = useTranslation();
  const money = useMoney(item.currency);
  const outcome = caseOutcomes(item, t, money);
  if (outcome.length === 0) return null;
  return (
    <section data-testid="case-outcome">
      <h3 className="purchase-order-section">{t('afterSales.outcome')}</h3>
      <div className="after-sales-outcome">
        {outcome.map((entry) => (
          <Alert
            key={entry.key}
            type={OUTCOME_TYPE[entry.key]}
            showIcon
            message={entry.text}
            data-testid={`case-outcome-${entry.key}`}
          />
        ))}
      </div>
    </section>
  );
}

/** The case: the goods and their order, what the receipt checked, what the buyer asked, the outcome, the talk. */
function CaseBody({ item }: { item: AfterSalesDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney(item.currency);
  const quantityText = useQuantityText();
  const count = (value: number) => formatCount(value, locale);
  return (
    <div className="purchase-order-drawer" data-testid="case-drawer">
      <div className="purchase-order-head">
        <CaseStatusTags item={item} />
        <Tag data-testid="case-type">{t(`afterSales.type.${item.type}`)}</Tag>
      </div>
      <Descriptions
        size="small"
        column={2}
        bordered
        items={[
          { key: 'goods', label: t('desktop.afterSales.columns.goods'), children: <CaseGoods item={item} /> },
          {
            key: 'order',
            label: t('desktop.orders.columns.purchaseOrder'),
            children: (
              <Link to={purchaseOrderDrawerAddress(item.purchase_order.id)} data-testid="case-order">
                {item.purchase_order.number}
              </Link>
            ),
          },
          {
            key: 'quantity',
            label: t('afterSales.fields.quantity'),
            children: <span data-testid="case-quantity">{quantityText(item.quantity, item.unit)}</span>,
          },
          { key: 'unitPrice', label: t('desktop.workstation.columns.unitPrice'), children: money(item.unit_price) },
        ]}
      />

      <section data-testid="case-receipt">
        <h3 className="purchase-order-section">{t('afterSales.receipt')}</h3>
        <div className="after-sales-receipt">
          <span data-testid="case-receipt-checked">
            {t('afterSales.receivedRejected', {
              received: count(item.receipt.received),
              rejected: count(item.receipt.rejected),
            })}
          </span>
          {item.receipt.reason && (
            <span data-testid="case-receipt-reason">
              {t('afterSales.rejectedReason', { reason: item.receipt.reason })}
            </span>
          )}
          <small>{t('afterSales.receivedAt', { date: formatDate(item.receipt.at, locale) })}</small>
        </div>
      </section>

      <section data-testid="case-request">
        <h3 className="purchase-order-section">{t('afterSales.case')}</h3>
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            {
              key: 'reason',
              label: t('afterSales.fields.reason'),
              children: (
                <span className="rfq-description" data-testid="case-reason">
                  {item.reason}
                </span>
              ),
            },
            ...(item.requested_resolution
              ? [
                  {
                    key: 'requested',
                    label: t('afterSales.fields.requestedResolution'),
                    children: (
                      <span className="rfq-description" data-testid="case-requested">
                        {item.requested_resolution}
                      </span>
                    ),
                  },
                ]
              : []),
            {
              key: 'files',
              label: t('afterSales.fields.files'),
              children:
                item.files.length === 0 ? (
                  t('desktop.afterSales.noFiles')
                ) : (
                  <CaseFiles files={item.files} label={t('afterSales.fields.files')} />
                ),
            },
          ]}
        />
      </section>

      <CaseOutcome item={item} />

      <Descriptions
        size="small"
        column={3}
        title={<span className="purchase-order-section">{t('desktop.afterSales.dates')}</span>}
        items={CASE_DATES.flatMap(([key, field]) => {
          const at = item[field];
          return at ? [{ key, label: t(`afterSales.dates.${key}`), children: <CaseTime at={at} /> }] : [];
        })}
        data-testid="case-dates"
      />

      <CaseThread item={item} />
      <DocumentTimeline type="after_sales_case" id={item.id} />
      <AfterSalesActions item={item} />
    </div>
  );
}

function CaseDocument({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const found = useAfterSalesCase(id);
  if (found.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (found.data) return <CaseBody item={found.data} />;
  if (found.error instanceof ApiError && found.error.code === ErrorCode.AFTER_SALES_NOT_FOUND)
    return (
      <Result
        status="warning"
        title={t('afterSales.notFound')}
        extra={<Button onClick={onClose}>{t('afterSales.toList')}</Button>}
        data-testid="case-not-found"
      />
    );
  return (
    <Notice
      title={t('afterSales.loadFailed')}
      action={
        <button type="button" className="button button-primary" onClick={() => void found.refetch()}>
          {t('afterSales.retry')}
        </button>
      }
    />
  );
}

/** A case's drawer, named in the address by its id. */
export function AfterSalesDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const found = useAfterSalesCase(id);
  return (
    <Drawer
      open
      width={1040}
      title={found.data ? t('desktop.afterSales.caseTitle', { number: found.data.number }) : t('afterSales.title')}
      onClose={onClose}
      destroyOnHidden
    >
      <CaseDocument key={id} id={id} onClose={onClose} />
    </Drawer>
  );
}
