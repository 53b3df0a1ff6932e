import { useTranslation } from '@mall/client/lib/use-translation';
import { useCancelPurchaseOrder } from '@mall/client/orders/cancel-purchase-order';
import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { useReasonDialog } from './reason-modal';

interface OrderToCancel {
  id: number;
  number: string;
}

/**
 * The Cancel order dialog of a table or a drawer, held there rather than in a row: once refused
 * (goods shipped meanwhile), the button goes but the dialog stays with the reason typed.
 */
export function usePurchaseOrderCancel(): [(order: OrderToCancel) => void, ReactNode] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const cancelling = useCancelPurchaseOrder();
  const [ask, dialog] = useReasonDialog();
  return [
    (order) =>
      ask({
        title: t('purchaseOrder.cancelTitle', { number: order.number }),
        label: t('purchaseOrder.cancelReason'),
        required: t('purchaseOrder.reasonRequired'),
        okText: t('purchaseOrder.cancel'),
        cancelText: t('purchaseOrder.back'),
        danger: true,
        testId: 'po-cancel',
        onSubmit: async (reason) => {
          await cancelling.mutateAsync({ id: order.id, reason });
          void message.success(t('purchaseOrder.cancelled'));
        },
      }),
    dialog,
  ];
}

export function CancelOrderButton({
  order,
  onCancel,
  testId,
  size = 'middle',
}: {
  order: OrderToCancel;
  onCancel: (order: OrderToCancel) => void;
  testId: string;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation();
  return (
    <Button size={size} danger onClick={() => onCancel(order)} data-testid={testId}>
      {t('purchaseOrder.cancel')}
    </Button>
  );
}
