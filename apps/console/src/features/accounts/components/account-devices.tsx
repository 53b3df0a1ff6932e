import { deviceText } from '@mall/client/account-activity/describe-event';
import { useEndAccountSessions } from '@mall/client/console/account/end-account-sessions';
import { useAccountSessions } from '@mall/client/console/account/get-account-sessions';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type AccountSession, CONSOLE_API } from '@mall/contract';
import { App, Button, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { roleMayUse } from '../../../app/pages';
import { useOperator } from '../../../app/require-operator';
import { formatDateTime } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import '../accounts.css';

/**
 * The devices signed in to a buyer's account and, for the roles the server lets do it, signing all
 * of them out (confirmed first). A refusal is told in the server's words by the API client.
 */
export function AccountDevices({ buyerId, company }: { buyerId: number; company: string }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const operator = useOperator();
  const sessions = useAccountSessions(buyerId);
  const ending = useEndAccountSessions();
  const mayEnd = roleMayUse(CONSOLE_API.accountSessionsEnd, operator.role);

  const confirmEnd = () =>
    modal.confirm({
      title: t('console.accounts.activity.endTitle', { company }),
      content: t('console.accounts.activity.endConfirm'),
      okText: t('console.accounts.activity.endAll'),
      okButtonProps: { danger: true },
      cancelText: t('console.common.cancel'),
      onOk: () =>
        ending.mutateAsync(buyerId).then(
          () => void message.success(t('console.accounts.activity.endDone', { company })),
          () => undefined,
        ),
    });

  const columns: TableColumnsType<AccountSession> = [
    {
      key: 'device',
      title: t('console.accounts.activity.columns.device'),
      render: (_, session) => deviceText(t, session.device),
    },
    {
      key: 'signedIn',
      title: t('console.accounts.activity.columns.signedIn'),
      render: (_, session) => <span className="account-activity-time">{formatDateTime(session.created_at)}</span>,
    },
    {
      key: 'lastSeen',
      title: t('console.accounts.activity.columns.lastSeen'),
      render: (_, session) => <span className="account-activity-time">{formatDateTime(session.last_seen_at)}</span>,
    },
    { key: 'ip', title: t('console.accounts.activity.columns.ip'), dataIndex: 'ip' },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('logs.devices')}</Typography.Text>
        {mayEnd && (
          <Button
            danger
            size="small"
            disabled={!sessions.data?.list.length}
            loading={ending.isPending}
            onClick={confirmEnd}
            data-testid="console-end-sessions"
          >
            {t('console.accounts.activity.endAll')}
          </Button>
        )}
      </Flex>
      {sessions.isError ? (
        <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <Table<AccountSession>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={sessions.data?.list}
          loading={sessions.isFetching}
          pagination={false}
          locale={{ emptyText: t('console.accounts.activity.noDevices') }}
          style={{ marginBottom: 16 }}
          data-testid="console-account-sessions"
        />
      )}
    </>
  );
}
