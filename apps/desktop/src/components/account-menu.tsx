import { useLogout } from '@mall/client/account/logout';
import { useTranslation } from '@mall/client/lib/use-translation';
import { DESKTOP_PAGES } from '@mall/contract';
import { Dropdown } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AccountButton } from './account-button';

/** A buyer's company name, opening the account pages and log out; open, as it replaces its stand-in on a press. */
export default function AccountMenu({ companyName }: { companyName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout(() => navigate(DESKTOP_PAGES.home.path));
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: [
          { key: 'workstation', label: <Link to={DESKTOP_PAGES.workstation.path}>{t('pages.workstation')}</Link> },
          { key: 'my', label: <Link to={DESKTOP_PAGES.my.path}>{t('pages.my')}</Link> },
          { type: 'divider' },
          { key: 'logout', label: t('desktop.logout'), onClick: () => logout.mutate() },
        ],
      }}
    >
      <AccountButton companyName={companyName} autoFocus />
    </Dropdown>
  );
}
