import { useRequestRenewal } from '@mall/client/account/request-renewal';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type Account, ErrorCode } from '@mall/contract';
import { Alert, Button } from 'antd';

/**
 * What a buyer who cannot order yet is told, as on the phone: pending, under review; expired,
 * "Member expired" with the renewal application (or that it was sent). Nothing for a member.
 */
export function MembershipNotice({ account }: { account: Account }) {
  const { t } = useTranslation();
  const renewal = useRequestRenewal();
  if (account.status === 'pending') {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="membership-notice"
        message={t('account.pending.title')}
        description={t('account.pending.explain')}
      />
    );
  }
  if (account.status !== 'expired') return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="membership-notice"
      message={t(`errors.${ErrorCode.MEMBER_EXPIRED}`)}
      description={account.renewal_requested ? t('account.renewal.requested') : t('account.renewal.explain')}
      action={
        account.renewal_requested ? undefined : (
          <Button type="primary" loading={renewal.isPending} onClick={() => renewal.mutate()}>
            {t('account.renewal.apply')}
          </Button>
        )
      }
    />
  );
}
