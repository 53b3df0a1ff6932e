import { useTranslation } from '@mall/client/lib/use-translation';
import type { Account } from '@mall/contract';
import { formatDate, useLocale } from '../lib/locale';

/** The badge words of an account: Pending, Expired, Not approved, or Member until a date (in the reader's date format). */
export function useAccountStatusText(account: Account): string {
  const { t } = useTranslation();
  const locale = useLocale();
  if (account.status === 'pending') return t('account.status.pending');
  if (account.status === 'expired') return t('account.status.expired');
  if (account.status === 'rejected') return t('account.status.rejected');
  if (account.member_until) return t('account.status.memberUntil', { date: formatDate(account.member_until, locale) });
  return t('account.status.member');
}
