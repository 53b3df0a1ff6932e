import { formatCount } from '@mall/client/lib/format-count';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import {
  needsReason,
  type ReceiveLineState,
  shortOf,
  withReceived,
  withRejected,
} from '@mall/client/orders/receipt-form';
import { useReceiptForm } from '@mall/client/orders/use-receipt-form';
import { DOCUMENT_REASON_MAX_LENGTH, type Shipment, unitName } from '@mall/contract';
import { Alert, App, Button, Descriptions, Drawer, Input, InputNumber, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useId, useState } from 'react';

/** The reason of a refused quantity, asked for as soon as anything is refused. */
function ReasonField({
  line,
  showErrors,
  onChange,
}: {
  line: ReceiveLineState;
  showErrors: boolean;
  onChange: (line: ReceiveLineState) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (line.rejected === 0) return null;
  const missing = showErrors && needsReason(line);
  return (
    <>
      <Input.TextArea
        id={id}
        rows={2}
        value={line.reason}
        maxLength={DOCUMENT_REASON_MAX_LENGTH}
        placeholder={t('warehouse.reasonPlaceholder')}
        aria-label={t('warehouse.reason')}
        status={missing ? 'error' : undefined}
        aria-invalid={missing}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(event) => onChange({ ...line, reason: event.target.value })}
        data-testid="receive-reason"
      />
      {missing && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t('warehouse.reasonRequired')}
        </p>
      )}
    </>
  );
}

/** The receipt of a shipped shipment as a table, on the phone's form (use-receipt-form.ts). */
function ReceiveForm({ shipment, onDone }: { shipment: Shipment; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { modal } = App.useApp();
  const { lines, change, showErrors, refusal, busy, submit } = useReceiptForm(shipment);

  const receive = async () => {
    const confirm = async () =>
      await modal.confirm({
        title: t('warehouse.confirmTitle'),
        content: t('warehouse.confirmBody', { number: shipment.purchase_order_number }),
        okText: t('warehouse.confirm'),
        cancelText: t('warehouse.back'),
      });
    if (await submit(confirm)) onDone();
  };

  const columns: ColumnsType<ReceiveLineState> = [
    {
      key: 'name',
      title: t('desktop.workstation.columns.name'),
      render: (_, line) => (
        <div className="receive-line-name">
          <strong>{line.name}</strong>
          <span>
            {t('warehouse.shipped', {
              quantity: formatCount(line.shipped, locale),
              unit: unitName(line.unit, locale, line.shipped),
            })}
          </span>
          {shortOf(line) > 0 && (
            <span className="receive-short" data-testid="receive-short">
              {t('warehouse.short', { quantity: formatCount(shortOf(line), locale) })}
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'received',
      title: t('warehouse.received'),
      width: 140,
      render: (_, line) => (
        <InputNumber
          min={0}
          max={line.shipped - line.rejected}
          precision={0}
          value={line.received}
          aria-label={t('warehouse.receivedOf', { name: line.name })}
          onChange={(value) => change(withReceived(line, value ?? 0))}
          data-testid="receive-received"
        />
      ),
    },
    {
      key: 'rejected',
      title: t('warehouse.rejected'),
      width: 140,
      render: (_, line) => (
        <InputNumber
          min={0}
          max={line.shipped}
          precision={0}
          value={line.rejected}
          aria-label={t('warehouse.rejectedOf', { name: line.name })}
          onChange={(value) => change(withRejected(line, value ?? 0))}
          data-testid="receive-rejected"
        />
      ),
    },
    {
      key: 'reason',
      title: t('warehouse.reason'),
      width: 300,
      render: (_, line) => <ReasonField line={line} showErrors={showErrors} onChange={change} />,
    },
  ];

  return (
    <div className="receive-form" data-testid="receive-form">
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'carrier', label: t('shipment.carrier'), children: shipment.carrier || t('shipment.notGiven') },
          {
            key: 'tracking',
            label: t('shipment.tracking'),
            children: shipment.tracking_number || t('shipment.notGiven'),
          },
          { key: 'planned', label: t('shipment.plannedDate'), children: formatDate(shipment.planned_date, locale) },
          {
            key: 'shipped',
            label: t('shipment.shippedOn'),
            children: shipment.shipped_at ? formatDate(shipment.shipped_at, locale) : t('shipment.notGiven'),
          },
        ]}
      />
      <Table<ReceiveLineState> rowKey="lineId" columns={columns} dataSource={lines} pagination={false} />
      {refusal && <Alert type="error" showIcon role="alert" message={refusal} data-testid="receive-refused" />}
      <div className="receive-actions">
        <Button type="primary" loading={busy} onClick={() => void receive()} data-testid="receive-confirm">
          {t('warehouse.confirm')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The receipt drawer of a table or a drawer, held there rather than in a row: the shipment's row
 * may move while the buyer counts (received on the phone meanwhile), the drawer stays.
 */
export function useReceiveDrawer(): [(shipment: Shipment) => void, ReactNode] {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ shipment: Shipment; open: boolean } | null>(null);
  const close = () => setShown((current) => current && { ...current, open: false });
  return [
    (shipment) => setShown({ shipment, open: true }),
    shown && (
      <Drawer
        open={shown.open}
        width={960}
        title={t('warehouse.receiveLabel', { number: shown.shipment.purchase_order_number })}
        onClose={close}
        destroyOnHidden
      >
        <ReceiveForm key={shown.shipment.id} shipment={shown.shipment} onDone={close} />
      </Drawer>
    ),
  ];
}

/** Receive, on a shipped shipment. */
export function ReceiveButton({
  shipment,
  onReceive,
  testId,
}: {
  shipment: Shipment;
  onReceive: (shipment: Shipment) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      type="primary"
      aria-label={t('warehouse.receiveLabel', { number: shipment.purchase_order_number })}
      onClick={() => onReceive(shipment)}
      data-testid={testId}
    >
      {t('warehouse.receive')}
    </Button>
  );
}
