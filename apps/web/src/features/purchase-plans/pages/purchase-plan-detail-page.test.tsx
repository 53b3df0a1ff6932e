import '../../../app/antd-mobile-react19';
import { i18n } from '@mall/client/lib/i18n';
import { formatDate, formatDateTime } from '@mall/client/lib/locale';
import { localToday } from '@mall/client/rfq/rfq-form';
import { ErrorCode, PAGES, type PurchasePlanDetail } from '@mall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../lib/fake-api';
import { envelope, renderRoutedPage } from '../../../lib/test-render';
import PurchasePlanDetailPage from './purchase-plan-detail-page';
import { APPROVED, BOLTS, DRAFT, SIGN, SUBMITTED, UNITS } from './purchase-plans-test-data';

/** What the fake server holds, and how it answers a step. */
let plans: PurchasePlanDetail[];
let refusal: { code: number; message: string } | null;

const find = (id: unknown) => plans.find((plan) => plan.id === Number(id));
const update = (id: number, change: Partial<PurchasePlanDetail>) => {
  plans = plans.map((plan) => (plan.id === id ? { ...plan, ...change } : plan));
  return find(id);
};

const api = fakeApi((url, init) => {
  const body = init?.body ? (JSON.parse(String(init.body)) as { id: number; line_ids?: number[] }) : null;
  if (body && refusal) return envelope(null, refusal.code, refusal.message);
  switch (url.pathname) {
    case '/api/buyer/v1/purchase_plans/detail': {
      const plan = find(url.searchParams.get('id'));
      return plan ? envelope(plan) : envelope(null, ErrorCode.PURCHASE_PLAN_NOT_FOUND, 'no such plan');
    }
    case '/api/buyer/v1/purchase_plans/submit':
      return envelope(update(Number(body?.id), { status: 'submitted' }));
    case '/api/buyer/v1/purchase_plans/approve':
      return envelope(update(Number(body?.id), { status: 'approved' }));
    case '/api/buyer/v1/purchase_plans/cancel':
      return envelope(update(Number(body?.id), { status: 'cancelled', cancelled_at: '2026-11-06T08:00:00.000Z' }));
    case '/api/buyer/v1/purchase_plans/to_cart':
    case '/api/buyer/v1/purchase_plans/to_quotation':
    case '/api/buyer/v1/purchase_plans/to_rfq':
      return envelope({ plan: find(body?.id), document_ids: body?.line_ids ?? [] });
    case '/api/buyer/v1/history':
      return envelope({ list: [], total: 0, page: 1, pageSize: 100 });
    case '/api/get/unit':
      return envelope(UNITS);
    default:
      throw new Error(`unexpected call ${url.pathname}`);
  }
});

const bodies = (step: string) => api.jsonBodies(`/api/buyer/v1/purchase_plans/${step}`);

const lines = () => screen.getAllByTestId('plan-line');
const line = (id: number) => {
  const found = lines().find((element) => element.getAttribute('data-line') === String(id));
  if (!found) throw new Error(`no line ${id}`);
  return within(found);
};
const choose = (id: number) => fireEvent.click(line(id).getByRole('checkbox'));
const bar = () => within(screen.getByTestId('plan-actions'));
const dialog = () => within(screen.getByRole('dialog'));
const location = () => screen.getByTestId('location').textContent;

const renderPlan = (id: number) =>
  renderRoutedPage(PurchasePlanDetailPage, `${PAGES.purchasePlanDetail.route}?id=${id}`);

// The dialog's and the toast's code is loaded when first shown; loaded here, it does not count against the waits below.
beforeAll(async () => {
  await import('antd-mobile/es/components/dialog');
  await import('antd-mobile/es/components/toast');
});

beforeEach(() => {
  plans = [APPROVED, DRAFT, SUBMITTED];
  refusal = null;
});

describe('purchase plan detail page', () => {
  it('shows the plan, how far each line is ordered and received, and where its documents are, in English', async () => {
    renderPlan(APPROVED.id);
    await screen.findByTestId('plan-detail');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Site B fit-out, phase 1');
    expect(screen.getByText('PP-2026-000013')).toBeTruthy();
    expect(screen.getByTestId('plan-status').textContent).toBe('Approved');
    expect(screen.getByTestId('plan-progress').textContent).toBe('Partly received');
    expect(screen.getByTestId('plan-project').textContent).toBe('Site B');
    expect(screen.getByTestId('plan-needed-by').textContent).toBe(formatDate('2099-03-01', 'en'));
    expect(screen.getByTestId('plan-target-total').textContent).toBe('$1,290.00');
    expect(screen.getByText('Deliver to gate 3')).toBeTruthy();
    expect(screen.getByTestId('plan-approved').textContent).toBe(
      `${formatDateTime(APPROVED.approved_at ?? '', 'en')}Approved by Wang Fang`,
    );

    await waitFor(() => expect(line(BOLTS.id).getByTestId('line-quantity').textContent).toBe('100 boxes planned'));
    const bolts = line(BOLTS.id);
    expect(bolts.getByTestId('line-ordered').textContent).toBe('60 of 100 boxes ordered');
    expect(bolts.getByTestId('line-received').textContent).toBe('40 of 100 boxes received');
    expect(bolts.getByTestId('line-left').textContent).toBe('30 boxes left to order');
    expect(bolts.getByTestId('line-target').textContent).toBe('Target unit price $12.50');
    expect(bolts.getAllByTestId('line-link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Purchase order PO-2026-0041 60 boxes', `${PAGES.purchaseOrderDetail.route}?id=41`],
      ['In the cart 10 boxes', PAGES.cart.route],
    ]);

    const sign = line(SIGN.id);
    expect(sign.getByTestId('line-target').textContent).toBe('No target price');
    expect(sign.getByText(/^Free text/)).toBeTruthy();
    expect(sign.getByTestId('line-link').getAttribute('href')).toBe(`${PAGES.rfqDetail.route}?id=7`);
    expect(sign.getByTestId('line-link').textContent).toBe('RFQ 7 20 pieces');

    const nuts = line(103);
    expect(nuts.getByTestId('line-left').textContent).toBe('Everything is ordered or in the cart');
    expect((nuts.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(nuts.getAllByTestId('line-link')[0]?.getAttribute('href')).toBe(`${PAGES.proformaDetail.route}?id=9`);
  });

  it('shows it in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderPlan(APPROVED.id);
    await screen.findByTestId('plan-detail');
    expect(screen.getByTestId('plan-status').textContent).toBe('已审批');
    expect(screen.getByTestId('plan-approved').textContent).toContain('审批人：Wang Fang');
    const bolts = line(BOLTS.id);
    expect(bolts.getByTestId('line-ordered').textContent).toMatch(/^已下单 60 \/ 100 /);
    expect(bolts.getByTestId('line-received').textContent).toMatch(/^已收货 40 \/ 100 /);
    expect(line(103).getByTestId('line-left').textContent).toBe('已全部下单或已在购物车中');
    expect(bar().getByRole('button', { name: '加入购物车' })).toBeTruthy();
    expect(bar().getByRole('button', { name: '发布为询价单' })).toBeTruthy();
  });

  it('says when the author approved it for want of a colleague', async () => {
    plans = [{ ...APPROVED, approved_by: 'Li Wei', self_approved: true }];
    renderPlan(APPROVED.id);
    expect((await screen.findByTestId('plan-approved')).textContent).toContain(
      "Approved by Li Wei, the plan's author: the company has no other user to approve it.",
    );
  });

  it('offers a draft to edit, submit or cancel; submitting needs no question', async () => {
    renderPlan(DRAFT.id);
    await screen.findByTestId('plan-detail');
    expect(
      bar()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel plan', 'Edit plan', 'Submit for approval']);
    // A draft is not followed through orders yet, and its lines are not chosen.
    expect(screen.queryByTestId('line-ordered')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();

    fireEvent.click(bar().getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('Plan submitted for approval')).toBeTruthy();
    expect(bodies('submit')).toEqual([{ id: DRAFT.id }]);
    await waitFor(() => expect(screen.getByTestId('plan-status').textContent).toBe('Waiting for approval'));
  });

  it('opens the form to edit a draft', async () => {
    renderPlan(DRAFT.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit plan' }));
    expect(location()).toBe(`${PAGES.purchasePlanForm.route}?id=${DRAFT.id}`);
  });

  it('asks before approving a submitted plan, then approves it', async () => {
    renderPlan(SUBMITTED.id);
    await screen.findByTestId('plan-detail');
    expect(
      bar()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel plan', 'Approve']);
    fireEvent.click(bar().getByRole('button', { name: 'Approve' }));
    await screen.findByRole('dialog');
    expect(
      dialog().getByText('Approve this plan? Its lines can then be put in the cart or sent for prices.'),
    ).toBeTruthy();
    expect(bodies('approve')).toEqual([]);

    fireEvent.click(dialog().getByRole('button', { name: 'Approve' }));
    // The dialog's answer, the request and the toast's drawing are each a wait of their own: on a
    // machine whose cores the journeys hold, the three together can outlast one wait.
    await waitFor(() => expect(bodies('approve')).toEqual([{ id: SUBMITTED.id }]));
    expect(await screen.findByText('Plan approved')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('plan-status').textContent).toBe('Approved'));
  });

  it('sends nothing when the approval is not confirmed', async () => {
    renderPlan(SUBMITTED.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByRole('dialog');
    fireEvent.click(dialog().getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies('approve')).toEqual([]);
  });

  it('asks before cancelling, then cancels, and offers nothing more', async () => {
    renderPlan(SUBMITTED.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    await screen.findByRole('dialog');
    expect(dialog().getByText('Cancel this plan? Documents already made from it stay as they are.')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel plan' }));
    await waitFor(() => expect(bodies('cancel')).toEqual([{ id: SUBMITTED.id }]));
    expect(await screen.findByText('Plan cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('plan-actions')).toBeNull());
    expect(screen.getByTestId('plan-status').textContent).toBe('Cancelled');
  });

  it('puts the chosen catalogue lines in the cart', async () => {
    renderPlan(APPROVED.id);
    await screen.findByTestId('plan-detail');
    const toCart = () => bar().getByRole('button', { name: 'Put in the cart' }) as HTMLButtonElement;
    expect(toCart().disabled).toBe(true);
    expect(bar().getByTestId('plan-actions-hint').textContent).toBe(
      'Choose the lines to put in the cart or to ask prices for.',
    );

    choose(BOLTS.id);
    expect(bar().getByTestId('plan-chosen').textContent).toBe('1 line chosen');
    expect(toCart().disabled).toBe(false);
    // No picture of its own: the line cannot go out as an RFQ.
    expect((bar().getByRole('button', { name: 'Post as RFQs' }) as HTMLButtonElement).disabled).toBe(true);
    expect(bar().getByTestId('plan-actions-hint').textContent).toBe(
      'An RFQ needs a picture: add one to each chosen line first.',
    );

    fireEvent.click(toCart());
    expect(await screen.findByText('1 line put in the cart')).toBeTruthy();
    expect(bodies('to_cart')).toEqual([{ id: APPROVED.id, line_ids: [BOLTS.id] }]);
    // The choice starts again once the lines went somewhere.
    await waitFor(() => expect(bar().getByTestId('plan-chosen').textContent).toBe('Choose lines'));
  });

  it('keeps a free-text line out of the cart and the quotation request, saying why', async () => {
    renderPlan(APPROVED.id);
    await screen.findByTestId('plan-detail');
    choose(BOLTS.id);
    choose(SIGN.id);
    expect(bar().getByTestId('plan-chosen').textContent).toBe('2 lines chosen');
    expect((bar().getByRole('button', { name: 'Put in the cart' }) as HTMLButtonElement).disabled).toBe(true);
    expect((bar().getByRole('button', { name: 'Request a quotation' }) as HTMLButtonElement).disabled).toBe(true);
    expect(bar().getByTestId('plan-actions-hint').textContent).toBe(
      'Only lines with a catalogue product can go to the cart or a quotation request; ask for the others with an RFQ.',
    );
  });

  it('requests a quotation for the chosen catalogue lines', async () => {
    renderPlan(APPROVED.id);
    await screen.findByTestId('plan-detail');
    choose(BOLTS.id);
    fireEvent.click(bar().getByRole('button', { name: 'Request a quotation' }));
    expect(await screen.findByText('Quotation requested')).toBeTruthy();
    expect(bodies('to_quotation')).toEqual([{ id: APPROVED.id, line_ids: [BOLTS.id] }]);
  });

  it('posts the chosen lines with a picture as RFQs, with the deadline asked for', async () => {
    renderPlan(APPROVED.id);
    await screen.findByTestId('plan-detail');
    choose(SIGN.id);
    fireEvent.click(bar().getByRole('button', { name: 'Post as RFQs' }));
    const sheet = within(await screen.findByTestId('rfq-deadline-sheet'));
    fireEvent.click(sheet.getByTestId('rfq-deadline-confirm'));
    expect((await sheet.findByRole('alert')).textContent).toBe('Please choose a future date, within a year');
    expect(bodies('to_rfq')).toEqual([]);

    fireEvent.change(sheet.getByLabelText('Deadline for quotes'), { target: { value: localToday() } });
    fireEvent.click(sheet.getByTestId('rfq-deadline-confirm'));
    expect(bodies('to_rfq')).toEqual([]);

    const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(sheet.getByLabelText('Deadline for quotes'), { target: { value: deadline } });
    fireEvent.click(sheet.getByTestId('rfq-deadline-confirm'));
    await waitFor(() => expect(bodies('to_rfq')).toEqual([{ id: APPROVED.id, line_ids: [SIGN.id], deadline }]));
    expect(await screen.findByText('1 RFQ posted')).toBeTruthy();
  });

  it("shows the server's refusal of a step in its words", async () => {
    refusal = {
      code: ErrorCode.PURCHASE_PLAN_LINE_FULLY_REQUESTED,
      message: 'Everything planned on a chosen line is already ordered or in the cart.',
    };
    renderPlan(APPROVED.id);
    await screen.findByTestId('plan-detail');
    choose(BOLTS.id);
    fireEvent.click(bar().getByRole('button', { name: 'Put in the cart' }));
    expect(
      await screen.findByText('Everything planned on a chosen line is already ordered or in the cart.'),
    ).toBeTruthy();
    expect(screen.queryByText('1 line put in the cart')).toBeNull();
    expect(bar().getByTestId('plan-chosen').textContent).toBe('1 line chosen');
  });

  it('says when the plan does not exist or is not the buyer’s', async () => {
    renderPlan(999);
    expect((await screen.findByTestId('plan-not-found')).textContent).toContain(
      'This purchase plan does not exist or is not yours.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to the plans' }));
    expect(location()).toBe(PAGES.purchasePlans.route);
  });
});
