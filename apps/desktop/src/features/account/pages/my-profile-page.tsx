import type { EditType } from '@mall/client/account/edit-account';
import { useLogout } from '@mall/client/account/logout';
import { useClientState } from '@mall/client/lib/client-state';
import { useOptionLabel } from '@mall/client/lib/select-options';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type Account, DESKTOP_PAGES } from '@mall/contract';
import { App, Button, Card, Descriptions, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RequireLogin } from '../../../app/require-login';
import { AccountStatusTag } from '../../../components/account-status-tag';
import { MembershipNotice } from '../../../components/membership-notice';
import { EmailModal, PasswordModal, ProfileModal } from '../components/edit-modals';
import '../account.css';

function Profile({ account }: { account: Account }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const countryLabel = useOptionLabel('country', account.country);
  const [editing, setEditing] = useState<EditType | null>(null);
  const logout = useLogout(() => navigate(DESKTOP_PAGES.home.path, { replace: true }));
  const close = () => setEditing(null);

  const confirmLogout = () =>
    modal.confirm({
      title: t('account.logoutTitle'),
      content: t('account.logoutConfirm'),
      okText: t('account.logout'),
      cancelText: t('account.cancel'),
      // The API client has told the buyer of a failure; the dialog then just closes.
      onOk: () => logout.mutateAsync().catch(() => undefined),
    });

  const shown = (value: string) => value || <span className="account-not-given">{t('account.notGiven')}</span>;

  return (
    <div className="account-page">
      <h1 className="page-title">{t('pages.my')}</h1>
      <Card className="account-summary">
        <div className="account-summary-who">
          <h2 className="account-company" data-testid="account-company">
            {account.company_name}
          </h2>
          <div className="account-summary-meta">
            <AccountStatusTag account={account} />
            <span>{account.contact_name}</span>
            <span className="account-summary-email">{account.email}</span>
          </div>
        </div>
        <Button onClick={confirmLogout} loading={logout.isPending} data-testid="logout">
          {t('account.logout')}
        </Button>
      </Card>

      <MembershipNotice account={account} />

      <div className="account-columns">
        <Card
          title={<h2 className="account-card-title">{t('account.details')}</h2>}
          extra={
            <Button type="link" onClick={() => setEditing('profile')}>
              {t('account.editProfile')}
            </Button>
          }
        >
          <Descriptions
            bordered
            column={2}
            size="middle"
            className="account-details"
            data-testid="account-details"
            items={[
              { key: 'company', label: t('fields.company_name'), children: account.company_name, span: 2 },
              // An address needs the width of the row.
              { key: 'website', label: t('fields.company_website'), children: shown(account.company_website), span: 2 },
              { key: 'contact', label: t('fields.contact_name'), children: shown(account.contact_name) },
              { key: 'phone', label: t('fields.phone'), children: shown(account.phone) },
              { key: 'country', label: t('fields.country'), children: shown(account.country ? countryLabel : '') },
              { key: 'city', label: t('fields.city'), children: shown(account.city) },
              { key: 'position', label: t('fields.position'), children: shown(account.position), span: 2 },
            ]}
          />
        </Card>

        <Card title={<h2 className="account-card-title">{t('account.security')}</h2>}>
          <Descriptions
            column={1}
            layout="vertical"
            colon={false}
            size="middle"
            className="account-security"
            items={[
              {
                key: 'email',
                label: t('fields.email'),
                children: (
                  <div className="account-security-row">
                    <span className="account-security-value">{account.email}</span>
                    <Button type="link" onClick={() => setEditing('email')}>
                      {t('account.changeEmail')}
                    </Button>
                  </div>
                ),
              },
              {
                key: 'password',
                label: t('fields.password'),
                children: (
                  <div className="account-security-row">
                    <span className="account-security-value" aria-hidden="true">
                      ••••••••
                    </span>
                    <Button type="link" onClick={() => setEditing('password')}>
                      {t('account.changePassword')}
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        </Card>
      </div>

      <ProfileModal account={account} open={editing === 'profile'} onClose={close} />
      <PasswordModal open={editing === 'password'} onClose={close} />
      <EmailModal account={account} open={editing === 'email'} onClose={close} />
    </div>
  );
}

function StoredAccount() {
  const userInfo = useClientState((state) => state.userInfo);
  if (userInfo?.login !== 1) {
    return (
      <div className="page-state">
        <Spin size="large" />
      </div>
    );
  }
  return <Profile account={userInfo} />;
}

/** `/MyProfile`: who the buyer is, the account's state and renewal, edits of the profile, password and email, logout. */
export default function MyProfilePage() {
  return (
    <RequireLogin>
      <StoredAccount />
    </RequireLogin>
  );
}
