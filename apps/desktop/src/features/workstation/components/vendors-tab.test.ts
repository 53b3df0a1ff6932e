// @vitest-environment happy-dom
import { i18n } from '@mall/client/lib/i18n';
import { envelope } from '@mall/client/lib/test-envelope';
import type { VendorSummary } from '@mall/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/test-render';
import WorkstationPage from '../pages/workstation-page';
import { VendorsTab } from './vendors-tab';
import { NEWCOMER, STEELWORKS } from './vendors-test-data';
import { serveWorkstation } from './workstation-test-kit';

const fetchMock = serveWorkstation(serve);
let vendors: VendorSummary[];

/** The fake server: the vendors (favourites filtered as the contract says), no documents. */
async function serve(url: URL, init?: RequestInit): Promise<Response | undefined> {
  if (url.pathname === '/api/buyer/v1/vendors/favourite') {
    const body = JSON.parse(String(init?.body)) as { shop_code: string; favourite: boolean };
    const vendor = vendors.find((v) => v.shop_code === body.shop_code) as VendorSummary;
    vendor.favourite = body.favourite;
    return envelope(vendor);
  }
  if (url.pathname === '/api/buyer/v1/vendors') {
    const list = url.searchParams.get('favourite') === '1' ? vendors.filter((v) => v.favourite) : vendors;
    return envelope({ list, total: list.length, page: 1, pageSize: 20 });
  }
}

const vendorCalls = () =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://mall.test'), init }))
    .filter(({ url }) => url.pathname.startsWith('/api/buyer/v1/vendors'));

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => {
  vendors = [structuredClone(STEELWORKS), structuredClone(NEWCOMER)];
});

describe('the Vendors tab', () => {
  it('shows each currency spent on its own line, and rates only where there is something to count', async () => {
    renderPage(createElement(VendorsTab), '/?tab=vendors');
    const steel = await waitFor(() => rowOf('Ningbo Steelworks'));
    const spend = [...within(steel).getByTestId('vendor-spend').querySelectorAll('li')].map((li) => li.textContent);
    expect(spend).toEqual(['$1,250.50', 'CN¥8,000.00']);
    expect(within(steel).getByText('4.6 / 5')).toBeTruthy();
    expect(within(steel).getByTestId('vendor-on-time').textContent).toBe(
      '67 %: 2 of 3 shipments sent by the planned day',
    );
    expect(within(steel).getByTestId('vendor-rejection').textContent).toBe('13 %: 1 of 8 received refused');
    expect(within(steel).getByTestId('vendor-after-sales').textContent).toBe('2 open cases');

    const newcomer = rowOf('Xiamen Fasteners');
    expect(within(newcomer).getByTestId('vendor-on-time').textContent).toBe('No shipments yet');
    expect(within(newcomer).getByTestId('vendor-rejection').textContent).toBe('Nothing received yet');
    expect(within(newcomer).getByTestId('vendor-after-sales').textContent).toBe('None open');
    expect(within(newcomer).getByText('4.0 / 5')).toBeTruthy();
  });

  it('marks and unmarks a favourite with the star, saying whose star it is', async () => {
    renderPage(createElement(VendorsTab), '/?tab=vendors');
    const star = await screen.findByRole('button', { name: 'Add Xiamen Fasteners to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(
      screen.getByRole('button', { name: 'Remove Ningbo Steelworks from favourites' }).getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(star);
    await waitFor(() => expect(vendorCalls().some(({ init }) => init?.method === 'POST')).toBe(true));
    const post = vendorCalls().find(({ init }) => init?.method === 'POST');
    expect(post?.url.pathname).toBe('/api/buyer/v1/vendors/favourite');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ shop_code: 'S200', favourite: true });
    // The list is read again, and the star follows.
    const pressed = await screen.findByRole('button', { name: 'Remove Xiamen Fasteners from favourites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    // The saved message's code loads with it (app/notify.ts): loaded here, not past the file's end.
    await import('antd/es/message');
  });

  it('asks the server for favourites only, keeps the filter in the address, and offers all vendors when none', async () => {
    vendors[0] = { ...STEELWORKS, favourite: false };
    renderPage(createElement(VendorsTab), '/?tab=vendors');
    await screen.findByText('Ningbo Steelworks');
    expect(vendorCalls()[0]?.url.searchParams.get('favourite')).toBeNull();

    fireEvent.click(within(screen.getByTestId('vendors-filter')).getByText('Favourites'));
    await screen.findByText('No favourite vendors yet. Mark a vendor with the star to find it here first.');
    expect(screen.getByTestId('location').textContent).toBe('/?tab=vendors&filter=favourites');
    expect(vendorCalls().at(-1)?.url.searchParams.get('favourite')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Show all vendors' }));
    await screen.findByText('Ningbo Steelworks');
    expect(screen.getByTestId('location').textContent).toBe('/?tab=vendors');
  });

  it('sends a buyer without vendors shopping', async () => {
    vendors = [];
    renderPage(createElement(VendorsTab), '/?tab=vendors');
    fireEvent.click(await screen.findByRole('button', { name: 'Go shopping' }));
    expect(screen.getByTestId('location').textContent).toBe('/homePage');
  });

  it('opens a vendor in a drawer named in the address', async () => {
    renderPage(createElement(VendorsTab), '/?tab=vendors&page=1');
    fireEvent.click(await screen.findByTestId('vendor-open-S100'));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=vendors&vendor=S100');
  });

  it('is a tab of the workstation, in both languages', async () => {
    renderPage(createElement(WorkstationPage), '/?tab=vendors');
    expect((await screen.findByTestId('tab-vendors')).textContent).toBe('Vendors');
    await screen.findByText('Ningbo Steelworks');
    expect(screen.getByRole('columnheader', { name: 'On-time delivery' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'After-sales' })).toBeTruthy();
    cleanup();

    await i18n.changeLanguage('zh-Hans');
    renderPage(createElement(WorkstationPage), '/?tab=vendors');
    expect((await screen.findByTestId('tab-vendors')).textContent).toBe('供应商');
    const newcomer = await waitFor(() => rowOf('Xiamen Fasteners'));
    for (const header of ['供应商', '评分', '采购金额', '订单', '准时交货率', '拒收率', '售后', '最近下单'])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(newcomer).getByTestId('vendor-on-time').textContent).toBe('暂无发货');
    expect(within(newcomer).getByTestId('vendor-rejection').textContent).toBe('暂无收货');
    expect(within(newcomer).getByTestId('vendor-after-sales').textContent).toBe('无');
    expect(within(rowOf('Ningbo Steelworks')).getByTestId('vendor-after-sales').textContent).toBe('2 张处理中');
    expect(within(rowOf('Ningbo Steelworks')).getByTestId('vendor-on-time').textContent).toBe(
      '67%: 已发 3 批中 2 批按计划日期发出',
    );
    expect(screen.getByText('全部供应商')).toBeTruthy();
  });
});
