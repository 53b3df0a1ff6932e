import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES, type PageName, TAB_PAGES } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { LeftOutline } from 'antd-mobile-icons';
import { type ReactNode, Suspense, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DelayedFallback } from '../components/delayed-fallback';
import { DesktopVersionLink } from '../components/desktop-version-link';
import { PageSkeleton } from '../components/page-skeleton';
import { PullToRefresh } from '../components/pull-to-refresh';
import { useEndFirstView } from '../lib/first-view';
import styles from './page-frame.module.css';
import { PAGE_COMPONENTS } from './pages';
import { RequireLogin } from './require-login';
import { TabBar } from './tab-bar';

type TabPage = (typeof TAB_PAGES)[number];

function isTabPage(name: PageName): name is TabPage {
  return (TAB_PAGES as readonly PageName[]).includes(name);
}

/** Pull-down refresh re-reads what the page shows (the active queries). */
function Refreshable({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return <PullToRefresh onRefresh={() => queryClient.refetchQueries({ type: 'active' })}>{children}</PullToRefresh>;
}

/** Inner pages: a title bar with a back arrow; back from a first page goes to the shop. */
function TitleBar({ name }: { name: PageName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(PAGES.home.route, { replace: true });
  };
  return (
    <header className="title-bar">
      <button type="button" className="icon-button" aria-label={t('app.back')} onClick={back}>
        <LeftOutline aria-hidden="true" />
      </button>
      <h1>{t(`pages.${name}`)}</h1>
    </header>
  );
}

/**
 * One route of the page table: its layout (tab bar on the five top pages, a title bar elsewhere),
 * the login requirement, pull-down refresh where allowed, and the page with its query as props.
 */
export function PageFrame({ name }: { name: PageName }) {
  const page = PAGES[name];
  const Page = PAGE_COMPONENTS[name];
  const [params] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(params), [params]);
  // Home ends it once its banners are drawn (features/catalog/components/banner-swiper.tsx).
  useEndFirstView(name !== 'home');

  let content: ReactNode = (
    <Suspense
      fallback={
        <DelayedFallback>
          <PageSkeleton />
        </DelayedFallback>
      }
    >
      <Page query={query} />
    </Suspense>
  );
  if (page.login === true) content = <RequireLogin route={page.route}>{content}</RequireLogin>;
  if (page.pullToRefresh) content = <Refreshable>{content}</Refreshable>;

  if (isTabPage(name)) {
    return (
      <div className={styles.tabPage}>
        <DesktopVersionLink />
        {content}
        <TabBar active={name} />
      </div>
    );
  }
  return (
    <div className={styles.innerPage}>
      <DesktopVersionLink />
      <TitleBar name={name} />
      {content}
    </div>
  );
}
