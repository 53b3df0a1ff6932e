import {
  AppstoreOutlined,
  AuditOutlined,
  ClusterOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FireOutlined,
  MailOutlined,
  PictureOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { CONSOLE_API, type OperatorRole } from '@mall/contract';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';

export interface ConsolePage {
  /** Under /console/; also the menu entry's key. */
  path: string;
  /** The menu text's key (`console.menu.x`, or a console feature's own `<feature>.menu`). */
  label: string;
  icon: ReactNode;
  /** Who sees it: the roles of the console route the page is built on. */
  roles: (typeof CONSOLE_API)[keyof typeof CONSOLE_API]['roles'];
  component: LazyExoticComponent<ComponentType>;
}

/**
 * The console's pages in menu order: a new page is one entry here (its route and its menu item).
 * A page appears only to the roles of the API it reads, as the server would refuse the others.
 */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  {
    path: '/dashboard',
    label: 'console.menu.dashboard',
    icon: <DashboardOutlined />,
    roles: CONSOLE_API.dashboard.roles,
    component: lazy(() => import('../features/dashboard/pages/dashboard-page')),
  },
  {
    path: '/accounts',
    label: 'console.menu.accounts',
    icon: <TeamOutlined />,
    roles: CONSOLE_API.accounts.roles,
    component: lazy(() => import('../features/accounts/pages/accounts-page')),
  },
  {
    path: '/products',
    label: 'consoleCatalogue.menu.products',
    icon: <AppstoreOutlined />,
    roles: CONSOLE_API.products.roles,
    component: lazy(() => import('../features/catalogue/pages/products-page')),
  },
  {
    path: '/categories',
    label: 'consoleCatalogue.menu.categories',
    icon: <ClusterOutlined />,
    roles: CONSOLE_API.categories.roles,
    component: lazy(() => import('../features/catalogue/pages/categories-page')),
  },
  {
    path: '/stores',
    label: 'consoleCatalogue.menu.stores',
    icon: <ShopOutlined />,
    roles: CONSOLE_API.stores.roles,
    component: lazy(() => import('../features/catalogue/pages/stores-page')),
  },
  {
    path: '/banners',
    label: 'consoleCatalogue.menu.banners',
    icon: <PictureOutlined />,
    roles: CONSOLE_API.banners.roles,
    component: lazy(() => import('../features/catalogue/pages/banners-page')),
  },
  {
    path: '/campaigns',
    label: 'consoleCatalogue.menu.campaigns',
    icon: <FireOutlined />,
    roles: CONSOLE_API.campaigns.roles,
    component: lazy(() => import('../features/catalogue/pages/campaigns-page')),
  },
  {
    path: '/quoting',
    label: 'consoleQuoting.menu',
    icon: <FileTextOutlined />,
    roles: CONSOLE_API.rfqInbox.roles,
    component: lazy(() => import('../features/quoting/pages/quoting-page')),
  },
  {
    path: '/orders',
    label: 'consoleOrders.menu',
    icon: <ShoppingCartOutlined />,
    roles: CONSOLE_API.purchaseOrders.roles,
    component: lazy(() => import('../features/orders/pages/orders-page')),
  },
  {
    path: '/after-sales',
    label: 'console.menu.afterSales',
    icon: <CustomerServiceOutlined />,
    roles: CONSOLE_API.afterSalesQueue.roles,
    component: lazy(() => import('../features/after-sales/pages/after-sales-page')),
  },
  {
    path: '/outbox',
    label: 'console.menu.outbox',
    icon: <MailOutlined />,
    roles: CONSOLE_API.outbox.roles,
    component: lazy(() => import('../features/outbox/pages/outbox-page')),
  },
  {
    path: '/audit',
    label: 'console.menu.audit',
    icon: <AuditOutlined />,
    roles: CONSOLE_API.audit.roles,
    component: lazy(() => import('../features/audit/pages/audit-page')),
  },
  {
    path: '/operators',
    label: 'console.menu.operators',
    icon: <UserSwitchOutlined />,
    roles: CONSOLE_API.operators.roles,
    component: lazy(() => import('../features/operators/pages/operators-page')),
  },
];

/** As the server decides (lib/console-route.ts `roleAllows`): an administrator may use every page. */
export function roleMayUse(page: Pick<ConsolePage, 'roles'>, role: OperatorRole): boolean {
  if (page.roles === 'public' || page.roles === 'any' || role === 'admin') return true;
  return (page.roles as readonly OperatorRole[]).includes(role);
}

export function pagesFor(role: OperatorRole): ConsolePage[] {
  return CONSOLE_PAGES.filter((page) => roleMayUse(page, role));
}
