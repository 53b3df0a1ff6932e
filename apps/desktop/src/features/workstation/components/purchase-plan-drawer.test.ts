// @vitest-environment happy-dom
import { i18n } from '@mall/client/lib/i18n';
import { envelope } from '@mall/client/lib/test-envelope';
import { ErrorCode, type PurchasePlanDetail, type PurchasePlanStatus } from '@mall/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/test-render';
import WorkstationPage from '../pages/workstation-page';
import { APPROVED, DRAFT, SUBMITTED } from './purchase-plans-test-data';
import { confirmDialog, postsOf, serveWorkstation } from './workstation-test-kit';

const fetchMock = serveWorkstation(serve);
let plans: Map<number, PurchasePlanDetail>;

/** A step moves the plan to its next state, as the server would. */
const NEXT: Record<string, PurchasePlanStatus> = { submit: 'submitted', approve: 'approved', cancel: 'cancelled' };

/** The fake server: the plans by id, their steps and conversions, nothing else. */
async function serve(url: URL, init?: RequestInit): Promise<Response | undefined> {
  if (url.pathname === '/api/buyer/v1/purchase_plans/detail') {
    const plan = plans.get(Number(url.searchParams.get('id')));
    return plan ? envelope(plan) : envelope(null, ErrorCode.PURCHASE_PLAN_NOT_FOUND, 'not found');
  }
  const step = /^\/api\/buyer\/v1\/purchase_plans\/(\w+)$/.exec(url.pathname)?.[1];
  if (step && init?.method === 'POST') {
    const body = JSON.parse(String(init.body)) as { id: number; line_ids?: number[] };
    const plan = plans.get(body.id) as PurchasePlanDetail;
    const status = NEXT[step];
    if (status) {
      plans.set(plan.id, { ...plan, status });
      return envelope(plans.get(plan.id));
    }
    return envelope({ plan, document_ids: step === 'to_rfq' ? [70] : [1] });
  }
}

const posts = () => postsOf(fetchMock);

const openPlan = async (id: number) => {
  renderPage(createElement(App, null, createElement(WorkstationPage)), `/?tab=purchasePlans&open=${id}`);
  return await screen.findByTestId('plan-drawer');
};
const lineOf = (drawer: HTMLElement, id: number) => drawer.querySelector(`tr[data-id="${id}"]`) as HTMLElement;

beforeEach(() => {
  plans = new Map([DRAFT, SUBMITTED, APPROVED].map((plan) => [plan.id, structuredClone(plan)]));
});

describe('the purchase plan drawer', () => {
  it('shows what each line has ordered and received, and the documents made from it', async () => {
    const drawer = await openPlan(13);
    const bolt = lineOf(drawer, 131);
    expect(within(bolt).getByTestId('plan-line-ordered').textContent).toBe('60 of 100 pieces ordered');
    expect(within(bolt).getByTestId('plan-line-received').textContent).toBe('40 of 100 pieces received');
    expect(within(bolt).getByText('CN¥12.50')).toBeTruthy();
    const bracket = lineOf(drawer, 132);
    expect(within(bracket).getByTestId('plan-line-ordered').textContent).toBe('0 of 20 sets ordered');
    expect(within(bracket).getByText('No target price')).toBeTruthy();
    // The buyer's own photograph of the part loads at the width its thumbnail is drawn.
    const photo = `/api/buyer/v1/file?id=${'a'.repeat(32)}`;
    const thumbnail = bracket.querySelector('img.plan-thumb') as HTMLImageElement;
    expect(thumbnail.getAttribute('src')).toBe(`${photo}&width=240`);
    expect(thumbnail.getAttribute('sizes')).toBe('88px');
    expect(thumbnail.getAttribute('srcset')).toContain(`${photo}&width=120 120w`);
    expect(within(drawer).getByTestId('plan-target').textContent).toBe('CN¥1,250.50');
    expect(within(drawer).getByText('Approved by Wang')).toBeTruthy();

    const links = (row: HTMLElement) =>
      within(row)
        .getAllByTestId('plan-link')
        .map((item) => [item.firstElementChild?.textContent, item.firstElementChild?.getAttribute('href')]);
    expect(links(bolt)).toEqual([
      ['Proforma invoice PI-2026-0009', null],
      ['Purchase order PO-2026-0041', '/?tab=purchaseOrders&open=41'],
      ['In the cart', '/shoppingCart'],
    ]);
    expect(links(bracket)).toEqual([
      ['RFQ 7', '/?open=7'],
      ['Quotation request 3', '/?tab=quotations'],
    ]);
  });

  it("opens a line's purchase order on its own tab", async () => {
    const drawer = await openPlan(13);
    fireEvent.click(within(drawer).getByRole('link', { name: 'Purchase order PO-2026-0041' }));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=purchaseOrders&open=41');
    await waitFor(() => expect(screen.queryByTestId('plan-drawer')).toBeNull());
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Purchase orders');
  });

  it('offers a draft its edit, submit and cancel; the edit opens the form in the address', async () => {
    const drawer = await openPlan(11);
    expect(within(drawer).queryByTestId('plan-approve')).toBeNull();
    expect(within(drawer).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(drawer).getByTestId('plan-submit'));
    await screen.findByText('Plan submitted for approval');
    expect(posts()).toEqual([{ path: '/api/buyer/v1/purchase_plans/submit', body: { id: 11 } }]);
    // Read again, the plan waits for approval and is approved from there.
    expect(await within(drawer).findByTestId('plan-approve')).toBeTruthy();
    cleanup();

    plans.set(11, structuredClone(DRAFT));
    const again = await openPlan(11);
    fireEvent.click(within(again).getByTestId('plan-edit'));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=purchasePlans&edit=11');
    expect(await screen.findByTestId('plan-form')).toBeTruthy();
  });

  it('approves a submitted plan once confirmed', async () => {
    const drawer = await openPlan(12);
    expect(within(drawer).queryByTestId('plan-edit')).toBeNull();
    fireEvent.click(within(drawer).getByTestId('plan-approve'));
    const dialog = await confirmDialog();
    expect(
      within(dialog).getByText('Approve this plan? Its lines can then be put in the cart or sent for prices.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Plan approved');
    expect(posts()).toEqual([{ path: '/api/buyer/v1/purchase_plans/approve', body: { id: 12 } }]);
  });

  it('cancels only once confirmed, and keeps the plan when the buyer thinks again', async () => {
    const drawer = await openPlan(12);
    fireEvent.click(within(drawer).getByTestId('plan-cancel'));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Keep it' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts()).toEqual([]);

    fireEvent.click(within(drawer).getByTestId('plan-cancel'));
    const dialog = await confirmDialog(2);
    expect(within(dialog).getByText('Cancel this plan? Documents already made from it stay as they are.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    await screen.findByText('Plan cancelled');
    expect(posts()).toEqual([{ path: '/api/buyer/v1/purchase_plans/cancel', body: { id: 12 } }]);
  });

  it("puts an approved plan's chosen catalogue lines in the cart, and no free-text line", async () => {
    const drawer = await openPlan(13);
    const toCart = within(drawer).getByTestId('plan-to-cart');
    expect(toCart.hasAttribute('disabled')).toBe(true);
    expect(within(drawer).getByTestId('plan-chosen').textContent).toBe('Choose lines');

    fireEvent.click(within(lineOf(drawer, 132)).getByRole('checkbox'));
    expect(within(drawer).getByTestId('plan-chosen').textContent).toBe('1 line chosen');
    expect(within(drawer).getByTestId('plan-to-cart').hasAttribute('disabled')).toBe(true);
    expect(within(drawer).getByTestId('plan-to-rfq').hasAttribute('disabled')).toBe(false);

    fireEvent.click(within(lineOf(drawer, 132)).getByRole('checkbox'));
    fireEvent.click(within(lineOf(drawer, 131)).getByRole('checkbox'));
    expect(within(drawer).getByTestId('plan-to-rfq').hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(drawer).getByTestId('plan-to-cart'));
    await screen.findByText('1 line put in the cart');
    expect(posts()).toEqual([{ path: '/api/buyer/v1/purchase_plans/to_cart', body: { id: 13, line_ids: [131] } }]);
    // The lines chosen are let go once they went.
    await waitFor(() => expect(within(drawer).getByTestId('plan-chosen').textContent).toBe('Choose lines'));
  });

  it('posts the chosen lines as RFQs with the deadline for quotes asked first', async () => {
    const drawer = await openPlan(13);
    fireEvent.click(within(lineOf(drawer, 132)).getByRole('checkbox'));
    fireEvent.click(within(drawer).getByTestId('plan-to-rfq'));
    const modal = (await screen.findByLabelText('Deadline for quotes')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: 'Post as RFQs' }));
    expect(await within(modal).findByText('Please choose a future date, within a year')).toBeTruthy();
    expect(posts()).toEqual([]);

    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const input = within(modal).getByLabelText('Deadline for quotes');
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: inAMonth } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(input);
    fireEvent.click(within(modal).getByRole('button', { name: 'Post as RFQs' }));
    await screen.findByText('1 RFQ posted');
    expect(posts()).toEqual([
      { path: '/api/buyer/v1/purchase_plans/to_rfq', body: { id: 13, line_ids: [132], deadline: inAMonth } },
    ]);
  });

  it('says so when the plan is not the buyer’s, and goes back to the plans', async () => {
    renderPage(createElement(App, null, createElement(WorkstationPage)), '/?tab=purchasePlans&open=99');
    expect(await screen.findByText('This purchase plan does not exist or is not yours.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the plans' }));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=purchasePlans');
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    const drawer = await openPlan(13);
    const bolt = lineOf(drawer, 131);
    expect(within(bolt).getByTestId('plan-line-ordered').textContent).toBe('已下单 60 / 100 件');
    expect(within(bolt).getByTestId('plan-line-received').textContent).toBe('已收货 40 / 100 件');
    expect(within(bolt).getByText('采购订单 PO-2026-0041')).toBeTruthy();
    expect(within(bolt).getByText('已在购物车')).toBeTruthy();
    for (const text of [
      '审批人：Wang',
      '目标总额',
      '需求日期',
      '由此明细生成',
      '选择明细',
      '加入购物车',
      '申请报价',
      '发布为询价单',
    ])
      expect(within(drawer).getAllByText(text).length).toBeGreaterThan(0);
  });
});
