import { WarningFilled } from '@ant-design/icons';
import { deviceText, eventText, isWarningEvent } from '@mall/client/account-activity/describe-event';
import { useAccountActivity } from '@mall/client/console/account/get-account-activity';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { AccountEvent } from '@mall/contract';
import { Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import '../accounts.css';

/** A drawer shows the latest few; older ones are a page away. */
const EVENTS_PER_PAGE = 10;

/** What happened, in the buyer's log's words; failed logins and lockouts marked by colour and an icon. */
function EventText({ event }: { event: AccountEvent }) {
  const { t } = useTranslation();
  if (!isWarningEvent(event)) return eventText(t, event);
  const warning = t('console.accounts.activity.warning');
  return (
    <span className="account-event-warning">
      <WarningFilled aria-label={warning} title={warning} />
      {eventText(t, event)}
    </span>
  );
}

/** A buyer's activity log, newest first, a page at a time from the server. */
export function AccountEvents({ buyerId }: { buyerId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const events = useAccountActivity({ buyerId, page, pageSize: EVENTS_PER_PAGE });

  const columns: TableColumnsType<AccountEvent> = [
    {
      key: 'at',
      title: t('console.accounts.activity.columns.time'),
      render: (_, event) => (
        <time dateTime={event.at} className="account-activity-time">
          {formatDateTime(event.at)}
        </time>
      ),
    },
    {
      key: 'event',
      title: t('console.accounts.activity.columns.event'),
      render: (_, event) => <EventText event={event} />,
    },
    {
      key: 'device',
      title: t('console.accounts.activity.columns.device'),
      render: (_, event) => deviceText(t, event.device),
    },
    { key: 'ip', title: t('console.accounts.activity.columns.ip'), dataIndex: 'ip' },
  ];

  return (
    <>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
        {t('console.accounts.activity.latest')}
      </Typography.Text>
      {events.isError && <LoadError error={events.error} onRetry={() => void events.refetch()} />}
      <Table<AccountEvent>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={events.data?.list}
        loading={events.isFetching}
        locale={{ emptyText: t('logs.empty') }}
        pagination={{
          current: page,
          pageSize: EVENTS_PER_PAGE,
          total: events.data?.total ?? 0,
          size: 'small',
          showSizeChanger: false,
          showTotal: (count) => t('console.common.total', { count }),
          onChange: setPage,
        }}
        data-testid="console-account-events"
      />
    </>
  );
}
