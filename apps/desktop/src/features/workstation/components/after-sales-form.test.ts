// @vitest-environment happy-dom
import { i18n } from '@mall/client/lib/i18n';
import { envelope } from '@mall/client/lib/test-envelope';
import type { AfterSalesClaimable } from '@mall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../app/test-render';
import { AfterSalesTab } from './after-sales-tab';
import { BOLTS, CHAIRS, CLAIMED, OVERDUE, PHOTO } from './after-sales-test-data';
import { postsOf, serveWorkstation } from './workstation-test-kit';

// The upload itself (XMLHttpRequest with progress) is the RFQ form's and tested there: here it is done at once.
vi.mock('@mall/client/rfq/upload-file', () => ({ uploadFile: () => Promise.resolve(PHOTO) }));

const fetchMock = serveWorkstation(serve);
let claimable: AfterSalesClaimable['list'];

/** The fake server: what can be claimed (of one order, or all), the new case, nothing else. */
async function serve(url: URL, init?: RequestInit): Promise<Response | undefined> {
  if (url.pathname === '/api/buyer/v1/after_sales/claimable') {
    const order = Number(url.searchParams.get('purchase_order_id'));
    return envelope({ list: order ? claimable.filter((line) => line.purchase_order.id === order) : claimable });
  }
  if (url.pathname === '/api/buyer/v1/after_sales' && init?.method === 'POST') return envelope(OVERDUE);
  if (url.pathname === '/api/buyer/v1/after_sales/detail') return envelope(OVERDUE);
}

const posts = () => postsOf(fetchMock);

const renderForm = async (path: string) => {
  renderPage(createElement(App, null, createElement(AfterSalesTab)), path);
  return await screen.findByTestId('case-form');
};
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const rowOf = (form: HTMLElement, line: string) => form.querySelector(`tr[data-line="${line}"]`) as HTMLElement;
const chosenType = (form: HTMLElement) =>
  within(form).getByTestId('case-type').querySelector('.ant-radio-button-wrapper-checked')?.textContent ?? null;

beforeEach(() => {
  claimable = [BOLTS, CLAIMED, CHAIRS];
});

describe('the new after-sales case form', () => {
  it("offers the order's goods left to claim, chosen already, a replacement proposed for goods refused", async () => {
    const form = await renderForm('/?tab=afterSales&new=1&po=41');
    expect(screen.getByText('The goods received on purchase order PO-2026-0041')).toBeTruthy();
    const rows = within(form).getAllByTestId('claimable-row');
    // The washers are claimed in full: nothing to open a case for.
    expect(rows.map((row) => row.getAttribute('data-line'))).toEqual(['5-411']);
    const bolts = rowOf(form, '5-411');
    expect(within(bolts).getByTestId('claimable-checked').textContent).toBe('8 taken in, 2 refused');
    expect(within(bolts).getByTestId('claimable-quantity').textContent).toBe('7 pieces');
    expect(within(bolts).getByText('3 Apr 2026')).toBeTruthy();
    expect((within(bolts).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(chosenType(form)).toBe('Replacement');
    expect(within(form).getByText('At most 7 pieces')).toBeTruthy();
  });

  it('refuses a quantity above what can be claimed and an empty reason, and sends nothing', async () => {
    const form = await renderForm('/?tab=afterSales&new=1&po=41');
    type(within(form).getByTestId('case-quantity'), '9');
    fireEvent.click(within(form).getByTestId('case-submit'));
    expect(await within(form).findByText('Please describe what is wrong')).toBeTruthy();
    // The limit under the field turns into its message.
    expect(within(form).getByTestId('case-quantity').getAttribute('aria-invalid')).toBe('true');
    const quantity = form.querySelector('#case-quantity')?.closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(quantity.querySelector('.ant-form-item-explain')?.textContent).toBe('At most 7 pieces'));
    expect(quantity.querySelector('.ant-form-item-extra')).toBeNull();
    type(within(form).getByTestId('case-quantity'), '0');
    expect(await within(form).findByText('Please enter a whole number, at least 1')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('sends the exact JSON body with the photo, and opens the new case in its drawer', async () => {
    const form = await renderForm('/?tab=afterSales&new=1&po=41');
    fireEvent.click(within(within(form).getByTestId('case-type')).getByText('Refund'));
    type(within(form).getByTestId('case-quantity'), ' 3 ');
    type(within(form).getByTestId('case-reason'), '  The threads are damaged. ');
    type(within(form).getByTestId('case-requested_resolution'), 'Refund the three bolts');
    const picker = within(form).getByTestId('case-files').querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [new File(['jpeg'], 'bolt-threads.jpg', { type: 'image/jpeg' })] } });
    const uploaded = await within(form).findByTestId('uploaded-file');
    // The photo just sent shows as a thumbnail read at the width it is drawn, not as taken.
    expect(uploaded.querySelector('img')?.getAttribute('src')).toBe(`${PHOTO.url}&width=240`);

    fireEvent.click(within(form).getByTestId('case-submit'));
    await screen.findByText('Case opened');
    expect(posts()).toEqual([
      {
        path: '/api/buyer/v1/after_sales',
        body: {
          shipment_id: 5,
          line_id: 411,
          type: 'refund',
          quantity: 3,
          reason: 'The threads are damaged.',
          requested_resolution: 'Refund the three bolts',
          files: [PHOTO.id],
        },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?tab=afterSales&open=42'));
    expect(await screen.findByTestId('case-drawer')).toBeTruthy();
  });

  it("asks for the goods and the type when none is chosen, and shows every order's goods on request", async () => {
    claimable = [BOLTS, CLAIMED, CHAIRS, { ...BOLTS, line_id: 413, name: 'Nut M8', rejected: 0 }];
    const form = await renderForm('/?tab=afterSales&new=1&po=41');
    // Two lines of the order: the buyer chooses.
    expect(within(form).getAllByTestId('claimable-row')).toHaveLength(2);
    type(within(form).getByTestId('case-reason'), 'Wrong size');
    fireEvent.click(within(form).getByTestId('case-submit'));
    expect(await within(form).findByText('Please choose the goods the case is about')).toBeTruthy();
    expect(await within(form).findByText('Please choose what you ask for')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show the goods of every order' }));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=afterSales&new=1');
    await waitFor(() => expect(within(form).getAllByTestId('claimable-row')).toHaveLength(3));
    // What was written stays.
    expect((within(form).getByTestId('case-reason') as HTMLTextAreaElement).value).toBe('Wrong size');
    fireEvent.click(within(rowOf(form, '6-421')).getByText('Ergonomic chair'));
    expect(chosenType(form)).toBeNull();
    fireEvent.click(within(rowOf(form, '5-411')).getByText('Steel bolt M8'));
    expect(chosenType(form)).toBe('Replacement');
    expect(within(form).queryByText('Please choose the goods the case is about')).toBeNull();
  });

  it('says when nothing can be claimed, and goes back to the cases', async () => {
    claimable = [CLAIMED];
    renderPage(createElement(App, null, createElement(AfterSalesTab)), '/?tab=afterSales&new=1');
    expect(
      await screen.findByText('No received goods can be claimed now: cases are opened within 30 days of a receipt.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the cases' }));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=afterSales');
  });

  it('asks before closing with something written, and speaks Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    const form = await renderForm('/?tab=afterSales&new=1');
    fireEvent.click(within(form).getByTestId('case-submit'));
    for (const text of ['请选择要申请售后的货物', '请选择申请类型', '请输入不小于 1 的整数', '请描述问题'])
      expect(await within(form).findByText(text)).toBeTruthy();
    for (const label of [
      '采购订单',
      '货物',
      '收货验收',
      '可申请数量',
      '申请截止',
      '申请类型',
      '期望的处理方式',
      '照片和文件',
    ])
      expect(within(form).getAllByText(label).length).toBeGreaterThan(0);
    expect(within(rowOf(form, '5-411')).getByTestId('claimable-checked').textContent).toBe('验收 8，拒收 2');

    type(within(form).getByTestId('case-reason'), '螺纹损坏');
    fireEvent.click(within(form).getByTestId('case-form-close'));
    const dialog = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('关闭表单？已填写的内容将丢失。');
    fireEvent.click(within(dialog).getByRole('button', { name: '放 弃' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?tab=afterSales'));
  });
});
