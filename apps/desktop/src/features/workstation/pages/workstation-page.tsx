import { useClientState } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useWaiting } from '@mall/client/orders/waiting-counts';
import { Badge, Spin, Tabs } from 'antd';
import type { ComponentType } from 'react';
import { RequireLogin } from '../../../app/require-login';
import { AccountStatusTag } from '../../../components/account-status-tag';
import { MembershipNotice } from '../../../components/membership-notice';
import { AfterSalesTab } from '../components/after-sales-tab';
import { HistoryTab } from '../components/history-tab';
import { LogsTab } from '../components/logs-tab';
import { OfferTable } from '../components/offer-table';
import { ProformaTable } from '../components/proforma-table';
import { PurchaseOrderTable } from '../components/purchase-order-table';
import { PurchasePlansTab } from '../components/purchase-plans-tab';
import { RfqTable } from '../components/rfq-table';
import { ShipmentTable } from '../components/shipment-table';
import { useTableAddress, WORKSTATION_TABS, type WorkstationTab } from '../components/use-table-address';
import { VendorsTab } from '../components/vendors-tab';
import { WarehouseTable } from '../components/warehouse-table';
import '../workstation.css';

/** The tabs whose shared title (the phone's page title) says it already. */
const SHARED_TITLES: Partial<Record<WorkstationTab, string>> = {
  purchasePlans: 'purchasePlans.title',
  afterSales: 'afterSales.title',
  vendors: 'vendors.title',
};

/** The label of a tab: its shared title, or the desk's own. */
const tabLabel = (tab: WorkstationTab) => SHARED_TITLES[tab] ?? `desktop.workstation.tabs.${tab}`;

const TABLES: Record<WorkstationTab, ComponentType> = {
  rfqs: RfqTable,
  quotations: OfferTable,
  proformaInvoices: ProformaTable,
  purchasePlans: PurchasePlansTab,
  purchaseOrders: PurchaseOrderTable,
  shipments: ShipmentTable,
  afterSales: AfterSalesTab,
  vendors: VendorsTab,
  warehouse: WarehouseTable,
  logs: LogsTab,
  history: HistoryTab,
};

function Workstation() {
  const { t } = useTranslation();
  const account = useClientState((state) => state.userInfo);
  const [address, change] = useTableAddress();
  const waiting = useWaiting();
  if (account?.login !== 1) return <Spin size="large" className="page-state" />;

  return (
    <div className="page-column workstation">
      <header className="workstation-head">
        <div>
          <h1 className="page-title">{account.company_name}</h1>
          <span className="workstation-contact">{account.contact_name}</span>
        </div>
        <AccountStatusTag account={account} />
      </header>
      <MembershipNotice account={account} />
      <Tabs
        activeKey={address.tab}
        onChange={(tab) => change({ tab: tab as WorkstationTab })}
        destroyOnHidden
        items={WORKSTATION_TABS.map((tab) => {
          const Table = TABLES[tab];
          return {
            key: tab,
            label: (
              <span data-testid={`tab-${tab}`}>
                {t(tabLabel(tab))}
                {waiting[tab]?.count ? (
                  <Badge count={waiting[tab].count} className="workstation-badge" title={waiting[tab].label} />
                ) : null}
              </span>
            ),
            children: <Table />,
          };
        })}
      />
    </div>
  );
}

/** `/`: the buyer's procurement documents as tables, one tab each. */
export default function WorkstationPage() {
  return (
    <RequireLogin>
      <Workstation />
    </RequireLogin>
  );
}
