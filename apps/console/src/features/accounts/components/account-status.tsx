import { useTranslation } from '@mall/client/lib/use-translation';
import type { AccountStatus } from '@mall/contract';
import { Tag } from 'antd';

const COLORS: Record<AccountStatus, string> = {
  pending: 'gold',
  member: 'green',
  expired: 'default',
  rejected: 'red',
};

export function AccountStatusTag({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`console.accounts.status.${status}`)}</Tag>;
}
