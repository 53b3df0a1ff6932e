import { useTranslation } from '@mall/client/lib/use-translation';
import type { AfterSalesStatus, AfterSalesSummary } from '@mall/contract';
import { Tag } from 'antd-mobile';

/** The error red of the forms: antd-mobile's own danger red is too light for small white text (UI.md: 4.5:1). */
const ALERT_RED = '#c8102e';

const STATUS_COLOR: Record<AfterSalesStatus, string> = {
  submitted: 'primary',
  escalated: ALERT_RED,
  accepted: 'warning',
  rejected: 'default',
  waiting_return: 'warning',
  resolved: 'success',
  closed: 'default',
};

/** Only a case still waiting for its first answer can be late: the others have been answered. */
export const isOverdue = (item: Pick<AfterSalesSummary, 'status' | 'overdue'>) =>
  item.status === 'submitted' && item.overdue;

/** The case's state, what the buyer asked for, and whether the operators are late to answer. */
export function CaseTags({ item }: { item: Pick<AfterSalesSummary, 'status' | 'type' | 'overdue'> }) {
  const { t } = useTranslation();
  return (
    <>
      <Tag color={STATUS_COLOR[item.status]} fill="outline" data-testid="case-status">
        {t(`afterSales.status.${item.status}`)}
      </Tag>
      <Tag color="default" fill="outline" data-testid="case-type">
        {t(`afterSales.type.${item.type}`)}
      </Tag>
      {isOverdue(item) && (
        <Tag color={ALERT_RED} data-testid="case-overdue">
          {t('afterSales.overdue')}
        </Tag>
      )}
    </>
  );
}
