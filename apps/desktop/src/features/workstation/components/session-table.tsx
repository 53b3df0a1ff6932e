import { deviceText } from '@mall/client/account-activity/describe-event';
import { useEndOtherSessions, useEndSession } from '@mall/client/account-activity/end-sessions';
import { useAccountSessions } from '@mall/client/account-activity/get-account-sessions';
import { formatDateTime, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { AccountSession } from '@mall/contract';
import { App, Button, Table, type TableColumnsType, Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { LoadFailed } from '../../../components/page-state';
import { DeviceName } from './device-name';

/**
 * Signing devices out, each step confirmed first. A refusal (the device already gone) is told by the
 * API client in the server's words; the list is read again either way (end-sessions.ts).
 */
function useSignOut() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const ending = useEndSession();
  const endingOthers = useEndOtherSessions();

  const ask = (title: string, content: string, step: () => Promise<unknown>) =>
    modal.confirm({
      title,
      content,
      okText: t('logs.signOut'),
      okButtonProps: { danger: true },
      cancelText: t('desktop.workstation.logs.cancel'),
      onOk: () =>
        step().then(
          () => void message.success(t('logs.signedOut')),
          () => undefined,
        ),
    });

  return {
    one: (session: AccountSession) =>
      ask(t('logs.signOutTitle'), t('logs.signOutConfirm', { device: deviceText(t, session.device) }), () =>
        ending.mutateAsync(session.id),
      ),
    others: () =>
      ask(t('desktop.workstation.logs.signOutOthersTitle'), t('logs.signOutOthersConfirm'), () =>
        endingOthers.mutateAsync(),
      ),
  };
}

/** The devices signed in to the account, this one first and marked, each other one with its Sign out. */
export function SessionTable() {
  const { t } = useTranslation();
  const locale = useLocale();
  const sessions = useAccountSessions();
  const signOut = useSignOut();

  if (sessions.isError && !sessions.data) return <LoadFailed onRetry={() => void sessions.refetch()} />;
  const others = sessions.data?.list.filter((session) => !session.current).length ?? 0;

  const columns: TableColumnsType<AccountSession> = [
    {
      key: 'device',
      title: t('desktop.workstation.logs.columns.device'),
      render: (_, session) => (
        <span className="logs-session-device">
          <DeviceName device={session.device} />
          {session.current && <Tag color="blue">{t('logs.thisDevice')}</Tag>}
        </span>
      ),
    },
    {
      key: 'signedIn',
      title: t('desktop.workstation.logs.columns.signedIn'),
      render: (_, session) => formatDateTime(session.created_at, locale),
    },
    {
      key: 'lastSeen',
      title: t('desktop.workstation.logs.columns.lastSeen'),
      render: (_, session) => formatDateTime(session.last_seen_at, locale),
    },
    { key: 'ip', title: t('desktop.workstation.logs.columns.ip'), dataIndex: 'ip' },
    {
      key: 'actions',
      title: t('desktop.workstation.actions'),
      render: (_, session) =>
        !session.current && (
          <Button size="small" danger onClick={() => signOut.one(session)} data-testid="logs-session-end">
            {t('logs.signOut')}
          </Button>
        ),
    },
  ];

  return (
    <section className="logs-section" aria-labelledby="logs-devices-title">
      <div className="document-table-bar">
        <h2 id="logs-devices-title" className="section-title">
          {t('logs.devices')}
        </h2>
        <div className="document-table-tools">
          {sessions.data && others === 0 && <span className="logs-muted">{t('logs.noOtherDevices')}</span>}
          <Button danger disabled={others === 0} onClick={signOut.others} data-testid="logs-end-others">
            {t('logs.signOutOthers')}
          </Button>
        </div>
      </div>
      <Table<AccountSession>
        rowKey="id"
        columns={columns}
        dataSource={sessions.data?.list}
        loading={sessions.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: ' ' }}
        onRow={(session) =>
          ({ 'data-testid': 'logs-session', 'data-current': String(session.current) }) as HTMLAttributes<HTMLElement>
        }
        aria-label={t('logs.devices')}
      />
    </section>
  );
}
