import { useTranslation } from '@mall/client/lib/use-translation';
import { Alert } from 'antd';
import { ActivityTable } from './activity-table';
import { SessionTable } from './session-table';

/** The Logs tab: what to do about a stranger's login, the devices signed in, and the account's activity. */
export function LogsTab() {
  const { t } = useTranslation();
  return (
    <div className="logs-tab" data-testid="table-logs">
      <Alert type="info" showIcon message={t('logs.notice')} />
      <SessionTable />
      <ActivityTable />
    </div>
  );
}
