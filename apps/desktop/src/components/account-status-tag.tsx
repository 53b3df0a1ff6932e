import { useAccountStatusText } from '@mall/client/account/account-status';
import type { Account } from '@mall/contract';
import { Tag } from 'antd';

const STATUS_COLOURS: Record<Account['status'], string> = {
  member: 'green',
  pending: 'gold',
  expired: 'red',
  rejected: 'red',
};

/** The phone's badge words: Pending, Expired, Not approved, Member until a date. */
export function AccountStatusTag({ account }: { account: Account }) {
  return (
    <Tag color={STATUS_COLOURS[account.status]} className="account-status" data-testid="account-status">
      {useAccountStatusText(account)}
    </Tag>
  );
}
