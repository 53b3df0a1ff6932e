import { useAccountSessions } from '@mall/client/account-activity/get-account-sessions';
import { useTranslation } from '@mall/client/lib/use-translation';
import { Button, Skeleton } from 'antd-mobile';
import { LoadFailed } from '../../../components/load-failed';
import styles from './logs.module.css';
import { SessionCard } from './session-card';
import { useSignOut } from './use-sign-out';

/** The devices signed in to the account, this one first, with the ways to sign the others out. */
export function SessionList() {
  const { t } = useTranslation();
  const sessions = useAccountSessions();
  const signOut = useSignOut();

  if (sessions.isPending) {
    return (
      <div className={styles.skeleton} role="status" aria-label={t('app.loading')}>
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  if (sessions.isError) return <LoadFailed onRetry={() => sessions.refetch()} />;
  const hasOthers = sessions.data.list.some((session) => !session.current);

  return (
    <>
      <ul className={styles.list} aria-label={t('logs.devices')}>
        {sessions.data.list.map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            busy={signOut.busy}
            onSignOut={(chosen) => void signOut.signOut(chosen)}
          />
        ))}
      </ul>
      {hasOthers ? (
        <Button
          className={styles.endOthers}
          block
          color="danger"
          fill="outline"
          disabled={signOut.busy}
          onClick={() => void signOut.signOutOthers()}
          data-testid="logs-end-others"
        >
          {t('logs.signOutOthers')}
        </Button>
      ) : (
        <p className={styles.muted} data-testid="logs-no-others">
          {t('logs.noOtherDevices')}
        </p>
      )}
      <p className={styles.notice}>{t('logs.notice')}</p>
    </>
  );
}
