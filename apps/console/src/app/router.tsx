import { CONSOLE_BASE_PATH } from '@mall/contract';
import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/session/pages/login-page';
import { ConsoleLayout } from './console-layout';
import { Home } from './home';
import { CONSOLE_PAGES, type ConsolePage, roleMayUse } from './pages';
import { RequireOperator, useOperator } from './require-operator';
import { Forbidden, NotFound, RouteError } from './route-error';

function RoleGate({ page, children }: { page: ConsolePage; children: ReactNode }) {
  const operator = useOperator();
  return roleMayUse(page, operator.role) ? children : <Forbidden />;
}

/** The login page, and behind the login guard the layout with every page of `CONSOLE_PAGES`. */
export const CONSOLE_ROUTES: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        element: (
          <RequireOperator>
            <ConsoleLayout />
          </RequireOperator>
        ),
        children: [
          { index: true, element: <Home /> },
          ...CONSOLE_PAGES.map((page) => ({
            path: page.path,
            element: (
              <RoleGate page={page}>
                <page.component />
              </RoleGate>
            ),
          })),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(CONSOLE_ROUTES, { basename: CONSOLE_BASE_PATH.slice(0, -1) });
