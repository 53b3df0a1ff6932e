import { useTranslation } from '@mall/client/lib/use-translation';
import { useShipments } from '@mall/client/orders/get-shipments';
import { PAGES } from '@mall/contract';
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageSkeleton } from '../../../components/page-skeleton';
import type { PageProps } from '../../../lib/page-props';
import { ReceiveForm } from '../components/receive-form';

/** `/pages/workstation/receive?id=`: what arrived of a shipped shipment, line by line. */
export default function ReceivePage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(query.id ?? 0);
  const shipments = useShipments();
  if (shipments.isPending) return <PageSkeleton />;
  const shipment = shipments.data?.list.find((s) => s.id === id && s.status === 'shipped');
  if (!shipment) {
    return (
      <div className="page-message">
        <Result status="info" title={t('warehouse.notFound')} />
        <Button className="touch-button" onClick={() => navigate(PAGES.warehouse.route, { replace: true })}>
          {t('warehouse.toWarehouse')}
        </Button>
      </div>
    );
  }
  return <ReceiveForm shipment={shipment} />;
}
