import { isLoggedIn, useClientState } from '@mall/client/lib/client-state';
import { useOnline } from '@mall/client/lib/network-status';
import { useTranslation } from '@mall/client/lib/use-translation';
import {
  type QueuedCode,
  type QueueProblem,
  removeQueuedCode,
  setQueuedQuantity,
  useScanQueue,
} from '@mall/client/scan/scan-queue';
import { PAGES } from '@mall/contract';
import { Button } from 'antd-mobile';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentRoute, loginUrl } from '../../../lib/navigation';
import styles from './scan.module.css';

function problemText(problem: QueueProblem, t: ReturnType<typeof useTranslation>['t']): string {
  return problem.kind === 'notFound' ? t('scan.queue.notFound') : t('scan.queue.refused', { message: problem.message });
}

/** One queued code: its quantity (empty for the MOQ, which is not known offline) and a way to drop it. */
function QueueLine({ entry, locked }: { entry: QueuedCode; locked: boolean }) {
  const { t } = useTranslation();
  const problemId = useId();
  return (
    <li className={styles.queueLine} data-testid="scan-queue-line">
      <span className={styles.queueCode}>{entry.code}</span>
      <input
        className={styles.queueQuantity}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('scan.queue.moq')}
        aria-label={t('scan.queue.quantityFor', { code: entry.code })}
        aria-describedby={entry.problem ? problemId : undefined}
        value={entry.quantity ?? ''}
        disabled={locked}
        onChange={(event) => setQueuedQuantity(entry.code, event.target.value)}
      />
      <Button
        className={styles.queueRemove}
        fill="none"
        aria-label={t('scan.queue.removeCode', { code: entry.code })}
        disabled={locked}
        onClick={() => removeQueuedCode(entry.code)}
      >
        {t('scan.queue.remove')}
      </Button>
      {entry.problem && (
        <p id={problemId} className={styles.queueProblem} role="alert">
          {problemText(entry.problem, t)}
        </p>
      )}
    </li>
  );
}

/**
 * The codes scanned without a network, editable until they are sent, with what is keeping them
 * (offline, a login) and, once sent, what reached the cart.
 */
export function ScanQueueList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const loggedIn = useClientState((state) => isLoggedIn(state.userInfo));
  const { queued, added, sending } = useScanQueue();
  const titleId = useId();
  if (queued.length === 0 && added.length === 0) return null;

  let note: string | null = null;
  if (sending) note = t('scan.queue.sending');
  else if (!online) note = t('scan.queue.offlineNote');
  else if (!loggedIn) note = t('scan.queue.loginNote');

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="scan-queue">
      {queued.length > 0 && (
        <>
          <h2 id={titleId} className={styles.queueTitle}>
            {t('scan.queue.title', { count: queued.length })}
          </h2>
          {note && (
            <p className={styles.queueNote} role="status" data-testid="scan-queue-note">
              {note}
            </p>
          )}
          {online && !loggedIn && (
            <Button
              className="touch-button"
              color="primary"
              fill="outline"
              onClick={() => navigate(loginUrl(currentRoute()))}
            >
              {t('scan.queue.login')}
            </Button>
          )}
          <p className={styles.meta}>{t('scan.queue.moqHint')}</p>
          <ul className={styles.queue}>
            {queued.map((entry) => (
              <QueueLine key={entry.code} entry={entry} locked={sending} />
            ))}
          </ul>
        </>
      )}
      {added.length > 0 && (
        <div className={styles.queueAdded} data-testid="scan-queue-added">
          <h2 id={queued.length > 0 ? undefined : titleId} className={styles.queueTitle}>
            {t('scan.queue.added')}
          </h2>
          <ul className={styles.queue}>
            {added.map((line) => (
              <li key={line.code} className={styles.meta}>
                {t('scan.queue.addedLine', { name: line.name, quantity: line.quantity })} · {line.code}
              </li>
            ))}
          </ul>
          <Button className="touch-button" color="primary" fill="outline" onClick={() => navigate(PAGES.cart.route)}>
            {t('scan.toCart')}
          </Button>
        </div>
      )}
    </section>
  );
}
