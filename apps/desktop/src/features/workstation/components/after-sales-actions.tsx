import { useCloseAfterSalesCase, useEscalateAfterSalesCase } from '@mall/client/after-sales/after-sales-actions';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { AfterSalesDetail } from '@mall/contract';
import { App, Button } from 'antd';
import { isOverdue } from './after-sales-tags';

/**
 * The buyer's steps at the foot of a case's drawer: a case the mall left unanswered too long is
 * escalated, a resolved one closed; both confirmed first. The server's refusals are told by the
 * API client.
 */
export function AfterSalesActions({ item }: { item: AfterSalesDetail }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const escalating = useEscalateAfterSalesCase();
  const closing = useCloseAfterSalesCase();

  const step = (mutation: typeof escalating, texts: { title: string; confirm: string; done: string }) =>
    modal.confirm({
      title: t(texts.title),
      content: t(texts.confirm),
      okText: t(texts.title),
      cancelText: t('afterSales.keep'),
      onOk: async () => {
        try {
          await mutation.mutateAsync({ id: item.id });
          void message.success(t(texts.done));
        } catch {
          // Told already; the dialog closes, the case is read again.
        }
      },
    });

  const escalate = isOverdue(item);
  const close = item.status === 'resolved';
  if (!escalate && !close) return null;
  return (
    <div className="purchase-order-actions">
      {escalate && (
        <Button
          loading={escalating.isPending}
          onClick={() =>
            step(escalating, {
              title: 'afterSales.escalate',
              confirm: 'afterSales.escalateConfirm',
              done: 'afterSales.escalated',
            })
          }
          data-testid="case-escalate"
        >
          {t('afterSales.escalate')}
        </Button>
      )}
      {close && (
        <Button
          type="primary"
          loading={closing.isPending}
          onClick={() =>
            step(closing, { title: 'afterSales.close', confirm: 'afterSales.closeConfirm', done: 'afterSales.closed' })
          }
          data-testid="case-close"
        >
          {t('afterSales.close')}
        </Button>
      )}
    </div>
  );
}
