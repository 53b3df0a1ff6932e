import { useCartCount } from '@mall/client/cart/get-cart-count';
import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES, TAB_PAGES } from '@mall/contract';
import { AppOutline, FileOutline, ShopbagOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styles from './tab-bar.module.css';

const ICONS: Record<(typeof TAB_PAGES)[number], ReactNode> = {
  home: <AppOutline />,
  category: <UnorderedListOutline />,
  workstation: <FileOutline />,
  cart: <ShopbagOutline />,
  my: <UserOutline />,
};

/** The bottom tab bar of the five top pages. */
export function TabBar({ active }: { active: (typeof TAB_PAGES)[number] }) {
  const { t } = useTranslation();
  const cartCount = useCartCount().data ?? 0;
  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      {TAB_PAGES.map((name) => (
        <NavLink
          key={name}
          to={PAGES[name].route}
          className={styles.tab}
          aria-current={name === active ? 'page' : undefined}
          data-tab={name}
        >
          <span className={styles.icon} aria-hidden="true">
            {ICONS[name]}
          </span>
          <span className={styles.label}>{t(`tabs.${name}`)}</span>
          {name === 'cart' && cartCount > 0 && (
            <span className={styles.badge} data-testid="cart-badge">
              <span aria-hidden="true">{cartCount > 99 ? '99+' : cartCount}</span>
              <span className={styles.visuallyHidden}>{t('cart.badge', { count: cartCount })}</span>
            </span>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
