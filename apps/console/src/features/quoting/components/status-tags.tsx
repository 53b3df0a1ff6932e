import { useTranslation } from '@mall/client/lib/use-translation';
import type { RfqStatus } from '@mall/contract';
import { Tag } from 'antd';

const COLOR: Record<RfqStatus, string> = { submitted: 'orange', quoted: 'blue', cancelled: 'default' };

/** An RFQ's or a cart quotation request's state: waiting for a quotation, quoted, cancelled. */
export function RfqStatusTag({ status }: { status: RfqStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[status]}>{t(`consoleQuoting.requestStatus.${status}`)}</Tag>;
}
