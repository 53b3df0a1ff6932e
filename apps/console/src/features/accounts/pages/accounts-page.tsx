import { PageContainer } from '@ant-design/pro-components';
import { useAccounts } from '@mall/client/console/account/get-accounts';
import { useTranslation } from '@mall/client/lib/use-translation';
import { ACCOUNT_REVIEW_FILTERS, type AccountReviewFilter, type ReviewedAccount } from '@mall/contract';
import { Button } from 'antd';
import { formatDate, formatDateTime } from '../../../components/format';
import { ListTable } from '../../../components/list-table';
import { oneOf, useListParams } from '../../../components/use-list-params';
import { AccountDrawer } from '../components/account-drawer';
import { AccountStatusTag } from '../components/account-status';

/** The review queues first: pending registrations, then renewal requests. */
const QUEUES: readonly AccountReviewFilter[] = ['pending', 'renewal', 'member', 'expired', 'rejected'];

export default function AccountsPage() {
  const { t } = useTranslation();
  const list = useListParams(['status', 'keyword', 'account'] as const);
  const status = oneOf(ACCOUNT_REVIEW_FILTERS, list.values.status) ?? 'pending';
  const openId = Number(list.values.account) || undefined;
  const accounts = useAccounts({ status, keyword: list.values.keyword, page: list.page, pageSize: list.pageSize });

  return (
    <PageContainer title={t('console.accounts.title')}>
      <ListTable<ReviewedAccount>
        query={accounts}
        list={list}
        emptyText={t('console.common.empty')}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: status,
            items: QUEUES.map((queue) => ({ key: queue, label: t(`console.accounts.tabs.${queue}`) })),
            onChange: (key) => list.update({ status: String(key) }),
          },
          search: {
            placeholder: t('console.accounts.keyword'),
            defaultValue: list.values.keyword,
            allowClear: true,
            style: { width: 280 },
            onSearch: (keyword: string) => list.update({ keyword: keyword.trim() }),
          },
        }}
        onRow={(account) => ({ onDoubleClick: () => list.update({ account: account.id }, true) })}
        columns={[
          { title: t('console.accounts.columns.company'), dataIndex: 'company_name', ellipsis: true },
          { title: t('console.accounts.columns.contact'), dataIndex: 'contact_name', ellipsis: true },
          { title: t('console.accounts.columns.email'), dataIndex: 'email', ellipsis: true },
          { title: t('console.accounts.columns.country'), dataIndex: 'country', width: 110 },
          {
            title: t('console.accounts.columns.status'),
            dataIndex: 'status',
            width: 110,
            render: (_, account) => <AccountStatusTag status={account.status} />,
          },
          status === 'renewal'
            ? {
                title: t('console.accounts.columns.renewalRequested'),
                dataIndex: 'renewal_requested_at',
                width: 170,
                render: (_, account) => formatDateTime(account.renewal_requested_at),
              }
            : {
                title: t('console.accounts.columns.memberUntil'),
                dataIndex: 'member_until',
                width: 140,
                render: (_, account) => formatDate(account.member_until),
              },
          {
            title: t('console.accounts.columns.registered'),
            dataIndex: 'created_at',
            width: 170,
            render: (_, account) => formatDateTime(account.created_at),
          },
          {
            title: t('console.common.actions'),
            valueType: 'option',
            width: 100,
            render: (_, account) => (
              <Button
                type="link"
                size="small"
                onClick={() => list.update({ account: account.id }, true)}
                data-testid="open-account"
              >
                {t('console.accounts.open')}
              </Button>
            ),
          },
        ]}
      />
      <AccountDrawer id={openId} onClose={() => list.update({ account: '' }, true)} />
    </PageContainer>
  );
}
