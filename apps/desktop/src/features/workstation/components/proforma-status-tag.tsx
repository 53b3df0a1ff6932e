import { useTranslation } from '@mall/client/lib/use-translation';
import type { ProformaStatus } from '@mall/contract';
import { Tag } from 'antd';

/** The phone's colours: blue waits for the buyer, orange for the mall, green is done, grey is closed. */
const COLOURS: Record<ProformaStatus, string> = {
  issued: 'blue',
  change_requested: 'orange',
  confirmed: 'green',
  expired: 'default',
  cancelled: 'default',
  superseded: 'default',
};

export function ProformaStatusTag({ status }: { status: ProformaStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-testid="proforma-status">
      {t(`proforma.status.${status}`)}
    </Tag>
  );
}
