import { useClientState } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useWaiting } from '@mall/client/orders/waiting-counts';
import { PAGES } from '@mall/contract';
import { Badge } from 'antd-mobile';
import {
  AppstoreOutline,
  CalculatorOutline,
  CalendarOutline,
  ClockCircleOutline,
  FileOutline,
  HistogramOutline,
  SendOutline,
  ShopbagOutline,
  TeamOutline,
  TruckOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MembershipNotice, StatusBadge } from '../../../components/membership';
import { PageSkeleton } from '../../../components/page-skeleton';
import styles from './workstation-page.module.css';

/** The procurement documents of SPEC section 1, each opening its list. */
const TILES: { key: string; icon: ReactNode; to: string }[] = [
  { key: 'rfqs', icon: <SendOutline />, to: PAGES.rfqList.route },
  { key: 'proformaInvoices', icon: <FileOutline />, to: PAGES.proformaInvoices.route },
  { key: 'purchasePlans', icon: <CalendarOutline />, to: PAGES.purchasePlans.route },
  { key: 'purchaseOrders', icon: <ShopbagOutline />, to: PAGES.purchaseOrders.route },
  { key: 'shipmentPlans', icon: <TruckOutline />, to: PAGES.shipmentPlans.route },
  { key: 'afterSales', icon: <TeamOutline />, to: PAGES.afterSales.route },
  { key: 'vendors', icon: <AppstoreOutline />, to: PAGES.vendors.route },
  { key: 'warehouse', icon: <UnorderedListOutline />, to: PAGES.warehouse.route },
  { key: 'history', icon: <ClockCircleOutline />, to: PAGES.history.route },
  { key: 'logs', icon: <HistogramOutline />, to: PAGES.logs.route },
];

/** `/pages/workstation/workstation`: the buyer, the account's state, and the documents with what waits in them. */
export default function WorkstationPage() {
  const { t } = useTranslation();
  const userInfo = useClientState((state) => state.userInfo);
  const waiting = useWaiting();
  const account = userInfo?.login === 1 ? userInfo : null;
  if (!account) return <PageSkeleton />;

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.company}>{account.company_name}</h1>
        <div className={styles.meta}>
          <span className={styles.contact}>{account.contact_name}</span>
          <StatusBadge account={account} />
        </div>
      </header>
      <MembershipNotice account={account} />
      <h2 className="section-title section-title-outside">{t('workstation.documents')}</h2>
      <ul className={styles.grid} aria-label={t('workstation.documents')}>
        <li>
          <Link to={PAGES.quotations.route} className={styles.tile} data-testid="workstation-quotations">
            <span className={styles.icon} aria-hidden="true">
              <CalculatorOutline />
            </span>
            <span className={styles.label}>{t('workstation.tiles.quotations')}</span>
          </Link>
        </li>
        {TILES.map((tile) => (
          <li key={tile.key}>
            <Link
              to={tile.to}
              className={styles.tile}
              aria-label={
                waiting[tile.key]?.count
                  ? `${t(`workstation.tiles.${tile.key}`)} — ${waiting[tile.key]?.label}`
                  : undefined
              }
              data-testid="workstation-tile"
            >
              <span className={styles.icon} aria-hidden="true">
                <Badge content={waiting[tile.key]?.count || null} data-testid={`workstation-badge-${tile.key}`}>
                  {tile.icon}
                </Badge>
              </span>
              <span className={styles.label}>{t(`workstation.tiles.${tile.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
