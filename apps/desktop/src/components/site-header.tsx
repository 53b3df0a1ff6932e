import { DownOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useCartCount } from '@mall/client/cart/get-cart-count';
import { isLoggedIn, useClientState } from '@mall/client/lib/client-state';
import { useMarket } from '@mall/client/lib/market';
import { useTranslation } from '@mall/client/lib/use-translation';
import { DESKTOP_PAGES } from '@mall/contract';
import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { loginAddress } from '../app/navigation';
import { AccountButton } from './account-button';
import { useDeferredControl } from './deferred';
import { LanguageSwitch } from './language-switch';
import { ScanCodeButton } from './scan-code-button';
import { SearchBox } from './search-box';

// The select and the dropdown menu weigh more than the rest of the header: they load on first use.
const loadMarketSelect = () => import('./market-select');
const MarketSelectControl = lazy(loadMarketSelect);
const loadAccountMenu = () => import('./account-menu');
const AccountMenuControl = lazy(loadAccountMenu);
/** A visitor's cart is empty: the count's badge loads once there is something to count. */
const Badge = lazy(() => import('antd/es/badge'));

/** Logo, the main sections, search, market and language, the cart with its count, and the account menu. */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header-top">
        <Link to={DESKTOP_PAGES.home.path} className="site-logo" data-testid="site-logo">
          <span className="site-logo-mark" aria-hidden="true" />
          {t('app.name')}
        </Link>
        <SearchBox />
        <div className="site-header-tools">
          <ScanCodeButton />
          <MarketSelect />
          <LanguageSwitch label={t('lang.switchLabel')} />
          <CartLink />
          <AccountMenu />
        </div>
      </div>
      <nav className="site-nav" aria-label={t('tabs.label')}>
        <NavLink to={DESKTOP_PAGES.home.path}>{t('pages.home')}</NavLink>
        <NavLink to={DESKTOP_PAGES.catalog.path}>{t('pages.category')}</NavLink>
        <NavLink to={DESKTOP_PAGES.workstation.path} end>
          {t('pages.workstation')}
        </NavLink>
      </nav>
    </header>
  );
}

/** International (USD) or China (CNY): until first used, a button drawn as the select. */
function MarketSelect() {
  const { t } = useTranslation();
  const market = useMarket();
  const { pressed, standIn } = useDeferredControl(loadMarketSelect);
  const button = (
    <button type="button" className="market-stand-in" aria-haspopup="listbox" data-testid="market-switch" {...standIn}>
      <span className="visually-hidden">{t('market.title')}: </span>
      {t(`market.${market}`)}
      <DownOutlined className="market-stand-in-arrow" aria-hidden="true" />
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <MarketSelectControl />
    </Suspense>
  );
}

function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount().data ?? 0;
  const icon = <ShoppingCartOutlined className="site-header-icon" aria-hidden="true" />;
  return (
    <Link to={DESKTOP_PAGES.cart.path} className="site-header-link" data-testid="cart-link">
      {count > 0 ? (
        <Suspense fallback={icon}>
          <Badge count={count} size="small" overflowCount={99}>
            {icon}
          </Badge>
        </Suspense>
      ) : (
        icon
      )}
      <span>{t('pages.cart')}</span>
    </Link>
  );
}

/** A visitor gets log in and register; a buyer the company name, opening the account pages. */
function AccountMenu() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const userInfo = useClientState((state) => state.userInfo);
  if (!isLoggedIn(userInfo) || userInfo?.login !== 1) {
    return (
      <span className="site-header-account">
        <Link to={loginAddress(`${pathname}${search}`)} className="button button-primary" data-testid="header-login">
          {t('pages.login')}
        </Link>
        <Link to={DESKTOP_PAGES.register.path} className="button">
          {t('pages.register')}
        </Link>
      </span>
    );
  }
  return <BuyerMenu companyName={userInfo.company_name} />;
}

/** Until first pressed, the menu's button alone; its own component, so a later login starts closed again. */
function BuyerMenu({ companyName }: { companyName: string }) {
  const { pressed, standIn } = useDeferredControl(loadAccountMenu);
  const button = <AccountButton companyName={companyName} {...standIn} />;
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenuControl companyName={companyName} />
    </Suspense>
  );
}
