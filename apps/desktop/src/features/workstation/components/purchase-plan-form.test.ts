// @vitest-environment happy-dom
import { i18n } from '@mall/client/lib/i18n';
import { envelope } from '@mall/client/lib/test-envelope';
import { ErrorCode, type PurchasePlanDetail } from '@mall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/test-render';
import { PurchasePlansTab } from './purchase-plans-tab';
import { DRAFT, GENERAL, SITE_B, SUBMITTED } from './purchase-plans-test-data';
import { postsOf, serveWorkstation } from './workstation-test-kit';

const BOLT = { id: 501, name: 'Steel bolt M8', code: 'BLT-M8', image: '/media/bolt.jpg' };

const fetchMock = serveWorkstation(serve);
let refusal: number | null;
/** The draft's needed-by day has passed since it was saved. */
let stale: boolean;

/** The fake server: the projects, units and catalogue the form offers, the plans, and the saves. */
async function serve(url: URL, init?: RequestInit): Promise<Response | undefined> {
  if (url.pathname === '/api/buyer/v1/projects')
    return envelope({ list: [GENERAL, SITE_B], total: 2, page: 1, pageSize: 20 });
  if (url.pathname === '/api/get/unit')
    return envelope({
      list: [
        { code: 'pcs', name: 'pieces' },
        { code: 'set', name: 'sets' },
      ],
    });
  if (url.pathname === '/api/en/shop/search')
    return envelope({ list: [BOLT], total: 1, page: 1, pageSize: 20, facets: null });
  if (url.pathname === '/api/buyer/v1/purchase_plans/detail') {
    const plan = [DRAFT, SUBMITTED].find((p) => p.id === Number(url.searchParams.get('id')));
    return envelope(stale ? { ...plan, needed_by: '2020-01-01' } : plan);
  }
  if (init?.method === 'POST') {
    if (refusal) return envelope(null, refusal, 'refused');
    const body = JSON.parse(String(init.body)) as { id?: number };
    return envelope({ ...DRAFT, id: body.id ?? 14 } satisfies PurchasePlanDetail);
  }
}

const posts = () => postsOf(fetchMock);

const renderForm = async (path: string) => {
  renderPage(createElement(App, null, createElement(PurchasePlansTab)), path);
  return await screen.findByTestId('plan-form');
};
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const lines = (form: HTMLElement) => within(form).getAllByTestId('plan-form-line');

/** The needed-by day typed into antd's picker and taken with Enter, as a keyboard user does. */
function chooseDay(form: HTMLElement, day: string) {
  const input = form.querySelector('#plan-needed-by') as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  type(input, day);
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

/** The catalogue searched from a line's product select, and the first hit chosen. */
async function chooseProduct(line: HTMLElement, keyword: string) {
  const search = within(line).getByRole('combobox', { name: /Catalogue product/ });
  fireEvent.mouseDown(search);
  type(search, keyword);
  const option = await screen.findByTestId('plan-product-option');
  fireEvent.click(option);
}

beforeEach(() => {
  refusal = null;
  stale = false;
  localStorage.clear();
});

describe('the purchase plan form', () => {
  it('says what is missing under each field before sending anything', async () => {
    const form = await renderForm('/?tab=purchasePlans&edit=new');
    fireEvent.click(within(form).getByTestId('plan-save'));
    expect(await within(form).findByText('Add at least one line.')).toBeTruthy();
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);
    expect(within(form).getByTestId('plan-name').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(form).getByTestId('plan-add-line'));
    const [line] = lines(form);
    type(within(line as HTMLElement).getByTestId('plan-line-quantity'), '2.5');
    expect(await within(form).findByText('Please enter a whole number from 1 to 1,000,000')).toBeTruthy();
    type(within(line as HTMLElement).getByTestId('plan-line-target'), '1.234');
    expect(await within(form).findByText('Please enter an amount of 0 or more with at most 2 decimals')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('refuses a draft whose needed-by day has passed before sending it', async () => {
    stale = true;
    const form = await renderForm('/?tab=purchasePlans&edit=11');
    fireEvent.click(within(form).getByTestId('plan-save'));
    expect(await within(form).findByText('The needed-by date must be after today.')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('sends the whole plan as JSON, a catalogue line by its product, and opens the plan saved', async () => {
    const form = await renderForm('/?tab=purchasePlans&edit=new');
    type(within(form).getByTestId('plan-name'), '  Site B fit-out ');
    chooseDay(form, '2099-06-30');
    await waitFor(() => expect(within(form).getByText('General')).toBeTruthy());

    fireEvent.click(within(form).getByTestId('plan-add-line'));
    fireEvent.click(within(form).getByTestId('plan-add-product'));
    const [free, catalogue] = lines(form) as [HTMLElement, HTMLElement];
    type(within(free).getByTestId('plan-line-name'), 'Custom bracket');
    type(within(free).getByTestId('plan-line-quantity'), '20');
    type(within(free).getByTestId('plan-line-target'), '12.5');
    await chooseProduct(catalogue, 'bolt');
    type(within(catalogue).getByTestId('plan-line-quantity'), '100');
    expect(within(catalogue).getByText('Steel bolt M8')).toBeTruthy();

    fireEvent.click(within(form).getByTestId('plan-save'));
    await screen.findByText('Plan saved');
    expect(posts()).toEqual([
      {
        path: '/api/buyer/v1/purchase_plans',
        body: {
          name: 'Site B fit-out',
          project_id: 1,
          needed_by: '2099-06-30',
          notes: '',
          market: 'en',
          lines: [
            {
              product_id: null,
              name: 'Custom bracket',
              quantity: 20,
              unit: 'pcs',
              target_price: '12.5',
              picture: null,
            },
            { product_id: 501, name: '', quantity: 100, unit: 'pcs', target_price: null, picture: null },
          ],
        },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?tab=purchasePlans&open=14'));
  });

  it("shows the server's refusal of the day under the field", async () => {
    refusal = ErrorCode.PURCHASE_PLAN_NEEDED_BY_PAST;
    const form = await renderForm('/?tab=purchasePlans&edit=11');
    expect((within(form).getByTestId('plan-name') as HTMLInputElement).value).toBe('Office chairs');
    fireEvent.click(within(form).getByTestId('plan-save'));
    expect(await within(form).findByText('The needed-by date must be after today.')).toBeTruthy();
    expect(posts()[0]?.path).toBe('/api/buyer/v1/purchase_plans/edit');
    expect(posts()[0]?.body).toMatchObject({ id: 11, name: 'Office chairs', project_id: 1, needed_by: '2099-06-30' });
    expect(screen.getByTestId('location').textContent).toBe('/?tab=purchasePlans&edit=11');
  });

  it('edits a draft only, and goes back to the plan otherwise', async () => {
    renderPage(createElement(App, null, createElement(PurchasePlansTab)), '/?tab=purchasePlans&edit=12');
    expect(
      await screen.findByText('Only a draft can be edited: this plan has been submitted or has moved on since.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the plan' }));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=purchasePlans&open=12');
  });

  it('asks before closing with changes, and speaks Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    const form = await renderForm('/?tab=purchasePlans&edit=new');
    fireEvent.click(within(form).getByTestId('plan-save'));
    expect(await within(form).findByText('请至少添加一条明细。')).toBeTruthy();
    expect(within(form).getAllByText('此项为必填项')).toHaveLength(2);
    for (const label of ['计划名称', '项目', '需求日期', '市场与币种', '备注', '添加目录商品', '添加明细', '保存草稿'])
      expect(within(form).getAllByText(label).length).toBeGreaterThan(0);

    type(within(form).getByTestId('plan-name'), '二期');
    fireEvent.click(within(form).getByTestId('plan-form-close'));
    const dialog = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('关闭表单？未保存的修改将丢失。');
    fireEvent.click(within(dialog).getByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?tab=purchasePlans'));
  });
});
