import { useTranslation } from '@mall/client/lib/use-translation';
import { Typography } from 'antd';
import { AccountDevices } from './account-devices';
import { AccountEvents } from './account-events';

/** What the buyer sees on their Logs page, for support and a stolen password: the devices signed in, then the latest activity. */
export function AccountActivitySection({ buyerId, company }: { buyerId: number; company: string }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('console.accounts.activity.title')} data-testid="account-activity">
      <Typography.Title level={5}>{t('console.accounts.activity.title')}</Typography.Title>
      <AccountDevices buyerId={buyerId} company={company} />
      <AccountEvents buyerId={buyerId} />
    </section>
  );
}
