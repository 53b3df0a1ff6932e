import { usePlanShipment } from '@mall/client/console/orders/order-actions';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useUnitName } from '@mall/client/rfq/get-units';
import { CARRIER_MAX_LENGTH, type PurchaseOrderDetail, TRACKING_NUMBER_MAX_LENGTH } from '@mall/contract';
import { Alert, App, Button, DatePicker, Drawer, Form, Input, InputNumber, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { showFieldErrors } from '../../../components/server-fields';
import { actionProblem } from './action-problem';

/** The fields the server's messages may name; the lines' quantities are checked here and by 60314. */
const FORM_FIELDS = new Set(['carrier', 'tracking_number', 'planned_date']);

interface ShipmentValues {
  quantities: Record<string, number | null>;
  carrier: string;
  tracking_number: string;
  planned_date: Dayjs;
}

/** The lines a shipment would carry: those given a quantity above 0. */
export function shipmentLines(quantities: Record<string, number | null | undefined>) {
  return Object.entries(quantities)
    .filter(([, quantity]) => typeof quantity === 'number' && quantity > 0)
    .map(([lineId, quantity]) => ({ line_id: Number(lineId), quantity: quantity as number }));
}

/**
 * A shipment planned from the order's open quantities: per line at most what is left to ship
 * (prefilled with all of it), the carrier, tracking number and planned date.
 */
export function ShipmentDrawer(props: { order: PurchaseOrderDetail | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const order = props.order;
  return (
    <Drawer
      open={order !== undefined}
      onClose={props.onClose}
      width={760}
      destroyOnHidden
      title={order ? t('consoleOrders.shipment.planTitle', { number: order.number }) : ''}
      data-testid="shipment-drawer"
    >
      {order && <ShipmentForm order={order} onDone={props.onClose} />}
    </Drawer>
  );
}

function ShipmentForm({ order, onDone }: { order: PurchaseOrderDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const unitName = useUnitName();
  const { message } = App.useApp();
  const [form] = Form.useForm<ShipmentValues>();
  const plan = usePlanShipment();
  const [problem, setProblem] = useState<string | null>(null);
  const openLines = order.lines.filter((line) => line.open > 0);

  const send = async (values: ShipmentValues) => {
    setProblem(null);
    const lines = shipmentLines(values.quantities ?? {});
    if (lines.length === 0) {
      setProblem(t('consoleOrders.shipment.nothing'));
      return;
    }
    try {
      await plan.mutateAsync({
        purchase_order_id: order.id,
        lines,
        carrier: values.carrier?.trim() ?? '',
        tracking_number: values.tracking_number?.trim() ?? '',
        planned_date: values.planned_date.format('YYYY-MM-DD'),
      });
      void message.success(t('consoleOrders.shipment.planned'));
      onDone();
    } catch (error) {
      const rest = showFieldErrors(form, error, FORM_FIELDS);
      setProblem(rest ? rest.join('; ') || null : actionProblem(t, error));
    }
  };

  return (
    <Form<ShipmentValues>
      form={form}
      layout="vertical"
      onFinish={send}
      initialValues={{
        quantities: Object.fromEntries(openLines.map((line) => [String(line.id), line.open])),
        carrier: '',
        tracking_number: '',
        planned_date: dayjs(),
      }}
      data-testid="shipment-form"
    >
      {problem && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={problem} data-testid="shipment-problem" />
      )}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={openLines}
        style={{ marginBottom: 16 }}
        columns={[
          { title: t('consoleQuoting.form.name'), dataIndex: 'name' },
          { title: t('consoleOrders.lineColumns.ordered'), dataIndex: 'quantity', align: 'right', width: 90 },
          { title: t('consoleOrders.lineColumns.open'), dataIndex: 'open', align: 'right', width: 90 },
          {
            title: t('consoleOrders.shipment.quantity'),
            width: 170,
            render: (_, line) => (
              <Form.Item
                name={['quantities', String(line.id)]}
                style={{ marginBottom: 0 }}
                rules={[
                  {
                    validator: async (_, value: number | null) => {
                      if (
                        value !== null &&
                        value !== undefined &&
                        (!Number.isInteger(value) || value < 0 || value > line.open)
                      ) {
                        throw new Error(t('consoleOrders.shipment.overOpen', { open: line.open }));
                      }
                    },
                  },
                ]}
              >
                <InputNumber
                  min={0}
                  max={line.open}
                  precision={0}
                  addonAfter={unitName(line.unit)}
                  style={{ width: '100%' }}
                  data-testid="shipment-quantity"
                />
              </Form.Item>
            ),
          },
        ]}
      />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', columnGap: 16 }}>
        <Form.Item name="carrier" label={t('consoleOrders.shipment.carrier')}>
          <Input maxLength={CARRIER_MAX_LENGTH} data-testid="shipment-carrier" />
        </Form.Item>
        <Form.Item name="tracking_number" label={t('consoleOrders.shipment.tracking')}>
          <Input maxLength={TRACKING_NUMBER_MAX_LENGTH} data-testid="shipment-tracking" />
        </Form.Item>
        <Form.Item
          name="planned_date"
          label={t('consoleOrders.shipment.plannedDate')}
          rules={[{ required: true, message: t('consoleQuoting.form.required') }]}
        >
          <DatePicker allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Space>
        <Button type="primary" htmlType="submit" loading={plan.isPending} data-testid="shipment-save">
          {t('consoleOrders.shipment.plan')}
        </Button>
        <Button onClick={onDone}>{t('console.common.cancel')}</Button>
      </Space>
    </Form>
  );
}
