import { useAccountStatusText } from '@mall/client/account/account-status';
import { useRequestRenewal } from '@mall/client/account/request-renewal';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type Account, ErrorCode } from '@mall/contract';
import { Button } from 'antd-mobile';
import styles from './membership.module.css';

/** Pending, Expired, Not approved, or Member until a date (in the reader's date format). */
export function StatusBadge({ account }: { account: Account }) {
  const text = useAccountStatusText(account);
  return (
    <span className={`${styles.badge} ${styles[account.status]}`} data-testid="account-status">
      {text}
    </span>
  );
}

/** The renewal application of an expired member; the answer is the updated account. */
function RenewalButton() {
  const { t } = useTranslation();
  const renewal = useRequestRenewal();
  return (
    <Button color="primary" className="touch-button" loading={renewal.isPending} onClick={() => renewal.mutate()}>
      {t('account.renewal.apply')}
    </Button>
  );
}

/**
 * What a buyer who cannot order yet is told: pending, under review (SPEC section 6); expired,
 * "Member expired" and the renewal application (or that it was sent). Nothing for a member.
 */
export function MembershipNotice({ account }: { account: Account }) {
  const { t } = useTranslation();
  if (account.status === 'pending') {
    return (
      <section className={`${styles.notice} ${styles.pending}`} data-testid="membership-notice" aria-live="polite">
        <h2 className={styles.title}>{t('account.pending.title')}</h2>
        <p className={styles.text}>{t('account.pending.explain')}</p>
      </section>
    );
  }
  if (account.status === 'expired') {
    return (
      <section className={`${styles.notice} ${styles.expired}`} data-testid="membership-notice" aria-live="polite">
        <h2 className={styles.title}>{t(`errors.${ErrorCode.MEMBER_EXPIRED}`)}</h2>
        {account.renewal_requested ? (
          <p className={styles.text}>{t('account.renewal.requested')}</p>
        ) : (
          <>
            <p className={styles.text}>{t('account.renewal.explain')}</p>
            <RenewalButton />
          </>
        )}
      </section>
    );
  }
  return null;
}
