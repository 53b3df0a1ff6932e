import '../../../app/antd-mobile-react19';
import { i18n } from '@mall/client/lib/i18n';
import { ErrorCode, PAGES, type PurchasePlanDetail } from '@mall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../lib/fake-api';
import { envelope, renderRoutedPage } from '../../../lib/test-render';
import PurchasePlanFormPage from './purchase-plan-form-page';
import { APPROVED, BOLT_PRODUCT, DRAFT, PROJECTS, SIGN, UNITS } from './purchase-plans-test-data';

/** The plan the server makes of a new one. */
const CREATED_ID = 21;

let plans: PurchasePlanDetail[];
/** How the server answers a save: the plan saved, unless a test says otherwise. */
let saveAnswer: (() => Response) | null;

const api = fakeApi((url, init) => {
  switch (url.pathname) {
    case '/api/buyer/v1/purchase_plans':
    case '/api/buyer/v1/purchase_plans/edit': {
      const body = JSON.parse(String(init?.body)) as { id?: number };
      if (saveAnswer) return saveAnswer();
      return envelope({ ...DRAFT, ...body, id: body.id ?? CREATED_ID });
    }
    case '/api/buyer/v1/purchase_plans/detail': {
      const plan = plans.find((known) => known.id === Number(url.searchParams.get('id')));
      return plan ? envelope(plan) : envelope(null, ErrorCode.PURCHASE_PLAN_NOT_FOUND, 'no such plan');
    }
    case '/api/buyer/v1/projects':
      return envelope(PROJECTS);
    case '/api/get/unit':
      return envelope(UNITS);
    case '/api/en/shop/search': {
      const keyword = url.searchParams.get('keyword') ?? '';
      const list = BOLT_PRODUCT.name.toLowerCase().includes(keyword.toLowerCase()) ? [BOLT_PRODUCT] : [];
      return envelope({ list, total: list.length, page: 1, pageSize: 20, facets: null });
    }
    default:
      throw new Error(`unexpected call ${url.pathname}`);
  }
});

const created = () => api.jsonBodies('/api/buyer/v1/purchase_plans');
const edited = () => api.jsonBodies('/api/buyer/v1/purchase_plans/edit');

const editors = () => screen.getAllByTestId('line-editor');
const editor = (position: number) => {
  const found = editors()[position - 1];
  if (!found) throw new Error(`no line ${position}`);
  return within(found);
};
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const location = () => screen.getByTestId('location').textContent;
const dialog = () => within(screen.getByRole('dialog'));

/** The message under the field a label names. */
const messageOf = (label: string) => {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const renderForm = (path: string = PAGES.purchasePlanForm.route) => renderRoutedPage(PurchasePlanFormPage, path);

/** The name, the date and the default project (chosen once the projects are read). */
async function fillPlan() {
  type(screen.getByLabelText('Plan name'), '  Site B fit-out, phase 1 ');
  type(screen.getByLabelText('Needed by'), '2099-01-15');
  await waitFor(() => expect((screen.getByLabelText('Project') as HTMLSelectElement).value).toBe('1'));
}

/** Finds the bolts by searching the catalogue from line 1, and picks them. */
async function pickBolts() {
  fireEvent.click(editor(1).getByTestId('line-product'));
  type(await screen.findByRole('searchbox', { name: 'Search the catalogue' }), 'bolt');
  fireEvent.click(await screen.findByRole('button', { name: 'Choose Hex Bolt M8x30' }));
  await waitFor(() => expect(editor(1).getByTestId('line-product').textContent).toContain('Hex Bolt M8x30'));
}

// The dialog's and the toast's code is loaded when first shown; loaded here, it does not count against the waits below.
beforeAll(async () => {
  await import('antd-mobile/es/components/dialog');
  await import('antd-mobile/es/components/toast');
});

beforeEach(() => {
  plans = [DRAFT, APPROVED];
  saveAnswer = null;
  localStorage.clear();
});

describe('purchase plan form', () => {
  it('refuses an empty plan and an empty line, each at its field, and sends nothing', async () => {
    renderForm();
    await waitFor(() => expect((screen.getByLabelText('Project') as HTMLSelectElement).value).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(messageOf('Plan name')).toBe('Please enter the plan name (1-100 characters)');
    expect(messageOf('Needed by')).toBe('Please choose a date after today');
    expect(editor(1).getByText('Please choose a catalogue product')).toBeTruthy();
    expect(
      within(editors()[0] as HTMLElement)
        .getByLabelText('Quantity')
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(editor(1).getByText('Please enter a whole number from 1 to 1,000,000')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add a free-text line' }));
    expect(editor(2).getByText('Please say what is needed (1-100 characters)')).toBeTruthy();

    // Empty lines go without a question; a plan without lines is refused as a whole.
    fireEvent.click(editor(2).getByRole('button', { name: 'Remove line 2' }));
    fireEvent.click(editor(1).getByRole('button', { name: 'Remove line 1' }));
    expect(screen.queryAllByTestId('line-editor')).toHaveLength(0);
    expect(screen.getByTestId('plan-lines-error').textContent).toBe('Add at least one line.');
    expect(created()).toEqual([]);
  });

  it('shows a field’s message as soon as it is left wrong', async () => {
    renderForm();
    const quantity = editor(1).getByLabelText('Quantity');
    type(quantity, '2.5');
    expect(editor(1).getByText('Please enter a whole number from 1 to 1,000,000')).toBeTruthy();
    expect(screen.queryByText('Please enter the plan name (1-100 characters)')).toBeNull();
    type(editor(1).getByLabelText(/Target unit price/), '1.234');
    expect(editor(1).getByText('Please enter an amount of 0 or more with at most 2 decimals')).toBeTruthy();
  });

  it('sends a catalogue line and a free-text line as the exact JSON the server takes, then opens the plan', async () => {
    renderForm();
    await fillPlan();
    type(screen.getByLabelText(/^Notes/), 'Deliver to gate 3');
    await pickBolts();
    // The product is sold by the box: its unit is taken, not picked.
    expect((editor(1).getByLabelText('Unit') as HTMLInputElement).value).toBe('Boxes');
    expect(editor(1).getByTestId('line-product').querySelector('img')?.getAttribute('src')).toBe(BOLT_PRODUCT.image);
    type(editor(1).getByLabelText('Quantity'), '100');
    type(editor(1).getByLabelText(/Target unit price/), '12.5');

    fireEvent.click(screen.getByRole('button', { name: 'Add a free-text line' }));
    type(editor(2).getByLabelText('What is needed'), ' Custom safety sign ');
    type(editor(2).getByLabelText('Quantity'), '20');
    fireEvent.change(editor(2).getByLabelText('Unit'), { target: { value: 'set' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(location()).toBe(`${PAGES.purchasePlanDetail.route}?id=${CREATED_ID}`));
    expect(created()).toEqual([
      {
        name: 'Site B fit-out, phase 1',
        project_id: 1,
        needed_by: '2099-01-15',
        notes: 'Deliver to gate 3',
        market: 'en',
        lines: [
          { product_id: 501, name: '', quantity: 100, unit: 'box', target_price: '12.5', picture: null },
          {
            product_id: null,
            name: 'Custom safety sign',
            quantity: 20,
            unit: 'set',
            target_price: null,
            picture: null,
          },
        ],
      },
    ]);
    expect(await screen.findByText('Plan saved')).toBeTruthy();
  });

  it('plans in the market shopped in, or in the one chosen', async () => {
    localStorage.setItem('shopCurrency', 'cn');
    renderForm();
    const market = screen.getByLabelText('Market and currency') as HTMLSelectElement;
    expect(market.value).toBe('cn');
    expect(editor(1).getByText('Per unit, in CNY')).toBeTruthy();
    fireEvent.change(market, { target: { value: 'en' } });
    expect(editor(1).getByText('Per unit, in USD')).toBeTruthy();
  });

  it('says when nothing in the catalogue matches', async () => {
    renderForm();
    fireEvent.click(editor(1).getByTestId('line-product'));
    type(await screen.findByRole('searchbox', { name: 'Search the catalogue' }), 'crane');
    expect((await screen.findByTestId('product-search-none')).textContent).toBe('No product matches “crane”.');
  });

  it("shows the server's refusal of the date at the date", async () => {
    saveAnswer = () =>
      envelope(null, ErrorCode.PURCHASE_PLAN_NEEDED_BY_PAST, 'The needed-by date must be after today.');
    renderForm();
    await fillPlan();
    await pickBolts();
    type(editor(1).getByLabelText('Quantity'), '5');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(messageOf('Needed by')).toBe('The needed-by date must be after today.'));
    expect(location()).toBe(PAGES.purchasePlanForm.route);
    // Changing the date clears the server's word.
    type(screen.getByLabelText('Needed by'), '2099-02-01');
    expect(messageOf('Needed by')).toBeUndefined();
  });

  it('loads a draft into the form and saves it as an edit', async () => {
    renderForm(`${PAGES.purchasePlanForm.route}?id=${DRAFT.id}`);
    const name = (await screen.findByLabelText('Plan name')) as HTMLInputElement;
    expect(name.value).toBe('Office chairs');
    expect((screen.getByLabelText('Needed by') as HTMLInputElement).value).toBe('2099-03-01');
    expect(editor(1).getByTestId('line-product').textContent).toContain('Hex Bolt M8x30');
    expect((editor(1).getByLabelText('Quantity') as HTMLInputElement).value).toBe('100');
    expect((editor(2).getByLabelText('What is needed') as HTMLInputElement).value).toBe('Custom safety sign');
    // The photograph as sent is loaded at the width of its thumbnail.
    expect(editor(2).getByRole('img', { name: 'Custom safety sign' }).getAttribute('src')).toBe(
      `/api/buyer/v1/file?id=${SIGN.picture}&width=240`,
    );

    type(name, 'Office chairs, 2nd floor');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(location()).toBe(`${PAGES.purchasePlanDetail.route}?id=${DRAFT.id}`));
    expect(edited()).toEqual([
      {
        id: DRAFT.id,
        name: 'Office chairs, 2nd floor',
        project_id: 1,
        needed_by: '2099-03-01',
        notes: '',
        market: 'en',
        lines: [
          { product_id: 501, name: '', quantity: 100, unit: 'box', target_price: null, picture: null },
          {
            product_id: null,
            name: 'Custom safety sign',
            quantity: 20,
            unit: 'pcs',
            target_price: null,
            picture: SIGN.picture,
          },
        ],
      },
    ]);
  });

  it('asks before removing a filled line', async () => {
    renderForm(`${PAGES.purchasePlanForm.route}?id=${DRAFT.id}`);
    await screen.findByLabelText('Plan name');
    fireEvent.click(editor(1).getByRole('button', { name: 'Remove line 1' }));
    await screen.findByRole('dialog');
    expect(dialog().getByText('Remove line 1? What you entered on it is lost.')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editors()).toHaveLength(2);

    fireEvent.click(editor(1).getByRole('button', { name: 'Remove line 1' }));
    await screen.findByRole('dialog');
    fireEvent.click(dialog().getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(editors()).toHaveLength(1));
    expect(editor(1).getByLabelText('What is needed')).toBeTruthy();
  });

  it('shows a plan that is no longer a draft instead of editing it', async () => {
    renderForm(`${PAGES.purchasePlanForm.route}?id=${APPROVED.id}`);
    await waitFor(() => expect(location()).toBe(`${PAGES.purchasePlanDetail.route}?id=${APPROVED.id}`));
  });

  it('says when the plan to edit does not exist', async () => {
    renderForm(`${PAGES.purchasePlanForm.route}?id=999`);
    expect((await screen.findByTestId('plan-not-found')).textContent).toContain(
      'This purchase plan does not exist or is not yours.',
    );
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderForm();
    await waitFor(() => expect((screen.getByLabelText('项目') as HTMLSelectElement).value).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(messageOf('计划名称')).toBe('请输入计划名称（1-100个字符）');
    expect(messageOf('需求日期')).toBe('请选择今天之后的日期');
    expect(editor(1).getByText('请选择目录商品')).toBeTruthy();
    expect(editor(1).getByText('请输入1至1,000,000之间的整数')).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加自定义物品' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '第 1 条明细的类型' })).toBeTruthy();
  });
});
