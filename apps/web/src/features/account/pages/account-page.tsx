import type { EditType } from '@mall/client/account/edit-account';
import { useLogout } from '@mall/client/account/logout';
import { useClientState } from '@mall/client/lib/client-state';
import { useOptionLabel } from '@mall/client/lib/select-options';
import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES } from '@mall/contract';
import { Dialog, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '../../../components/language-switch';
import { MarketSwitch } from '../../../components/market-switch';
import { MembershipNotice, StatusBadge } from '../../../components/membership';
import { PageSkeleton } from '../../../components/page-skeleton';
import styles from '../components/account-page.module.css';
import { EmailSheet, PasswordSheet, ProfileSheet } from '../components/edit-sheets';

/** `/pages/my/index`: who the buyer is, the account's state, edits, language and market, logout. */
export default function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useClientState((state) => state.userInfo);
  const account = userInfo?.login === 1 ? userInfo : null;
  const countryLabel = useOptionLabel('country', account?.country ?? '');
  const [editing, setEditing] = useState<EditType | null>(null);
  const logout = useLogout(() => navigate(PAGES.home.route, { replace: true }));

  if (!account) return <PageSkeleton />;

  const confirmLogout = async () => {
    const confirmed = await Dialog.confirm({
      title: t('account.logoutTitle'),
      content: t('account.logoutConfirm'),
      confirmText: t('account.logout'),
      cancelText: t('account.cancel'),
    });
    if (!confirmed) return;
    try {
      await logout.mutateAsync();
    } catch {
      // the API client has told the buyer
    }
  };

  const detail = (label: string, value: string) => (
    <List.Item extra={<span className={styles.value}>{value || t('account.notGiven')}</span>}>{label}</List.Item>
  );

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.company}>{account.company_name}</h1>
        <div className={styles.meta}>
          <span className={styles.contact}>{account.contact_name}</span>
          <StatusBadge account={account} />
        </div>
        <p className={styles.email}>{account.email}</p>
      </header>

      <MembershipNotice account={account} />

      <List header={t('account.details')} className={styles.list}>
        {detail(t('fields.contact_name'), account.contact_name)}
        {detail(t('fields.phone'), account.phone)}
        {detail(t('fields.country'), account.country ? countryLabel : '')}
        {detail(t('fields.city'), account.city)}
        {detail(t('fields.position'), account.position)}
        {detail(t('fields.company_website'), account.company_website)}
      </List>

      <List header={t('account.security')} className={styles.list}>
        <List.Item clickable onClick={() => setEditing('profile')}>
          {t('account.editProfile')}
        </List.Item>
        <List.Item clickable onClick={() => setEditing('password')}>
          {t('account.changePassword')}
        </List.Item>
        <List.Item clickable onClick={() => setEditing('email')}>
          {t('account.changeEmail')}
        </List.Item>
      </List>

      <List header={t('account.preferences')} className={styles.list}>
        <List.Item extra={<LanguageSwitch />}>{t('account.language')}</List.Item>
        <List.Item extra={<MarketSwitch />}>{t('account.market')}</List.Item>
      </List>

      <div className={styles.logout}>
        <button type="button" className={styles.logoutButton} onClick={() => void confirmLogout()}>
          {t('account.logout')}
        </button>
      </div>

      <ProfileSheet account={account} visible={editing === 'profile'} onClose={() => setEditing(null)} />
      <PasswordSheet visible={editing === 'password'} onClose={() => setEditing(null)} />
      <EmailSheet account={account} visible={editing === 'email'} onClose={() => setEditing(null)} />
    </main>
  );
}
