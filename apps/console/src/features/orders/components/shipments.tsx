import { useCancelShipment, useShipShipment } from '@mall/client/console/orders/order-actions';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useQuantityText } from '@mall/client/rfq/get-units';
import type { Shipment } from '@mall/contract';
import { App, Button, Card, Descriptions, Empty, Popconfirm, Space, Table } from 'antd';
import { formatDate, formatDateTime } from '../../../components/format';
import { actionProblem } from './action-problem';
import { ShipmentStatusTag } from './status-tags';

/**
 * A purchase order's shipments, newest last: carrier, tracking, dates and lines; a planned one can be
 * marked shipped or cancelled, each confirmed.
 */
export function Shipments({
  shipments,
  onProblem,
}: {
  shipments: readonly Shipment[];
  onProblem: (text: string | null) => void;
}) {
  const { t } = useTranslation();
  const quantityText = useQuantityText();
  const { message } = App.useApp();
  const ship = useShipShipment();
  const cancel = useCancelShipment();
  if (shipments.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('consoleOrders.shipment.none')} />;
  }
  const act = async (call: (id: number) => Promise<unknown>, id: number, done: string) => {
    onProblem(null);
    try {
      await call(id);
      void message.success(done);
    } catch (error) {
      onProblem(actionProblem(t, error));
    }
  };
  const none = t('console.common.none');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {shipments.map((shipment) => (
        <Card
          key={shipment.id}
          size="small"
          data-testid="shipment"
          data-status={shipment.status}
          title={
            <Space>
              {t('consoleOrders.shipment.number', { id: shipment.id })}
              <ShipmentStatusTag status={shipment.status} />
            </Space>
          }
          extra={
            shipment.status === 'planned' && (
              <Space>
                <Popconfirm
                  title={t('consoleOrders.shipment.shipTitle')}
                  description={t('consoleOrders.shipment.shipBody')}
                  okText={t('console.common.confirm')}
                  cancelText={t('console.common.cancel')}
                  okButtonProps={{ 'data-testid': 'shipment-ship-confirm' }}
                  onConfirm={() => act(ship.mutateAsync, shipment.id, t('consoleOrders.shipment.shipped'))}
                >
                  <Button type="primary" size="small" loading={ship.isPending} data-testid="shipment-ship">
                    {t('consoleOrders.shipment.ship')}
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title={t('consoleOrders.shipment.cancelTitle')}
                  description={t('consoleOrders.shipment.cancelBody')}
                  okText={t('consoleOrders.shipment.cancel')}
                  cancelText={t('console.common.cancel')}
                  okButtonProps={{ danger: true, 'data-testid': 'shipment-cancel-confirm' }}
                  onConfirm={() => act(cancel.mutateAsync, shipment.id, t('consoleOrders.shipment.cancelled'))}
                >
                  <Button danger size="small" loading={cancel.isPending} data-testid="shipment-cancel">
                    {t('consoleOrders.shipment.cancel')}
                  </Button>
                </Popconfirm>
              </Space>
            )
          }
        >
          <Descriptions
            size="small"
            column={4}
            items={[
              { key: 'carrier', label: t('consoleOrders.shipment.carrier'), children: shipment.carrier || none },
              {
                key: 'tracking',
                label: t('consoleOrders.shipment.tracking'),
                children: shipment.tracking_number || none,
              },
              {
                key: 'planned',
                label: t('consoleOrders.shipment.plannedDate'),
                children: formatDate(shipment.planned_date),
              },
              {
                key: 'shipped',
                label: t('consoleOrders.shipment.shippedAt'),
                children: formatDateTime(shipment.shipped_at),
              },
            ]}
          />
          <Table
            rowKey="line_id"
            size="small"
            pagination={false}
            dataSource={shipment.lines}
            columns={[
              { title: t('consoleQuoting.form.name'), dataIndex: 'name' },
              {
                title: t('consoleOrders.shipment.quantity'),
                dataIndex: 'quantity',
                align: 'right',
                width: 120,
                render: (quantity: number, line) => quantityText(quantity, line.unit),
              },
              {
                title: t('consoleOrders.lineColumns.received'),
                dataIndex: 'received',
                align: 'right',
                width: 100,
                render: (value: number | null) => value ?? none,
              },
              {
                title: t('consoleOrders.lineColumns.rejected'),
                dataIndex: 'rejected',
                align: 'right',
                width: 100,
                render: (value: number | null, line) => (value ? `${value} (${line.reason ?? ''})` : (value ?? none)),
              },
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}
