import { WarningFilled } from '@ant-design/icons';
import { eventText, isWarningEvent } from '@mall/client/account-activity/describe-event';
import { formatDateTime, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { ACCOUNT_EVENT_FILTERS, type AccountEvent, PAGE_SIZE_DEFAULT } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Segmented, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { EmptyState, LoadFailed } from '../../../components/page-state';
import { activityFilterOf, activityPageQueryOptions } from '../activity-page';
import { DeviceName } from './device-name';
import { useTableAddress } from './use-table-address';

const ALL = 'all';
const FILTERS = [ALL, ...Object.keys(ACCOUNT_EVENT_FILTERS)];

/** What happened; failed logins and lockouts in the warning colour with an icon, so that colour is not the only sign. */
function EventText({ event }: { event: AccountEvent }) {
  const { t } = useTranslation();
  if (!isWarningEvent(event)) return eventText(t, event);
  return (
    <span className="logs-warning">
      <WarningFilled aria-hidden="true" />
      {eventText(t, event)}
    </span>
  );
}

/** The account's activity log, newest first, a page at a time from the server; filter and page stay in the address. */
export function ActivityTable() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [address, change] = useTableAddress();
  const filter = activityFilterOf(address.filter);
  const activity = useQuery(activityPageQueryOptions(filter, address.page));

  const columns: TableColumnsType<AccountEvent> = [
    {
      key: 'at',
      title: t('desktop.workstation.logs.columns.time'),
      render: (_, event) => <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>,
    },
    {
      key: 'event',
      title: t('desktop.workstation.logs.columns.event'),
      render: (_, event) => <EventText event={event} />,
    },
    {
      key: 'device',
      title: t('desktop.workstation.logs.columns.device'),
      render: (_, event) => <DeviceName device={event.device} />,
    },
    { key: 'ip', title: t('desktop.workstation.logs.columns.ip'), dataIndex: 'ip' },
  ];

  return (
    <section className="logs-section" aria-labelledby="logs-activity-title">
      <div className="document-table-bar">
        <h2 id="logs-activity-title" className="section-title">
          {t('logs.activity')}
        </h2>
        <Segmented
          value={filter ?? ALL}
          onChange={(key) => change({ filter: key === ALL ? null : key })}
          options={FILTERS.map((key) => ({ value: key, label: t(`logs.filters.${key}`) }))}
          data-testid="logs-filter"
        />
      </div>
      {activity.isError && !activity.data ? (
        <LoadFailed onRetry={() => void activity.refetch()} />
      ) : (
        <Table<AccountEvent>
          rowKey="id"
          columns={columns}
          dataSource={activity.data?.list}
          // A page of another filter or number stays greyed while its successor loads.
          loading={activity.isPending || activity.isPlaceholderData}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: activity.isPending ? ' ' : <EmptyState text={t(filter ? 'logs.emptyFilter' : 'logs.empty')} />,
          }}
          pagination={{
            current: address.page,
            pageSize: PAGE_SIZE_DEFAULT,
            total: activity.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => t('desktop.workstation.rows', { count: total }),
            onChange: (page) => change({ page }),
          }}
          onRow={(event) => ({ 'data-testid': 'logs-event', 'data-kind': event.kind }) as HTMLAttributes<HTMLElement>}
          aria-label={t('logs.activity')}
        />
      )}
    </section>
  );
}
