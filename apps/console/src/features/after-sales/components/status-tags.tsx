import { useTranslation } from '@mall/client/lib/use-translation';
import { AFTER_SALES_ANSWER_DAYS, type AfterSalesStatus } from '@mall/contract';
import { Tag, Tooltip } from 'antd';

const COLOR: Record<AfterSalesStatus, string> = {
  submitted: 'orange',
  escalated: 'volcano',
  accepted: 'processing',
  rejected: 'default',
  waiting_return: 'cyan',
  resolved: 'success',
  closed: 'default',
};

export function AfterSalesStatusTag({ status }: { status: AfterSalesStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[status]}>{t(`console.afterSales.status.${status}`)}</Tag>;
}

/** A case the mall has not answered in time: the buyer may escalate it. */
export function OverdueTag() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('console.afterSales.overdueHint', { count: AFTER_SALES_ANSWER_DAYS })}>
      <Tag color="red" data-testid="overdue">
        {t('console.afterSales.overdue')}
      </Tag>
    </Tooltip>
  );
}
