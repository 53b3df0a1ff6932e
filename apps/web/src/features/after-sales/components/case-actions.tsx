import { useCloseAfterSalesCase, useEscalateAfterSalesCase } from '@mall/client/after-sales/after-sales-actions';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { AfterSalesDetail } from '@mall/contract';
import { Button, Dialog } from 'antd-mobile';
import { showToast } from '../../../lib/overlays';
import styles from './after-sales.module.css';
import { isOverdue } from './case-tags';

/** Whether the case has a step for the buyer now, and so a bottom bar. */
export const hasCaseActions = (item: AfterSalesDetail) => isOverdue(item) || item.status === 'resolved';

/**
 * The bottom bar: a case the operators left unanswered too long can be escalated, and a resolved
 * one closed; both asked first. A refusal is toasted by the API client.
 */
export function CaseActions({ item }: { item: AfterSalesDetail }) {
  const { t } = useTranslation();
  const escalating = useEscalateAfterSalesCase();
  const closing = useCloseAfterSalesCase();

  const step = async (
    mutation: typeof escalating,
    texts: { confirm: string; action: string; done: string },
  ): Promise<void> => {
    const confirmed = await Dialog.confirm({
      content: t(texts.confirm),
      confirmText: t(texts.action),
      cancelText: t('afterSales.keep'),
    });
    if (!confirmed) return;
    const done = await mutation.mutateAsync({ id: item.id }).catch(() => null);
    if (done) showToast({ icon: 'success', content: t(texts.done) });
  };

  if (!hasCaseActions(item)) return null;
  return (
    <div className={styles.bottomBar} data-testid="case-actions">
      {isOverdue(item) && (
        <Button
          className={styles.barButton}
          color="primary"
          loading={escalating.isPending}
          onClick={() =>
            void step(escalating, {
              confirm: 'afterSales.escalateConfirm',
              action: 'afterSales.escalate',
              done: 'afterSales.escalated',
            })
          }
          data-testid="case-escalate"
        >
          {t('afterSales.escalate')}
        </Button>
      )}
      {item.status === 'resolved' && (
        <Button
          className={styles.barButton}
          color="primary"
          loading={closing.isPending}
          onClick={() =>
            void step(closing, {
              confirm: 'afterSales.closeConfirm',
              action: 'afterSales.close',
              done: 'afterSales.closed',
            })
          }
          data-testid="case-close"
        >
          {t('afterSales.close')}
        </Button>
      )}
    </div>
  );
}
