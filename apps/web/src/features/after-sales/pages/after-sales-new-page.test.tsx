import '../../../app/antd-mobile-react19';
import { i18n } from '@mall/client/lib/i18n';
import { formatDate } from '@mall/client/lib/locale';
import { type AfterSalesClaimable, ErrorCode, PAGES } from '@mall/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../lib/fake-api';
import { envelope, renderRoutedPage } from '../../../lib/test-render';
import AfterSalesNewPage from './after-sales-new-page';
import { BOLTS_LINE, NUTS_LINE, OVERDUE, PHOTO, unitsIn, WASHERS_LINE } from './after-sales-test-data';

const CLAIMABLE_PATH = '/api/buyer/v1/after_sales/claimable';
const CREATE_PATH = '/api/buyer/v1/after_sales';

let claimable: AfterSalesClaimable['list'];
/** How the server answers the new case: opened, unless a test says otherwise. */
let refusal: { code: number; message: string } | null;

const api = fakeApi((url) => {
  switch (url.pathname) {
    case CLAIMABLE_PATH:
      return envelope({ list: claimable });
    case CREATE_PATH:
      return refusal ? envelope(null, refusal.code, refusal.message) : envelope(OVERDUE);
    case '/api/get/unit':
      return envelope(unitsIn(i18n.language));
    default:
      throw new Error(`unexpected call ${url.pathname}`);
  }
});

/** The upload of a picked file, answered at once with the photo the server kept. */
class FakeXhr {
  upload = {};
  onload?: () => void;
  status = 200;
  responseText = JSON.stringify({ status: 200, data: PHOTO, result: { code: 0, message: 'success' } });
  open() {}
  setRequestHeader() {}
  send() {
    queueMicrotask(() => this.onload?.());
  }
}

const sent = () => api.jsonBodies(CREATE_PATH);
const location = () => screen.getByTestId('location').textContent;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const lineOptions = () => screen.getAllByTestId('case-line');
const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

/** The message under the field a label names. */
const messageOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const renderForm = (path: string = PAGES.afterSalesNew.route) => renderRoutedPage(AfterSalesNewPage, path);

// The toast's code is loaded when first shown; loaded here, it does not count against the waits below.
beforeAll(async () => {
  await import('antd-mobile/es/components/toast');
});

beforeEach(() => {
  claimable = [BOLTS_LINE, NUTS_LINE, WASHERS_LINE];
  refusal = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('new after-sales case', () => {
  it('offers the received goods that can still be claimed, with what the receipt checked', async () => {
    renderForm();
    await waitFor(() => expect(lineOptions()).toHaveLength(2));
    const bolts = within(lineOptions()[0] as HTMLElement);
    expect(bolts.getByText('Hex Bolt M8x30')).toBeTruthy();
    expect(bolts.getByText(/Purchase order PO-2026-000041/)).toBeTruthy();
    expect(bolts.getByTestId('case-line-checked').textContent).toBe('40 taken in, 5 refused');
    await waitFor(() =>
      expect(bolts.getByTestId('case-line-claimable').textContent).toBe(
        `12 boxes can still be claimed, until ${formatDate('2026-12-01', 'en')}`,
      ),
    );
    // Claimed in full already: not offered.
    expect(screen.queryByText('Washer M8')).toBeNull();
    // Nothing is chosen for the buyer among several.
    expect(screen.getAllByRole('radio').filter((input) => (input as HTMLInputElement).checked)).toEqual([]);
    expect(api.queries(CLAIMABLE_PATH)).toEqual([{}]);
  });

  it('refuses an empty case and a quantity above what is left, each at its field, and sends nothing', async () => {
    renderForm();
    await waitFor(() => expect(lineOptions()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Open the case' }));
    const lines = within(screen.getByTestId('case-lines'));
    expect(lines.getByRole('alert').textContent).toBe('Please choose the goods the case is about');
    expect(within(screen.getByTestId('case-types')).getByRole('alert').textContent).toBe(
      'Please choose what you ask for',
    );
    expect(messageOf('Quantity')).toBe('Please enter a whole number, at least 1');
    expect(messageOf('What is wrong')).toBe('Please describe what is wrong');

    // Goods refused at the receipt: a replacement is proposed.
    fireEvent.click(radio(/Hex Bolt M8x30/));
    expect(radio('Replacement').checked).toBe(true);
    await waitFor(() => expect(messageOf('Quantity')).toBe('Please enter a whole number, at least 1'));
    type('Quantity', '13');
    await waitFor(() => expect(messageOf('Quantity')).toBe('At most 12 boxes'));
    expect(screen.getByLabelText('Quantity').getAttribute('aria-invalid')).toBe('true');
    type('What is wrong', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Open the case' }));
    expect(messageOf('What is wrong')).toBe('Please describe what is wrong');
    expect(sent()).toEqual([]);

    // Within what is left, the message turns back into the hint.
    type('Quantity', '12');
    expect(messageOf('Quantity')).toBe('At most 12 boxes');
    expect(screen.getByLabelText('Quantity').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the case as JSON with its photos, then opens it', async () => {
    renderForm();
    await waitFor(() => expect(lineOptions()).toHaveLength(2));
    fireEvent.click(radio(/Hex Nut M8/));
    // Taken in whole: no type is proposed.
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
    fireEvent.click(radio('Refund'));
    type('Quantity', ' 3 ');
    type('What is wrong', '  Threads stripped on three boxes. ');
    fireEvent.change(screen.getByLabelText(/How you would like it resolved/), { target: { value: ' Refund them. ' } });
    await act(async () => {
      fireEvent.change(screen.getByTestId('case-files-input'), {
        target: { files: [new File([new Uint8Array(10)], 'dented-box.jpg')] },
      });
    });
    await waitFor(() => expect(screen.getAllByTestId('uploaded-file')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Open the case' }));
    expect(await screen.findByText('Case opened')).toBeTruthy();
    expect(sent()).toEqual([
      {
        shipment_id: NUTS_LINE.shipment_id,
        line_id: NUTS_LINE.line_id,
        type: 'refund',
        quantity: 3,
        reason: 'Threads stripped on three boxes.',
        requested_resolution: 'Refund them.',
        files: [PHOTO.id],
      },
    ]);
    expect(location()).toBe(`${PAGES.afterSalesDetail.route}?id=${OVERDUE.id}`);
  });

  it('starts from the line the address names, of the order it names', async () => {
    renderForm(
      `${PAGES.afterSalesNew.route}?purchase_order_id=41&shipment_id=${BOLTS_LINE.shipment_id}&line_id=${BOLTS_LINE.line_id}`,
    );
    await waitFor(() => expect(radio(/Hex Bolt M8x30/).checked).toBe(true));
    expect(radio('Replacement').checked).toBe(true);
    expect(api.queries(CLAIMABLE_PATH)).toEqual([{ purchase_order_id: '41' }]);

    // A type the buyer picks stays when the goods change.
    fireEvent.click(radio('Repair'));
    fireEvent.click(radio(/Hex Nut M8/));
    expect(radio('Repair').checked).toBe(true);
  });

  it('chooses the only line there is', async () => {
    claimable = [NUTS_LINE];
    renderForm();
    await waitFor(() => expect(radio(/Hex Nut M8/).checked).toBe(true));
  });

  it("leaves the server's refusal to its toast, and keeps the form", async () => {
    refusal = {
      code: ErrorCode.AFTER_SALES_WINDOW_CLOSED,
      message: 'A case can be opened only within 30 days of the receipt.',
    };
    renderForm();
    await waitFor(() => expect(lineOptions()).toHaveLength(2));
    fireEvent.click(radio(/Hex Bolt M8x30/));
    type('Quantity', '2');
    type('What is wrong', 'Crushed');
    fireEvent.click(screen.getByRole('button', { name: 'Open the case' }));
    expect(await screen.findByText('A case can be opened only within 30 days of the receipt.')).toBeTruthy();
    expect(sent()).toHaveLength(1);
    expect(location()).toBe(PAGES.afterSalesNew.route);
    expect((screen.getByLabelText('What is wrong') as HTMLTextAreaElement).value).toBe('Crushed');
  });

  it('says when nothing can be claimed, with the way back to the cases', async () => {
    claimable = [WASHERS_LINE];
    renderForm();
    const nothing = await screen.findByTestId('nothing-claimable');
    expect(nothing.textContent).toContain('No received goods can be claimed now');
    fireEvent.click(within(nothing).getByRole('button', { name: 'Back to the cases' }));
    expect(location()).toBe(PAGES.afterSales.route);
  });

  it('says it in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderForm();
    await waitFor(() => expect(lineOptions()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '提交售后申请' }));
    expect(within(screen.getByTestId('case-lines')).getByRole('alert').textContent).toBe('请选择要申请售后的货物');
    expect(within(screen.getByTestId('case-types')).getByRole('alert').textContent).toBe('请选择申请类型');
    expect(messageOf('问题描述')).toBe('请描述问题');
    fireEvent.click(radio(/Hex Bolt M8x30/));
    expect(radio('换货').checked).toBe(true);
    type('数量', '20');
    await waitFor(() => expect(messageOf('数量')).toBe('最多 12 盒'));
  });
});
