import { useTranslation } from '@mall/client/lib/use-translation';
import { useId } from 'react';
import { ActivityLog } from '../components/activity-log';
import styles from '../components/logs.module.css';
import { SessionList } from '../components/session-list';

/** `/pages/workstation/logs`: the devices signed in to the account, and what happened to it. */
export default function LogsPage() {
  const { t } = useTranslation();
  const devicesTitle = useId();
  const activityTitle = useId();
  return (
    <main className={styles.page}>
      <section aria-labelledby={devicesTitle}>
        <h2 id={devicesTitle} className="section-title section-title-outside">
          {t('logs.devices')}
        </h2>
        <SessionList />
      </section>
      <section aria-labelledby={activityTitle}>
        <h2 id={activityTitle} className="section-title section-title-outside">
          {t('logs.activity')}
        </h2>
        <ActivityLog />
      </section>
    </main>
  );
}
