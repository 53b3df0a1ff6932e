import { useTranslation } from '@mall/client/lib/use-translation';
import type { RfqStatus } from '@mall/contract';
import { Tag } from 'antd-mobile';

const COLOR: Record<RfqStatus, string> = { submitted: 'primary', quoted: 'success', cancelled: 'default' };

export function RfqStatusTag({ status }: { status: RfqStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} fill="outline" data-testid="rfq-status">
      {t(`rfq.status.${status}`)}
    </Tag>
  );
}
