import '../../../app/antd-mobile-react19';
import { i18n } from '@mall/client/lib/i18n';
import { formatDate } from '@mall/client/lib/locale';
import { ErrorCode, PAGES, type VendorDetail } from '@mall/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../lib/fake-api';
import { envelope, renderRoutedPage } from '../../../lib/test-render';
import VendorDetailPage from './vendor-detail-page';
import { NEW_VENDOR, NINGBO } from './vendors-test-data';

/** What the fake server holds, and whether it fails. */
let vendors: VendorDetail[];
let failing: boolean;

const api = fakeApi((url, init) => {
  if (failing) return new Response('', { status: 500 });
  if (url.pathname === '/api/buyer/v1/vendors/favourite') {
    const body = JSON.parse(String(init?.body)) as { shop_code: string; favourite: boolean };
    vendors = vendors.map((vendor) =>
      vendor.shop_code === body.shop_code ? { ...vendor, favourite: body.favourite } : vendor,
    );
    return envelope(vendors.find((vendor) => vendor.shop_code === body.shop_code));
  }
  if (url.pathname !== '/api/buyer/v1/vendors/detail') throw new Error(`unexpected call ${url.pathname}`);
  const vendor = vendors.find((known) => known.shop_code === url.searchParams.get('shop_code'));
  return vendor ? envelope(vendor) : envelope(null, ErrorCode.VENDOR_NOT_FOUND, 'no such vendor');
});

const favouriteBodies = () => api.jsonBodies('/api/buyer/v1/vendors/favourite');

const location = () => screen.getByTestId('location').textContent;
const orders = () => screen.getAllByTestId('vendor-order');

const renderVendor = (shopCode: string) =>
  renderRoutedPage(VendorDetailPage, `${PAGES.vendorDetail.route}?shop_code=${shopCode}`);

// The toast's code is loaded when first shown; loaded here, it does not count against the waits below.
beforeAll(async () => {
  await import('antd-mobile/es/components/toast');
});

beforeEach(() => {
  vendors = [NINGBO, NEW_VENDOR];
  failing = false;
});

describe('vendor detail page', () => {
  it("shows the vendor's figures, store and orders, in English", async () => {
    renderVendor('NB001');
    await screen.findByTestId('vendor-detail');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Ningbo Fasteners');
    expect(screen.getByText('Score 4.6 / 5')).toBeTruthy();
    expect(screen.getAllByTestId('vendor-spend').map((amount) => amount.textContent)).toEqual([
      'CN¥12,500.00',
      '$830.50',
    ]);
    expect(screen.getByTestId('vendor-orders').textContent).toBe('2 orders');
    expect(screen.getByTestId('vendor-on-time').textContent).toBe('75 %3 of 4 shipments sent by the planned day');
    expect(screen.getByTestId('vendor-rejection').textContent).toBe('3 %6 of 200 received refused');
    expect(screen.getByTestId('vendor-open-after-sales').textContent).toBe('1 open case');
    expect(screen.getByRole('link', { name: '1 open case' }).getAttribute('href')).toContain(PAGES.afterSales.route);
    expect(screen.getByTestId('vendor-first-order').textContent).toBe(formatDate(NINGBO.first_order_at, 'en'));
    expect(screen.getByTestId('vendor-last-order').textContent).toBe(formatDate(NINGBO.last_order_at, 'en'));

    const store = within(screen.getByTestId('vendor-store'));
    for (const text of ['4.6', '4.8', formatDate('2019-03-15', 'en'), 'ISO 9001', 'Bolts, nuts, washers']) {
      expect(store.getByText(text)).toBeTruthy();
    }
    const products = screen.getByRole('link', { name: 'Products of this store 128 products' });
    expect(products.getAttribute('href')).toBe(`${PAGES.store.route}?shop_code=NB001`);

    expect(orders().map((order) => order.textContent)).toEqual([
      `PO-2026-0041Partly shippedYour PO: ACME-778Ordered ${formatDate('2026-11-20', 'en')}3 lines$830.50`,
      `PO-2026-0033ReceivedOrdered ${formatDate('2026-09-02', 'en')}1 lineCN¥12,500.00`,
      `PO-2026-0030CancelledOrdered ${formatDate('2026-08-30', 'en')}2 linesCN¥400.00`,
    ]);
    expect(orders().map((order) => within(order).getByRole('link').getAttribute('href'))).toEqual([
      `${PAGES.purchaseOrderDetail.route}?id=41`,
      `${PAGES.purchaseOrderDetail.route}?id=33`,
      `${PAGES.purchaseOrderDetail.route}?id=30`,
    ]);
    fireEvent.click(within(orders()[0] as HTMLElement).getByRole('link'));
    expect(location()).toBe(`${PAGES.purchaseOrderDetail.route}?id=41`);
  });

  it('shows them in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderVendor('NB001');
    await screen.findByTestId('vendor-detail');
    expect(screen.getByText('评分 4.6 / 5')).toBeTruthy();
    expect(screen.getByTestId('vendor-orders').textContent).toBe('2 张订单');
    expect(screen.getByTestId('vendor-on-time').textContent).toBe('75%已发 4 批中 3 批按计划日期发出');
    expect(screen.getByTestId('vendor-rejection').textContent).toBe('3%已验收 200 件中拒收 6 件');
    expect(screen.getByTestId('vendor-open-after-sales').textContent).toBe('1 张处理中');
    expect(screen.getByRole('heading', { name: '与该供应商的往来' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '店铺信息' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '您与该供应商的采购订单' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '该店铺的商品 128 件商品' })).toBeTruthy();
    expect(orders()[0]?.textContent).toBe(
      `PO-2026-0041部分发货您的采购单号：ACME-778下单于 ${formatDate('2026-11-20', 'zh-Hans')}3 行US$830.50`,
    );
    expect(screen.getByRole('button', { name: '收藏Ningbo Fasteners' })).toBeTruthy();
  });

  it('says what is missing before anything was sent or received', async () => {
    renderVendor('SZ002');
    await screen.findByTestId('vendor-detail');
    expect(screen.getByTestId('vendor-orders').textContent).toBe('1 order');
    expect(screen.getByTestId('vendor-on-time').textContent).toBe('No shipments yet');
    expect(screen.getByTestId('vendor-rejection').textContent).toBe('Nothing received yet');
    expect(screen.getByTestId('vendor-open-after-sales').textContent).toBe('None open');
    expect(screen.getByRole('link', { name: 'Products of this store 1 product' })).toBeTruthy();
    expect(orders()[0]?.textContent).toContain('1 line');
    // Facts the store left empty are left out, label and all.
    const store = within(screen.getByTestId('vendor-store'));
    expect(store.queryByText('Qualification')).toBeNull();
    expect(store.getByText('Sells')).toBeTruthy();
  });

  it('marks the vendor a favourite and unmarks it, with the star showing it', async () => {
    renderVendor('NB001');
    await screen.findByTestId('vendor-detail');
    const star = screen.getByRole('button', { name: 'Add Ningbo Fasteners to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(await screen.findByText('Added to favourites')).toBeTruthy();
    const marked = screen.getByRole('button', { name: 'Remove Ningbo Fasteners from favourites' });
    expect(marked.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(marked);
    expect(await screen.findByText('Removed from favourites')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Ningbo Fasteners to favourites' })).toBeTruthy();
    expect(favouriteBodies()).toEqual([
      { shop_code: 'NB001', favourite: true },
      { shop_code: 'NB001', favourite: false },
    ]);
  });

  it('says when the store is not a vendor of the buyer, with the way back', async () => {
    renderVendor('XX999');
    expect((await screen.findByTestId('vendor-not-found')).textContent).toContain(
      'You have no purchase order with this store yet.',
    );
    // The page says it itself: no toast of the error besides.
    expect(screen.queryByText('no such vendor')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to vendors' }));
    expect(location()).toBe(PAGES.vendors.route);
  });

  it('says it in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderVendor('XX999');
    expect((await screen.findByTestId('vendor-not-found')).textContent).toContain('您尚未向该店铺下过采购订单。');
    expect(screen.getByRole('button', { name: '返回供应商' })).toBeTruthy();
  });

  it('calls a page without a shop code not found, without asking', async () => {
    renderRoutedPage(VendorDetailPage, PAGES.vendorDetail.route);
    expect(await screen.findByTestId('vendor-not-found')).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when the vendor cannot be read', async () => {
    failing = true;
    renderVendor('NB001');
    await screen.findByTestId('load-failed');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('vendor-detail');
  });
});
