import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES } from '@mall/contract';
import { SearchOutline, ShopbagOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../../components/language-switch';
import { MarketSwitch } from '../../../components/market-switch';
import { ScanEntry } from '../../../components/scan-entry';
import styles from './home-header.module.css';

/** Brand, language and market switches, the search entry and the way to Scan Code. */
export function HomeHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <h1 className={styles.brand}>
          <ShopbagOutline aria-hidden="true" className={styles.logo} />
          {/* On the narrowest phones the switches need the room; the name stays for screen readers. */}
          <span className={styles.name}>{t('app.name')}</span>
        </h1>
        <div className={styles.switches}>
          <MarketSwitch compact />
          <LanguageSwitch />
        </div>
      </div>
      <div className={styles.searchRow}>
        {/* Named by the words it shows, as a reader hears what a sighted buyer reads. */}
        <Link className={styles.search} to={PAGES.search.route}>
          <SearchOutline aria-hidden="true" />
          <span>{t('home.searchPlaceholder')}</span>
        </Link>
        <ScanEntry />
      </div>
    </header>
  );
}
