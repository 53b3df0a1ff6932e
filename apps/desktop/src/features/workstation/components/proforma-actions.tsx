import { useMoneyOf } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useConfirmProforma } from '@mall/client/orders/confirm-proforma';
import { proformaPdfUrl } from '@mall/client/orders/get-proforma-invoice';
import { useRequestProformaChange } from '@mall/client/orders/request-proforma-change';
import { BUYER_PO_NUMBER_MAX_LENGTH, type ProformaSummary } from '@mall/contract';
import { App, Button, Input, Modal, Space } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useReasonDialog } from './reason-modal';

interface ModalProps {
  pi: ProformaSummary;
  open: boolean;
  onClose: () => void;
}

/** Confirms an issued invoice with the buyer's own PO number if any; a refusal keeps the dialog and the number. */
function ConfirmModal({ pi, open, onClose }: ModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const money = useMoneyOf();
  const confirming = useConfirmProforma();
  const id = useId();
  const [poNumber, setPoNumber] = useState('');
  const close = () => {
    setPoNumber('');
    onClose();
  };
  const submit = async () => {
    try {
      await confirming.mutateAsync({ id: pi.id, poNumber: poNumber.trim() });
    } catch {
      return; // the client has said why
    }
    void message.success(t('proforma.confirmed'));
    close();
  };
  return (
    <Modal
      open={open}
      title={t('proforma.confirmTitle', { number: pi.number })}
      okText={t('proforma.confirm')}
      cancelText={t('proforma.back')}
      confirmLoading={confirming.isPending}
      onOk={() => void submit()}
      onCancel={close}
    >
      <div className="proforma-dialog" data-testid="proforma-confirm-form">
        <p className="proforma-dialog-lead">{t('proforma.confirmBody', { total: money(pi.total, pi.currency) })}</p>
        <label htmlFor={id}>{t('proforma.poNumberLabel')}</label>
        <Input
          id={id}
          value={poNumber}
          maxLength={BUYER_PO_NUMBER_MAX_LENGTH}
          placeholder={t('proforma.poNumberPlaceholder')}
          onChange={(event) => setPoNumber(event.target.value)}
          onPressEnter={() => void submit()}
          autoFocus
          data-testid="proforma-po-number"
        />
      </div>
    </Modal>
  );
}

type DialogKind = 'confirm' | 'change';

/** Opens the confirmation or the change request of an invoice. */
export type OpenProformaDialog = (kind: DialogKind, pi: ProformaSummary) => void;

/**
 * The dialogs of the invoices of a table or a drawer, held there rather than in a row: a refused
 * step reloads the list, and the dialog stays open with what was typed whatever becomes of the row.
 */
export function useProformaDialogs(): [OpenProformaDialog, ReactNode] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const requesting = useRequestProformaChange();
  const [askChange, changeDialog] = useReasonDialog();
  const [confirming, setConfirming] = useState<{ pi: ProformaSummary; open: boolean } | null>(null);
  const open: OpenProformaDialog = (kind, pi) => {
    if (kind === 'confirm') {
      setConfirming({ pi, open: true });
      return;
    }
    askChange({
      title: t('proforma.changeTitle'),
      label: t('proforma.changeMessage'),
      required: t('proforma.messageRequired'),
      okText: t('proforma.send'),
      cancelText: t('proforma.back'),
      testId: 'proforma-change',
      onSubmit: async (text) => {
        await requesting.mutateAsync({ id: pi.id, message: text });
        void message.success(t('proforma.changeSent'));
      },
    });
  };
  return [
    open,
    <>
      {confirming && (
        <ConfirmModal
          key={confirming.pi.id}
          pi={confirming.pi}
          open={confirming.open}
          // The invoice stays while the dialog fades out.
          onClose={() => setConfirming((current) => current && { ...current, open: false })}
        />
      )}
      {changeDialog}
    </>,
  ];
}

/**
 * What the buyer does with an invoice, in its row or its drawer: the PDF always; while it is
 * issued, ask for a change or confirm it. Test ids name the invoice in a row, the drawer otherwise.
 */
export function ProformaActions({
  pi,
  place,
  onOpen,
}: {
  pi: ProformaSummary;
  place: 'row' | 'drawer';
  onOpen: OpenProformaDialog;
}) {
  const { t } = useTranslation();
  const testId = (action: string) => (place === 'row' ? `proforma-${action}-${pi.id}` : `proforma-drawer-${action}`);
  const size = place === 'row' ? 'small' : 'middle';
  return (
    <Space wrap size={place === 'row' ? 4 : 8}>
      <Button
        size={size}
        href={proformaPdfUrl(pi.id)}
        target="_blank"
        rel="noreferrer"
        aria-label={t('proforma.pdfLabel', { number: pi.number, version: pi.version })}
        data-testid={testId('pdf')}
      >
        {t('proforma.pdf')}
      </Button>
      {pi.status === 'issued' && (
        <>
          <Button size={size} onClick={() => onOpen('change', pi)} data-testid={testId('change')}>
            {t('proforma.requestChange')}
          </Button>
          <Button size={size} type="primary" onClick={() => onOpen('confirm', pi)} data-testid={testId('confirm')}>
            {t('proforma.confirm')}
          </Button>
        </>
      )}
    </Space>
  );
}
