import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PlaceholderLines } from '../components/placeholder';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { AntAppScope } from './ant-app';

/** Header with search and the account menu, the page, and the footer; pages load in place. */
export function DesktopLayout() {
  return (
    <div className="site">
      <SiteHeader />
      <main className="site-main">
        <AntAppScope>
          <Suspense
            fallback={
              <div className="page-loading">
                <PlaceholderLines rows={8} />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </AntAppScope>
      </main>
      <SiteFooter />
    </div>
  );
}
