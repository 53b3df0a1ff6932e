import { addConsoleTexts } from '@mall/client/console/locales/console-texts';
import { i18n } from '@mall/client/lib/i18n';
import { type AfterSalesStatus, type ConsoleAfterSalesDetail, ErrorCode, type UploadedFile } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { caseDetail, envelope, unitsAnswer } from '../test-fixtures';
import { CaseDrawer } from './case-drawer';

const PHOTO_ID = '0123456789abcdef0123456789abcdef';
const ACTIONS = ['case-accept', 'case-reject', 'case-request-return', 'case-resolve'];

/**
 * Serves the case (as `item`), and answers each step with the case as given by `after` (or a
 * refusal with `refuse`). Answers the steps posted, as path and JSON body.
 */
function serve(item: ConsoleAfterSalesDetail, options: { after?: ConsoleAfterSalesDetail; refuse?: number } = {}) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method !== 'POST') return unitsAnswer(url) ?? envelope(item);
    if (options.refuse) return envelope(null, options.refuse, 'refused');
    return envelope(options.after ?? item);
  });
  vi.stubGlobal('fetch', fetch);
  return () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ path: url, body: JSON.parse(String(init?.body)) as unknown }));
}

function renderDrawer() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const router = createMemoryRouter([{ path: '/', element: <CaseDrawer id={42} onClose={() => undefined} /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return invalidate;
}

/** The input of an antd field (some test ids land on a wrapper as well). */
function input(testId: string): HTMLElement {
  const element = screen.getAllByTestId(testId).find((node) => node.tagName === 'INPUT' || node.tagName === 'TEXTAREA');
  if (!element) throw new Error(`no input ${testId}`);
  return element;
}

async function shownActions() {
  await screen.findByTestId('case-summary');
  return ACTIONS.filter((testId) => screen.queryByTestId(testId) !== null);
}

beforeAll(async () => {
  await addConsoleTexts();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the after-sales case drawer', () => {
  it.each<[AfterSalesStatus, string[]]>([
    ['submitted', ['case-accept', 'case-reject']],
    ['escalated', ['case-accept', 'case-reject']],
    ['accepted', ['case-request-return', 'case-resolve']],
    ['waiting_return', ['case-resolve']],
    ['resolved', []],
    ['rejected', []],
    ['closed', []],
  ])('offers the steps of a %s case', async (status, actions) => {
    await i18n.changeLanguage('en');
    serve(caseDetail({ status }));
    renderDrawer();
    expect(await shownActions()).toEqual(actions);
  });

  it('shows the buyer, the line, the receipt, the case and its thread oldest first', async () => {
    await i18n.changeLanguage('en');
    const detail = caseDetail({ created_at: '2026-11-19T09:00:00.000Z', escalated_at: '2026-11-23T09:00:00.000Z' });
    const photo = { ...detail.files[0], url: `/api/console/v1/files?id=${PHOTO_ID}` } as UploadedFile;
    const sheet = { ...photo, id: 'f2', name: 'receipt.xlsx', kind: 'xlsx', width: null, height: null } as UploadedFile;
    serve({ ...detail, files: [photo, sheet] });
    renderDrawer();
    const summary = within(await screen.findByTestId('case-summary'));
    expect(summary.getByText('Jiangnan Hardware')).toBeTruthy();
    expect(summary.getByText('Lin Wei · lin@example.com · +86 512 0000 0000')).toBeTruthy();
    expect(summary.getByText('Overdue')).toBeTruthy();
    const line = within(screen.getByTestId('case-line'));
    expect(line.getByText('Hex bolt M8')).toBeTruthy();
    expect(line.getByText('$0.25')).toBeTruthy();
    expect(line.getByText('$10.00')).toBeTruthy();
    expect(line.getByText('USD')).toBeTruthy();
    const receipt = within(screen.getByTestId('case-receipt'));
    expect(receipt.getByText('1,000 pieces')).toBeTruthy();
    expect(receipt.getByText('40 pieces')).toBeTruthy();
    expect(receipt.getByText('Stripped threads')).toBeTruthy();
    const claim = within(screen.getByTestId('case-claim'));
    expect(claim.getByText('Threads are stripped on 40 bolts.')).toBeTruthy();
    expect(claim.getByText('Send 40 new bolts.')).toBeTruthy();
    expect(claim.getByRole('link', { name: /threads\.jpg/ }).getAttribute('href')).toBe(photo.url);
    // The photograph is also shown, at the width its 64 px thumbnail takes on a dense screen.
    const shown = claim.getByRole('img', { name: 'threads.jpg' });
    expect(shown.getAttribute('src')).toBe(`/api/console/v1/files?id=${PHOTO_ID}&width=240`);
    expect(claim.queryByRole('img', { name: 'receipt.xlsx' })).toBeNull();
    expect(claim.getAllByRole('link').map((link) => link.textContent?.trim())).toEqual(['threads.jpg', 'receipt.xlsx']);
    expect(screen.getByTestId('case-history').textContent).toMatch(
      /^Opened · 2026-11-19.*Escalated by the buyer · 2026-11-23/,
    );
    expect(screen.getAllByTestId('case-message').map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^BuyerLin Wei.*Photos attached\.$/),
      expect.stringMatching(/^MallSales Desk.*We are looking into it\.$/),
    ]);
  });

  it('asks before accepting, then sends the case and reads the queue and the case again', async () => {
    await i18n.changeLanguage('en');
    const posted = serve(caseDetail({ status: 'escalated' }), {
      after: caseDetail({ status: 'accepted', accepted_at: '2026-11-23T10:00:00.000Z' }),
    });
    const invalidate = renderDrawer();
    fireEvent.click(await screen.findByTestId('case-accept'));
    expect(await screen.findByText('Accept AS-2026-000042?')).toBeTruthy();
    expect(posted()).toEqual([]);
    fireEvent.click(screen.getByTestId('accept-confirm'));
    expect(await screen.findByText('AS-2026-000042 accepted.')).toBeTruthy();
    expect(posted()).toEqual([{ path: '/api/console/v1/after_sales/accept', body: { id: 42 } }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['console', 'after-sales'] });
  });

  it('says so in the drawer when the case was answered meanwhile', async () => {
    await i18n.changeLanguage('en');
    serve(caseDetail(), { refuse: ErrorCode.AFTER_SALES_NOT_AWAITING_ANSWER });
    renderDrawer();
    fireEvent.click(await screen.findByTestId('case-accept'));
    fireEvent.click(await screen.findByTestId('accept-confirm'));
    expect((await screen.findByTestId('case-problem')).textContent).toBe('This case has already been answered.');
  });

  it('rejects only with a reason, and sends it', async () => {
    await i18n.changeLanguage('en');
    const posted = serve(caseDetail(), { after: caseDetail({ status: 'rejected' }) });
    renderDrawer();
    fireEvent.click(await screen.findByTestId('case-reject'));
    expect(await screen.findByText('Reject AS-2026-000042?')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('reject-confirm')));
    expect(await screen.findByText('Please give the reason.')).toBeTruthy();
    expect(posted()).toEqual([]);
    fireEvent.change(input('reject-reason'), { target: { value: '  Not goods of this order.  ' } });
    await act(async () => fireEvent.click(screen.getByTestId('reject-confirm')));
    expect(await screen.findByText('AS-2026-000042 rejected.')).toBeTruthy();
    expect(posted()).toEqual([
      { path: '/api/console/v1/after_sales/reject', body: { id: 42, reason: 'Not goods of this order.' } },
    ]);
  });

  it('asks before requesting the return', async () => {
    await i18n.changeLanguage('en');
    const posted = serve(caseDetail({ status: 'accepted' }), { after: caseDetail({ status: 'waiting_return' }) });
    renderDrawer();
    fireEvent.click(await screen.findByTestId('case-request-return'));
    fireEvent.click(await screen.findByTestId('request-return-confirm'));
    expect(await screen.findByText('Return requested for AS-2026-000042.')).toBeTruthy();
    expect(posted()).toEqual([{ path: '/api/console/v1/after_sales/request_return', body: { id: 42 } }]);
  });

  it('refuses a refund above unit price × quantity in the form, and sends one within it', async () => {
    await i18n.changeLanguage('en');
    const posted = serve(caseDetail({ status: 'accepted', type: 'refund' }), {
      after: caseDetail({ status: 'resolved', resolution: 'refund', refund_amount: '9.50' }),
    });
    renderDrawer();
    fireEvent.click(await screen.findByTestId('case-resolve'));
    expect((await screen.findByTestId('refund-limit')).textContent).toBe('At most $10.00 (unit price × 40)');
    fireEvent.change(input('refund-amount'), { target: { value: '10.01' } });
    await act(async () => fireEvent.click(screen.getByTestId('resolve-confirm')));
    expect(await screen.findByText('The refund cannot be more than $10.00.')).toBeTruthy();
    fireEvent.change(input('refund-amount'), { target: { value: '0' } });
    await act(async () => fireEvent.click(screen.getByTestId('resolve-confirm')));
    expect(await screen.findByText('An amount above 0 with at most 2 decimals.')).toBeTruthy();
    expect(posted()).toEqual([]);

    fireEvent.change(input('refund-amount'), { target: { value: ' 9.50 ' } });
    await act(async () => fireEvent.click(screen.getByTestId('resolve-confirm')));
    expect(await screen.findByText('AS-2026-000042 resolved.')).toBeTruthy();
    expect(posted()).toEqual([
      {
        path: '/api/console/v1/after_sales/resolve',
        body: { id: 42, resolution: 'refund', refund_amount: '9.50' },
      },
    ]);
  });

  it('resolves by a replacement shipped on a planned date', async () => {
    await i18n.changeLanguage('en');
    const day = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const posted = serve(caseDetail({ status: 'waiting_return' }), {
      after: caseDetail({ status: 'resolved', resolution: 'replacement', replacement_shipment_id: 9 }),
    });
    renderDrawer();
    fireEvent.click(await screen.findByTestId('case-resolve'));
    // A replacement case suggests a replacement.
    expect(await screen.findByText('A shipment of 40 pieces is planned on PO-2026-000007.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('resolve-confirm')));
    expect(await screen.findByText('Please choose the planned ship date.')).toBeTruthy();
    expect(posted()).toEqual([]);

    fireEvent.click(input('ship-date'));
    fireEvent.click(await screen.findByTitle(day));
    await act(async () => fireEvent.click(screen.getByTestId('resolve-confirm')));
    expect(await screen.findByText('AS-2026-000042 resolved.')).toBeTruthy();
    expect(posted()).toEqual([
      {
        path: '/api/console/v1/after_sales/resolve',
        body: { id: 42, resolution: 'replacement', planned_ship_date: day },
      },
    ]);
  });

  it('sends a reply, and asks for words first', async () => {
    await i18n.changeLanguage('en');
    const posted = serve(caseDetail());
    renderDrawer();
    const send = await screen.findByTestId('reply-send');
    await act(async () => fireEvent.click(send));
    expect(await screen.findByText('Please write a message.')).toBeTruthy();
    fireEvent.change(input('reply-input'), { target: { value: 'New bolts leave on Monday.' } });
    await act(async () => fireEvent.click(screen.getByTestId('reply-send')));
    expect(await screen.findByText('Message sent.')).toBeTruthy();
    expect(posted()).toEqual([
      { path: '/api/console/v1/after_sales/messages', body: { id: 42, body: 'New bolts leave on Monday.' } },
    ]);
    await waitFor(() => expect((input('reply-input') as HTMLTextAreaElement).value).toBe(''));
  });

  it('takes no more messages on a finished case', async () => {
    await i18n.changeLanguage('en');
    serve(caseDetail({ status: 'rejected', reject_reason: 'Not goods of this order.' }));
    renderDrawer();
    expect(await screen.findByText('This case is finished: no more messages.')).toBeTruthy();
    expect(screen.queryByTestId('reply-send')).toBeNull();
    expect(within(screen.getByTestId('case-outcome')).getByText('Not goods of this order.')).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    serve(caseDetail({ status: 'accepted' }));
    renderDrawer();
    expect(await screen.findByText('AS-2026-000042 · 换货')).toBeTruthy();
    for (const title of ['采购订单行', '收货检验结果', '买家的售后申请', '处理进度', '沟通记录'])
      expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByTestId('case-request-return').textContent).toBe('要求退货');
    fireEvent.click(screen.getByTestId('case-resolve'));
    expect(await screen.findByText('解决 AS-2026-000042')).toBeTruthy();
    fireEvent.click(screen.getByText('退款'));
    expect((await screen.findByTestId('refund-limit')).textContent).toMatch(/^最多 .*10\.00（单价 × 40）$/);
    // antd spaces out two-character labels unless the console's providers say otherwise.
    expect(screen.getByTestId('reply-send').textContent?.replace(/\s/g, '')).toBe('发送');
  });
});
