import '../../../app/antd-mobile-react19';
import { i18n } from '@mall/client/lib/i18n';
import { formatDate } from '@mall/client/lib/locale';
import { PAGES, type PurchasePlanSummary } from '@mall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../lib/fake-api';
import { envelope, renderRoutedPage } from '../../../lib/test-render';
import PurchasePlansPage from './purchase-plans-page';
import { APPROVED, DRAFT, SUBMITTED, summaryOf } from './purchase-plans-test-data';

/** What the fake server holds, and whether it fails. */
let plans: PurchasePlanSummary[];
let failing: boolean;

const api = fakeApi((url) => {
  if (failing) return new Response('', { status: 500 });
  if (url.pathname !== '/api/buyer/v1/purchase_plans') throw new Error(`unexpected call ${url.pathname}`);
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const status = url.searchParams.get('status');
  const kept = status === 'all' ? plans : plans.filter((plan) => plan.status === status);
  return envelope({ list: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length, page, pageSize });
});

/** The filter of each page of plans asked for. */
const planFilters = () => api.queries('/api/buyer/v1/purchase_plans');

const cards = () => screen.getAllByTestId('plan-card');
const card = (id: number) => {
  const found = cards().find((element) => element.getAttribute('data-id') === String(id));
  if (!found) throw new Error(`no card of plan ${id}`);
  return within(found);
};
const location = () => screen.getByTestId('location').textContent;

const renderPlans = (path: string = PAGES.purchasePlans.route) => renderRoutedPage(PurchasePlansPage, path);

beforeEach(() => {
  plans = [APPROVED, SUBMITTED, DRAFT].map(summaryOf);
  failing = false;
});

describe('purchase plans page', () => {
  it('shows each plan with its state, project, date, lines and target total, in English', async () => {
    renderPlans();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const approved = card(APPROVED.id);
    expect(approved.getByText('PP-2026-000013')).toBeTruthy();
    expect(approved.getByText('Site B fit-out, phase 1')).toBeTruthy();
    expect(approved.getByTestId('plan-status').textContent).toBe('Approved');
    expect(approved.getByTestId('plan-progress').textContent).toBe('Partly received');
    expect(approved.getByTestId('plan-project').textContent).toBe('Project Site B');
    expect(approved.getByTestId('plan-needed-by').textContent).toBe(`Needed by ${formatDate('2099-03-01', 'en')}`);
    expect(approved.getByTestId('plan-line-count').textContent).toBe('3 lines');
    expect(approved.getByTestId('plan-target-total').textContent).toBe('$1,290.00');

    const submitted = card(SUBMITTED.id);
    expect(submitted.getByTestId('plan-status').textContent).toBe('Waiting for approval');
    // Only an approved plan is followed through its orders.
    expect(submitted.queryByTestId('plan-progress')).toBeNull();
    expect(submitted.getByTestId('plan-target-total').textContent).toBe('CN¥8,800.00');

    const draft = card(DRAFT.id);
    expect(draft.getByTestId('plan-project').textContent).toBe('Project General');
    expect(draft.getByTestId('plan-target-total').textContent).toBe('No target price');

    expect(screen.getByTestId('plans-end').textContent).toBe('That is every plan.');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Draft',
      'Waiting for approval',
      'Approved',
      'Cancelled',
    ]);
    expect(planFilters()).toEqual([{ status: 'all' }]);
  });

  it('shows them in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderPlans();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const approved = card(APPROVED.id);
    expect(approved.getByTestId('plan-status').textContent).toBe('已审批');
    expect(approved.getByTestId('plan-progress').textContent).toBe('部分收货');
    expect(approved.getByTestId('plan-project').textContent).toBe('项目 Site B');
    expect(approved.getByTestId('plan-line-count').textContent).toBe('3 条明细');
    expect(approved.getByTestId('plan-target-total').textContent).toBe('US$1,290.00');
    expect(card(DRAFT.id).getByTestId('plan-target-total').textContent).toBe('无目标价');
    expect(screen.getByTestId('plans-end').textContent).toBe('已显示全部计划。');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部',
      '草稿',
      '待审批',
      '已审批',
      '已取消',
    ]);
    expect(screen.getByTestId('plans-new').textContent).toBe('新建计划');
  });

  it('asks for the plans of the tab chosen, and keeps the tab in the URL', async () => {
    renderPlans();
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(screen.getByRole('tab', { name: 'Draft' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]?.getAttribute('data-status')).toBe('draft');
    expect(planFilters()).toEqual([{ status: 'all' }, { status: 'draft' }]);
    expect(location()).toBe(`${PAGES.purchasePlans.route}?status=draft`);

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(location()).toBe(PAGES.purchasePlans.route);
  });

  it('keeps the status the URL names', async () => {
    renderPlans(`${PAGES.purchasePlans.route}?status=approved`);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(planFilters()).toEqual([{ status: 'approved' }]);
    const tab = screen.getByTestId('plans-tab-approved').querySelector('[role="tab"]');
    expect(tab?.getAttribute('aria-selected')).toBe('true');
  });

  it('opens a plan from its card, and the form from the New plan button', async () => {
    renderPlans();
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(card(DRAFT.id).getByRole('link'));
    expect(location()).toBe(`${PAGES.purchasePlanDetail.route}?id=${DRAFT.id}`);
  });

  it('offers a new plan from the bottom bar', async () => {
    renderPlans();
    fireEvent.click(screen.getByRole('button', { name: 'New plan' }));
    expect(location()).toBe(PAGES.purchasePlanForm.route);
  });

  it('says when there is no plan yet, or none in a state, with the way to make one', async () => {
    plans = [];
    renderPlans();
    const empty = await screen.findByTestId('plans-empty');
    expect(empty.textContent).toContain('No purchase plans yet.');
    expect(screen.queryByTestId('plans-end')).toBeNull();
    fireEvent.click(within(empty).getByRole('button', { name: 'New plan' }));
    expect(location()).toBe(PAGES.purchasePlanForm.route);
  });

  it('says when no plan is in the state chosen', async () => {
    renderPlans(`${PAGES.purchasePlans.route}?status=cancelled`);
    expect((await screen.findByTestId('plans-empty')).textContent).toContain('No plans in this state.');
  });

  it('shows the loading row while pages remain, and the end only once all are shown', async () => {
    plans = Array.from({ length: 25 }, (_, index) => ({ ...summaryOf(DRAFT), id: 100 + index }));
    renderPlans();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.getByText(/Loading more/)).toBeTruthy();
    expect(screen.queryByTestId('plans-end')).toBeNull();
  });

  it('shows a skeleton first, and offers a retry when the plans cannot be read', async () => {
    failing = true;
    renderPlans();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(await screen.findByText('The plans could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });
});
