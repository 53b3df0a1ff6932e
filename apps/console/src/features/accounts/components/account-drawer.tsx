import { useAccountDetail } from '@mall/client/console/account/get-account-detail';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { AccountDetail, AuditEntry } from '@mall/contract';
import { Descriptions, Drawer, Empty, Skeleton, Timeline, Typography } from 'antd';
import { formatDate, formatDateTime } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import { AccountActivitySection } from './account-activity-section';
import { AccountStatusTag } from './account-status';
import { ReviewDecisions } from './review-decisions';

function CompanyData({ account }: { account: AccountDetail }) {
  const { t } = useTranslation();
  const none = t('console.common.none');
  return (
    <Descriptions
      title={t('console.accounts.detail.company')}
      column={1}
      size="small"
      bordered
      style={{ marginBottom: 24 }}
      items={[
        { key: 'company', label: t('console.accounts.columns.company'), children: account.company_name },
        { key: 'contact', label: t('console.accounts.columns.contact'), children: account.contact_name },
        { key: 'position', label: t('console.accounts.detail.position'), children: account.position || none },
        { key: 'email', label: t('console.accounts.columns.email'), children: account.email },
        { key: 'phone', label: t('console.accounts.detail.phone'), children: account.phone || none },
        { key: 'country', label: t('console.accounts.columns.country'), children: account.country },
        { key: 'city', label: t('console.accounts.detail.city'), children: account.city || none },
        {
          key: 'website',
          label: t('console.accounts.detail.website'),
          children: account.company_website ? (
            <Typography.Link href={account.company_website} target="_blank" rel="noopener noreferrer">
              {account.company_website}
            </Typography.Link>
          ) : (
            none
          ),
        },
        {
          key: 'status',
          label: t('console.accounts.columns.status'),
          children: <AccountStatusTag status={account.status} />,
        },
        { key: 'until', label: t('console.accounts.columns.memberUntil'), children: formatDate(account.member_until) },
        {
          key: 'renewal',
          label: t('console.accounts.columns.renewalRequested'),
          children: formatDateTime(account.renewal_requested_at),
        },
        {
          key: 'registered',
          label: t('console.accounts.columns.registered'),
          children: formatDateTime(account.created_at),
        },
      ]}
    />
  );
}

function field(entry: AuditEntry, name: string): string | undefined {
  const after = entry.after as Record<string, unknown> | null;
  const value = after?.[name];
  return typeof value === 'string' && value ? value : undefined;
}

/** The decisions taken on the account, newest first: who, when, what, until when or why. */
function ReviewHistory({ history }: { history: AuditEntry[] }) {
  const { t } = useTranslation();
  if (history.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('console.accounts.detail.noHistory')} />;
  }
  const colors: Record<string, string> = {
    'account.approve': 'green',
    'account.reject': 'red',
    'account.expire': 'gray',
  };
  return (
    <Timeline
      data-testid="review-history"
      items={history.map((entry) => {
        const until = field(entry, 'member_until');
        const reason = field(entry, 'reason');
        return {
          key: `${entry.at}-${entry.action}`,
          color: colors[entry.action] ?? 'blue',
          children: (
            <>
              <Typography.Text strong>
                {t(`console.history.${entry.action}`, { defaultValue: entry.action })}
              </Typography.Text>
              {' · '}
              {entry.operator ? entry.operator.name : t('console.accounts.detail.byMall')}
              <br />
              <Typography.Text type="secondary">{formatDateTime(entry.at)}</Typography.Text>
              {entry.action === 'account.approve' && until && (
                <div>
                  {t('console.history.memberUntil')}: {formatDate(until)}
                </div>
              )}
              {reason && (
                <div>
                  {t('console.history.reason')}: {reason}
                </div>
              )}
            </>
          ),
        };
      })}
    />
  );
}

/** One account: its company data, the decisions that apply now, its review history, its devices and activity. */
export function AccountDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useAccountDetail(id);
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      width={720}
      title={detail.data ? detail.data.company_name : t('console.accounts.detail.title')}
      destroyOnHidden
      data-testid="account-drawer"
    >
      {detail.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
      {detail.isError && (
        <LoadError
          error={detail.error}
          title={t('console.accounts.detail.loadFailed')}
          onRetry={() => void detail.refetch()}
        />
      )}
      {detail.data && (
        <>
          <ReviewDecisions account={detail.data} />
          <CompanyData account={detail.data} />
          <Typography.Title level={5}>{t('console.accounts.detail.history')}</Typography.Title>
          <ReviewHistory history={detail.data.history} />
          <AccountActivitySection buyerId={detail.data.id} company={detail.data.company_name} />
        </>
      )}
    </Drawer>
  );
}
