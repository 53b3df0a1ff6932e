import type { RfqStatus } from '@mall/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<RfqStatus, string> = { submitted: 'orange', quoted: 'blue', cancelled: 'default' };

/** An RFQ's or a cart quotation request's state: waiting for a quotation, quoted, cancelled. */
export function RfqStatusTag({ status }: { status: RfqStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[status]}>{t(`consoleQuoting.requestStatus.${status}`)}</Tag>;
}
