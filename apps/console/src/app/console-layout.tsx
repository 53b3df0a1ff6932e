import { KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { useConsoleLogout } from '@mall/client/console/session/logout';
import { LanguageSwitch } from '@mall/client/desk/language-switch';
import { useTranslation } from '@mall/client/lib/use-translation';
import { Dropdown, message, Spin, Tag } from 'antd';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ChangePasswordDrawer } from '../features/session/components/change-password-drawer';
import { pagesFor } from './pages';
import { useOperator } from './require-operator';

/** The frame of every page after login: the side menu by task, the language and the operator's menu. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const operator = useOperator();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useConsoleLogout();
  const [changingPassword, setChangingPassword] = useState(false);
  const routes = pagesFor(operator.role).map((page) => ({ path: page.path, name: t(page.label), icon: page.icon }));

  const logOut = async () => {
    await logout.mutateAsync().catch(() => undefined);
    void message.success(t('console.shell.loggedOut'));
    navigate('/login', { replace: true });
  };

  return (
    <ProLayout
      title={t('console.title')}
      logo={false}
      layout="mix"
      fixSiderbar
      splitMenus={false}
      route={{ path: '/', routes }}
      location={{ pathname: location.pathname }}
      menu={{ locale: false }}
      menuItemRender={(item, dom) => (item.path ? <Link to={item.path}>{dom}</Link> : dom)}
      actionsRender={() => [<LanguageSwitch key="language" label={t('console.shell.language')} />]}
      avatarProps={{
        size: 'small',
        title: (
          <span data-testid="operator-name">
            {operator.name} <Tag color="blue">{t(`console.roles.${operator.role}`)}</Tag>
          </span>
        ),
        render: (_props, dom) => (
          <Dropdown
            menu={{
              items: [
                { key: 'password', icon: <KeyOutlined />, label: t('console.shell.changePassword') },
                { type: 'divider' },
                { key: 'logout', icon: <LogoutOutlined />, label: t('console.shell.logout') },
              ],
              onClick: ({ key }) => (key === 'logout' ? void logOut() : setChangingPassword(true)),
            }}
          >
            <span data-testid="operator-menu">{dom}</span>
          </Dropdown>
        ),
      }}
    >
      <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
        <Outlet />
      </Suspense>
      <ChangePasswordDrawer open={changingPassword} onOpenChange={setChangingPassword} />
    </ProLayout>
  );
}
