import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useConfirmProforma } from '@mall/client/orders/confirm-proforma';
import { useRequestProformaChange } from '@mall/client/orders/request-proforma-change';
import { BUYER_PO_NUMBER_MAX_LENGTH, DOCUMENT_REASON_MAX_LENGTH, type ProformaDetail } from '@mall/contract';
import { Dialog, Input, TextArea, Toast } from 'antd-mobile';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { purchaseOrderUrl } from './order-links';
import styles from './orders.module.css';

function PoNumberField({ onChange }: { onChange(value: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.dialogField}>
      <label htmlFor={id}>{t('proforma.poNumberLabel')}</label>
      <Input
        id={id}
        maxLength={BUYER_PO_NUMBER_MAX_LENGTH}
        placeholder={t('proforma.poNumberPlaceholder')}
        onChange={onChange}
        data-testid="proforma-po-number"
      />
    </div>
  );
}

function ChangeMessageField({ onChange }: { onChange(value: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.dialogField}>
      <label htmlFor={id}>{t('proforma.changeMessage')}</label>
      <TextArea
        id={id}
        rows={4}
        maxLength={DOCUMENT_REASON_MAX_LENGTH}
        showCount
        onChange={onChange}
        data-testid="proforma-change-message"
      />
    </div>
  );
}

/**
 * What the buyer does with an issued invoice: confirm it (optionally with their own PO number),
 * which makes the purchase order and opens it, or ask the mall for a change.
 */
export function useProformaActions(pi: ProformaDetail) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney(pi.currency);
  const confirming = useConfirmProforma();
  const requesting = useRequestProformaChange();

  const confirm = () => {
    let poNumber = '';
    Dialog.confirm({
      title: t('proforma.confirmTitle', { number: pi.number }),
      content: (
        <div className={styles.dialogField}>
          <p className={styles.muted}>{t('proforma.confirmBody', { total: money(pi.total) })}</p>
          <PoNumberField
            onChange={(value) => {
              poNumber = value;
            }}
          />
        </div>
      ),
      confirmText: t('proforma.confirm'),
      cancelText: t('proforma.back'),
      onConfirm: async () => {
        const { purchase_order_id } = await confirming.mutateAsync({ id: pi.id, poNumber: poNumber.trim() });
        Toast.show({ icon: 'success', content: t('proforma.confirmed') });
        navigate(purchaseOrderUrl(purchase_order_id));
      },
    });
  };

  const requestChange = () => {
    let message = '';
    Dialog.confirm({
      title: t('proforma.changeTitle'),
      content: (
        <ChangeMessageField
          onChange={(value) => {
            message = value;
          }}
        />
      ),
      confirmText: t('proforma.send'),
      cancelText: t('proforma.back'),
      onConfirm: async () => {
        if (!message.trim()) {
          Toast.show({ content: t('proforma.messageRequired') });
          // Keeps the dialog open with what was typed.
          throw new Error('message required');
        }
        await requesting.mutateAsync({ id: pi.id, message: message.trim() });
        Toast.show({ icon: 'success', content: t('proforma.changeSent') });
      },
    });
  };

  return { confirm, requestChange, busy: confirming.isPending || requesting.isPending };
}
