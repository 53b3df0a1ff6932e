// @vitest-environment happy-dom
import { i18n } from '@mall/client/lib/i18n';
import { envelope } from '@mall/client/lib/test-envelope';
import type { PurchasePlanSummary } from '@mall/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/test-render';
import WorkstationPage from '../pages/workstation-page';
import { PurchasePlansTab } from './purchase-plans-tab';
import { APPROVED, DRAFT, SUBMITTED, summaryOf } from './purchase-plans-test-data';
import { serveWorkstation } from './workstation-test-kit';

const fetchMock = serveWorkstation(serve);
let plans: PurchasePlanSummary[];
let failing: boolean;

/** The fake server: the plans (filtered by state as the contract says), no other documents. */
async function serve(url: URL): Promise<Response | undefined> {
  if (url.pathname === '/api/buyer/v1/purchase_plans') {
    if (failing) return new Response('', { status: 503 });
    const status = url.searchParams.get('status');
    const list = status === 'all' ? plans : plans.filter((plan) => plan.status === status);
    return envelope({ list, total: list.length, page: 1, pageSize: 20 });
  }
}

const planCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://mall.test'))
    .filter((url) => url.pathname === '/api/buyer/v1/purchase_plans');

const rowOf = (number: string) => screen.getByText(number).closest('tr') as HTMLElement;
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
const renderTab = (path: string) => renderPage(createElement(App, null, createElement(PurchasePlansTab)), path);

beforeEach(() => {
  plans = [summaryOf(APPROVED), summaryOf(SUBMITTED), summaryOf(DRAFT)];
  failing = false;
});

describe('the Purchase plans tab', () => {
  it('shows each plan with its project, day, state, progress (approved only), lines and target total', async () => {
    renderTab('/?tab=purchasePlans');
    const approved = await waitFor(() => rowOf('PP-2026-000013'));
    expect(cellTexts(approved)).toEqual([
      'PP-2026-000013',
      'Site B fit-out, phase 1',
      'Site B',
      '30 Jun 2099',
      'ApprovedPartly received',
      '2 lines',
      'CN¥1,250.50',
      '1 Mar 2026',
    ]);
    const submitted = rowOf('PP-2026-000012');
    expect(within(submitted).getByTestId('plan-status').textContent).toBe('Waiting for approval');
    expect(within(submitted).queryByTestId('plan-progress')).toBeNull();
    expect(within(submitted).getByTestId('plan-target').textContent).toBe('$480.00');
    const draft = rowOf('PP-2026-000011');
    expect(cellTexts(draft).slice(1, 7)).toEqual([
      'Office chairs',
      'General',
      '30 Jun 2099',
      'Draft',
      '1 line',
      'No target price',
    ]);
  });

  it('asks the server for the plans of the state chosen, keeps it in the address, and offers them all when none', async () => {
    renderTab('/?tab=purchasePlans');
    await screen.findByText('PP-2026-000013');
    expect(planCalls()[0]?.searchParams.get('status')).toBe('all');

    fireEvent.click(within(screen.getByTestId('plans-filter')).getByText('Waiting for approval'));
    await waitFor(() => expect(screen.queryByText('PP-2026-000013')).toBeNull());
    expect(screen.getByText('PP-2026-000012')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/?tab=purchasePlans&filter=submitted');
    expect(planCalls().at(-1)?.searchParams.get('status')).toBe('submitted');

    fireEvent.click(within(screen.getByTestId('plans-filter')).getByText('Cancelled'));
    await screen.findByText('No plans in this state.');
    expect(planCalls().at(-1)?.searchParams.get('status')).toBe('cancelled');
    fireEvent.click(screen.getByRole('button', { name: 'Show all plans' }));
    await screen.findByText('PP-2026-000013');
    expect(screen.getByTestId('location').textContent).toBe('/?tab=purchasePlans');
  });

  it('opens a plan in its drawer named in the address', async () => {
    renderTab('/?tab=purchasePlans&filter=approved');
    fireEvent.click(await screen.findByTestId('plan-open-13'));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=purchasePlans&filter=approved&open=13');
  });

  it('leads a buyer without plans to a new one, its form named in the address', async () => {
    plans = [];
    renderTab('/?tab=purchasePlans');
    const empty = await screen.findByText(
      'No purchase plans yet. Plan what a project needs, then ask for prices or buy it line by line.',
    );
    fireEvent.click(within(empty.closest('.ant-empty') as HTMLElement).getByRole('button', { name: /New plan/ }));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=purchasePlans&edit=new');
    expect(await screen.findByTestId('plan-form')).toBeTruthy();
  });

  it('says when the plans could not be read, and reads them again on request', async () => {
    failing = true;
    renderTab('/?tab=purchasePlans');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByText('PP-2026-000013')).toBeTruthy();
  });

  it('is a tab of the workstation after the proforma invoices, in both languages', async () => {
    renderPage(createElement(App, null, createElement(WorkstationPage)), '/?tab=purchasePlans');
    expect((await screen.findByTestId('tab-purchasePlans')).textContent).toBe('Purchase plans');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.indexOf('Purchase plans')).toBe(tabs.indexOf('Proforma invoices') + 1);
    await screen.findByText('PP-2026-000013');
    cleanup();

    await i18n.changeLanguage('zh-Hans');
    renderPage(createElement(App, null, createElement(WorkstationPage)), '/?tab=purchasePlans');
    expect((await screen.findByTestId('tab-purchasePlans')).textContent).toBe('采购计划');
    const approved = await waitFor(() => rowOf('PP-2026-000013'));
    for (const header of ['计划名称', '项目', '需求日期', '明细', '目标总额'])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(approved).getByTestId('plan-status').textContent).toBe('已审批');
    expect(within(approved).getByTestId('plan-progress').textContent).toBe('部分收货');
    expect(within(approved).getByText('2 条明细')).toBeTruthy();
    expect(within(rowOf('PP-2026-000011')).getByText('无目标价')).toBeTruthy();
    expect(within(screen.getByTestId('plans-filter')).getByText('待审批')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新建计划/ })).toBeTruthy();
  });
});
