import { request } from '@mall/client/lib/api-client';
import type { ApiPath } from '@mall/client/lib/api-path';
import { setUserInfo } from '@mall/client/lib/client-state';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { type Account, ErrorCode } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './membership.module.css';

const RENEWAL_PATH: ApiPath<'renewal'> = '/api/buyer/v1/h5/customer/renewal';

/** Pending, Expired, Not approved, or Member until a date (in the reader's date format). */
export function StatusBadge({ account }: { account: Account }) {
  const { t } = useTranslation();
  const locale = useLocale();
  let text: string;
  if (account.status === 'pending') text = t('account.status.pending');
  else if (account.status === 'expired') text = t('account.status.expired');
  else if (account.status === 'rejected') text = t('account.status.rejected');
  else if (account.member_until)
    text = t('account.status.memberUntil', { date: formatDate(account.member_until, locale) });
  else text = t('account.status.member');
  return (
    <span className={`${styles.badge} ${styles[account.status]}`} data-testid="account-status">
      {text}
    </span>
  );
}

/** The renewal application of an expired member; the answer is the updated account. */
function RenewalButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    setBusy(true);
    try {
      const account = await request<Account>(RENEWAL_PATH, { method: 'POST', body: {} });
      const userInfo = setUserInfo({ status: 200, data: account });
      queryClient.setQueryData(['account', 'userInfo'], userInfo);
    } catch {
      // the API client has told the buyer
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button color="primary" className="touch-button" loading={busy} onClick={() => void apply()}>
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
