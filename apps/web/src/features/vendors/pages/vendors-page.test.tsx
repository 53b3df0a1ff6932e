import '../../../app/antd-mobile-react19';
import { i18n } from '@mall/client/lib/i18n';
import { formatDate } from '@mall/client/lib/locale';
import { PAGES, type VendorDetail, type VendorSummary } from '@mall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../lib/fake-api';
import { envelope, renderRoutedPage } from '../../../lib/test-render';
import VendorsPage from './vendors-page';
import { NEW_VENDOR, NINGBO as NINGBO_DETAIL } from './vendors-test-data';

/** The list's part of a vendor's page. */
function summaryOf({
  services,
  entered_at,
  catalog,
  product_count,
  purchase_orders,
  ...summary
}: VendorDetail): VendorSummary {
  return summary;
}
/** A favourite with a logo, figures in two currencies and both rates. */
const NINGBO: VendorSummary = {
  ...summaryOf(NINGBO_DETAIL),
  logo: '/media/uploads/00112233445566778899aabbccddeeff',
  favourite: true,
  order_count: 3,
};
/** A new vendor with no logo: nothing has left it or been received from it yet. */
const SHENZHEN: VendorSummary = {
  ...summaryOf(NEW_VENDOR),
  name: 'shenzhen Tools',
  score: 3.9,
  first_order_at: '2026-11-18T08:00:00.000Z',
  last_order_at: '2026-11-18T08:00:00.000Z',
};

/** What the fake server holds, and whether it fails. */
let vendors: VendorSummary[];
let failing: boolean;

const api = fakeApi((url, init) => {
  if (failing) return new Response('', { status: 500 });
  if (url.pathname === '/api/buyer/v1/vendors/favourite') {
    const body = JSON.parse(String(init?.body)) as { shop_code: string; favourite: boolean };
    const shopCode = body.shop_code;
    vendors = vendors.map((vendor) =>
      vendor.shop_code === shopCode ? { ...vendor, favourite: body.favourite } : vendor,
    );
    return envelope(vendors.find((vendor) => vendor.shop_code === shopCode));
  }
  if (url.pathname !== '/api/buyer/v1/vendors') throw new Error(`unexpected call ${url.pathname}`);
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const kept = url.searchParams.get('favourite') === '1' ? vendors.filter((vendor) => vendor.favourite) : vendors;
  return envelope({ list: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length, page, pageSize });
});

/** The filter of each page of vendors asked for. */
const vendorFilters = () => api.queries('/api/buyer/v1/vendors');
/** The bodies sent to mark or unmark favourites. */
const favouriteBodies = () => api.jsonBodies('/api/buyer/v1/vendors/favourite');

const cards = () => screen.getAllByTestId('vendor-card');
const card = (shopCode: string) => {
  const found = cards().find((element) => element.getAttribute('data-shop') === shopCode);
  if (!found) throw new Error(`no card of ${shopCode}`);
  return within(found);
};
const location = () => screen.getByTestId('location').textContent;

const renderVendors = (path: string = PAGES.vendors.route) => renderRoutedPage(VendorsPage, path);

// The toast's code is loaded when first shown; loaded here, it does not count against the waits below.
beforeAll(async () => {
  await import('antd-mobile/es/components/toast');
});

beforeEach(() => {
  vendors = [NINGBO, SHENZHEN];
  failing = false;
});

describe('vendors page', () => {
  it("shows each vendor's figures, each currency on its own, in English", async () => {
    renderVendors();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const ningbo = card('NB001');
    expect(ningbo.getByText('Ningbo Fasteners')).toBeTruthy();
    expect(ningbo.getByText('Score 4.6 / 5')).toBeTruthy();
    expect(ningbo.getAllByTestId('vendor-spend').map((amount) => amount.textContent)).toEqual([
      'CN¥12,500.00',
      '$830.50',
    ]);
    expect(ningbo.getByTestId('vendor-orders').textContent).toBe('Orders3');
    expect(ningbo.getByTestId('vendor-on-time').textContent).toBe('On-time delivery75 %');
    expect(ningbo.getByTestId('vendor-rejection').textContent).toBe('Rejection rate3 %');
    expect(ningbo.getByTestId('vendor-last-order').textContent).toBe(
      `Latest order ${formatDate(NINGBO.last_order_at, 'en')}`,
    );
    // The operator's upload, at the width its box is drawn.
    const logo = ningbo.getByTestId('vendor-logo').querySelector('img');
    expect(logo?.getAttribute('src')).toBe(`${NINGBO.logo}/240`);
    expect(logo?.getAttribute('sizes')).toBe('56px');
    expect(logo?.getAttribute('srcset')).toContain(`${NINGBO.logo}/120 120w, ${NINGBO.logo}/240 240w`);

    const shenzhen = card('SZ002');
    // No logo: the first letter of the name stands for it.
    expect(shenzhen.getByTestId('vendor-logo').textContent).toBe('S');
    expect(shenzhen.getAllByTestId('vendor-spend').map((amount) => amount.textContent)).toEqual(['$99.00']);
    expect(shenzhen.getByTestId('vendor-on-time').textContent).toBe('On-time deliveryNo shipments yet');
    expect(shenzhen.getByTestId('vendor-rejection').textContent).toBe('Rejection rateNothing received yet');

    expect(screen.getByTestId('vendors-end').textContent).toBe('That is every vendor.');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All vendors', 'Favourites']);
    expect(vendorFilters()).toEqual([{}]);
  });

  it('shows them in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderVendors();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const ningbo = card('NB001');
    expect(ningbo.getByText('评分 4.6 / 5')).toBeTruthy();
    expect(ningbo.getAllByTestId('vendor-spend').map((amount) => amount.textContent)).toEqual([
      '¥12,500.00',
      'US$830.50',
    ]);
    expect(ningbo.getByTestId('vendor-orders').textContent).toBe('订单3');
    expect(ningbo.getByTestId('vendor-on-time').textContent).toBe('准时交货率75%');
    expect(ningbo.getByTestId('vendor-rejection').textContent).toBe('拒收率3%');
    expect(ningbo.getByTestId('vendor-last-order').textContent).toBe(
      `最近下单 ${formatDate(NINGBO.last_order_at, 'zh-Hans')}`,
    );
    expect(ningbo.getByRole('button', { name: '取消收藏Ningbo Fasteners' })).toBeTruthy();
    const shenzhen = card('SZ002');
    expect(shenzhen.getByTestId('vendor-on-time').textContent).toBe('准时交货率暂无发货');
    expect(shenzhen.getByTestId('vendor-rejection').textContent).toBe('拒收率暂无收货');
    expect(screen.getByTestId('vendors-end').textContent).toBe('已显示全部供应商。');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部供应商', '收藏']);
  });

  it("opens the vendor's page from its card", async () => {
    renderVendors();
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(card('SZ002').getByRole('link'));
    expect(location()).toBe(`${PAGES.vendorDetail.route}?shop_code=SZ002`);
  });

  it('marks a vendor a favourite and unmarks one, with the star showing it', async () => {
    renderVendors();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const star = card('SZ002').getByRole('button', { name: 'Add shenzhen Tools to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(await screen.findByText('Added to favourites')).toBeTruthy();
    const marked = card('SZ002').getByRole('button', { name: 'Remove shenzhen Tools from favourites' });
    expect(marked.getAttribute('aria-pressed')).toBe('true');
    expect(favouriteBodies()).toEqual([{ shop_code: 'SZ002', favourite: true }]);

    fireEvent.click(card('NB001').getByRole('button', { name: 'Remove Ningbo Fasteners from favourites' }));
    expect(await screen.findByText('Removed from favourites')).toBeTruthy();
    expect(card('NB001').getByRole('button', { name: 'Add Ningbo Fasteners to favourites' })).toBeTruthy();
    expect(favouriteBodies().at(-1)).toEqual({ shop_code: 'NB001', favourite: false });
  });

  it('asks for the favourites only when their tab is chosen, and for all again', async () => {
    renderVendors();
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]?.getAttribute('data-shop')).toBe('NB001');
    expect(vendorFilters()).toEqual([{}, { favourite: '1' }]);
    expect(location()).toBe(`${PAGES.vendors.route}?favourite=1`);

    fireEvent.click(screen.getByRole('tab', { name: 'All vendors' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(location()).toBe(PAGES.vendors.route);
  });

  it('keeps the favourites filter the URL names', async () => {
    renderVendors(`${PAGES.vendors.route}?favourite=1`);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(vendorFilters()).toEqual([{ favourite: '1' }]);
    const tab = screen.getByTestId('vendors-tab-favourites').querySelector('[role="tab"]');
    expect(tab?.getAttribute('aria-selected')).toBe('true');
  });

  it('says when there is no vendor yet, with the way to go shopping', async () => {
    vendors = [];
    renderVendors();
    expect((await screen.findByTestId('vendors-empty')).textContent).toContain(
      'No vendors yet. A store becomes your vendor with your first purchase order.',
    );
    expect(screen.queryByTestId('vendors-end')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go shopping' }));
    expect(location()).toBe(PAGES.home.route);
  });

  it('says when there is no favourite yet', async () => {
    vendors = [SHENZHEN];
    renderVendors(`${PAGES.vendors.route}?favourite=1`);
    expect((await screen.findByTestId('vendors-empty')).textContent).toContain(
      'No favourite vendors yet. Mark a vendor with the star to find it here first.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go shopping' }));
    expect(location()).toBe(PAGES.home.route);
  });

  it('shows the loading row while pages remain, and the end only once all are shown', async () => {
    vendors = Array.from({ length: 25 }, (_, index) => ({ ...SHENZHEN, shop_code: `S${index}` }));
    renderVendors();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.getByText(/Loading more/)).toBeTruthy();
    expect(screen.queryByTestId('vendors-end')).toBeNull();
  });

  it('shows a skeleton first, and offers a retry when the vendors cannot be read', async () => {
    failing = true;
    renderVendors();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    await screen.findByTestId('load-failed');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });
});
