import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
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
