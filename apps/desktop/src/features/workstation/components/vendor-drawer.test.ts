// @vitest-environment happy-dom
import { i18n } from '@mall/client/lib/i18n';
import { envelope } from '@mall/client/lib/test-envelope';
import { ErrorCode, type PurchaseOrderDetail, type VendorDetail } from '@mall/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/test-render';
import WorkstationPage from '../pages/workstation-page';
import { STEELWORKS } from './vendors-test-data';
import { serveWorkstation } from './workstation-test-kit';

const VENDOR: VendorDetail = {
  ...STEELWORKS,
  services: 4.8,
  entered_at: '2019-04-01T00:00:00.000Z',
  catalog: 'Fasteners, steel wire',
  product_count: 12,
  purchase_orders: [
    {
      id: 41,
      number: 'PO-2026-0041',
      po_number: 'ACME-77',
      status: 'open',
      progress: 'partly_shipped',
      currency: 'USD',
      amount: '1250.50',
      line_count: 2,
      created_at: '2026-03-02T08:00:00.000Z',
    },
    {
      id: 40,
      number: 'PO-2026-0040',
      po_number: '',
      status: 'cancelled',
      progress: 'to_ship',
      currency: 'CNY',
      amount: '8000.00',
      line_count: 1,
      created_at: '2026-01-05T08:00:00.000Z',
    },
  ],
};

/** The order the first link opens, with nothing on it but its head. */
const ORDER = {
  ...VENDOR.purchase_orders[0],
  total: '1250.50',
  paid: '0.00',
  due: '1250.50',
  proforma_invoice_id: 9,
  proforma_invoice_number: 'PI-2026-0009',
  deposit_due: '0.00',
  deposit_paid: '0.00',
  cancel_reason: null,
  lines: [],
  payments: [],
  shipments: [],
} as unknown as PurchaseOrderDetail;

let known: boolean;
serveWorkstation(serve);

async function serve(url: URL): Promise<Response | undefined> {
  if (url.pathname === '/api/buyer/v1/vendors/detail')
    return known ? envelope(VENDOR) : envelope(null, ErrorCode.VENDOR_NOT_FOUND, 'not found');
  if (url.pathname === '/api/buyer/v1/purchase_orders/detail') return envelope(ORDER);
}

beforeEach(() => {
  known = true;
});

describe('the vendor drawer', () => {
  it("shows the figures and the store's facts, its products counted but not linked (no desktop store page)", async () => {
    renderPage(createElement(WorkstationPage), '/?tab=vendors&vendor=S100');
    const drawer = await screen.findByTestId('vendor-drawer');
    expect(within(drawer).getByTestId('vendor-on-time').textContent).toBe(
      '67 %2 of 3 shipments sent by the planned day',
    );
    expect(within(drawer).getByText('12 products')).toBeTruthy();
    expect(within(drawer).getByText('Open after-sales cases')).toBeTruthy();
    expect(within(drawer).getByTestId('vendor-after-sales').textContent).toBe('2 open cases');
    expect(within(drawer).getByText('4.8 / 5')).toBeTruthy();
    expect(within(drawer).getByText('Fasteners, steel wire')).toBeTruthy();
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['PO-2026-0041', 'PO-2026-0040']);
  });

  it("opens each order in the Purchase orders tab's drawer", async () => {
    renderPage(createElement(WorkstationPage), '/?tab=vendors&vendor=S100');
    const drawer = await screen.findByTestId('vendor-drawer');
    const first = within(drawer).getByRole('row', { name: /PO-2026-0041/ });
    expect(within(first).getByText('ACME-77')).toBeTruthy();
    expect(within(first).getByText('Partly shipped')).toBeTruthy();
    expect(within(first).getByText('$1,250.50')).toBeTruthy();
    expect(within(first).getByText('2 lines')).toBeTruthy();
    expect(within(drawer).getByRole('row', { name: /PO-2026-0040/ }).textContent).toContain('CN¥8,000.00');

    fireEvent.click(within(drawer).getByRole('link', { name: 'PO-2026-0041' }));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=purchaseOrders&open=41');
    expect(await screen.findByTestId('purchase-order-drawer')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Purchase orders');
    expect(screen.queryByTestId('vendor-drawer')).toBeNull();
  });

  it('says so when the buyer never bought from the store, and goes back to the vendors', async () => {
    known = false;
    renderPage(createElement(WorkstationPage), '/?tab=vendors&vendor=S999');
    expect(await screen.findByText('You have no purchase order with this store yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to vendors' }));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=vendors');
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderPage(createElement(WorkstationPage), '/?tab=vendors&vendor=S100');
    const drawer = await screen.findByTestId('vendor-drawer');
    for (const text of [
      '店铺信息',
      '您与该供应商的采购订单',
      '综合服务',
      '12 件商品',
      '2 行',
      '部分发货',
      '处理中的售后单',
      '2 张处理中',
    ])
      expect(within(drawer).getByText(text)).toBeTruthy();
  });
});
