import type { AccountStatus } from '@mall/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

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
