// @vitest-environment happy-dom
import { i18n } from '@mall/client/lib/i18n';
import { envelope } from '@mall/client/lib/test-envelope';
import { type AfterSalesDetail, type AfterSalesStatus, ErrorCode } from '@mall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/test-render';
import WorkstationPage from '../pages/workstation-page';
import { OVERDUE, PHOTO, REJECTED, RESOLVED, WAITING_RETURN } from './after-sales-test-data';
import { confirmDialog, postsOf, serveWorkstation } from './workstation-test-kit';

const fetchMock = serveWorkstation(serve);
let cases: Map<number, AfterSalesDetail>;

/** A step moves the case to its next state, as the server would. */
const NEXT: Record<string, AfterSalesStatus> = { escalate: 'escalated', close: 'closed' };

/** The fake server: the cases by id, their steps and messages, nothing else. */
async function serve(url: URL, init?: RequestInit): Promise<Response | undefined> {
  if (url.pathname === '/api/buyer/v1/after_sales/detail') {
    const item = cases.get(Number(url.searchParams.get('id')));
    return item ? envelope(item) : envelope(null, ErrorCode.AFTER_SALES_NOT_FOUND, 'not found');
  }
  const step = /^\/api\/buyer\/v1\/after_sales\/(\w+)$/.exec(url.pathname)?.[1];
  if (step && init?.method === 'POST') {
    const body = JSON.parse(String(init.body)) as { id: number; body?: string };
    const item = cases.get(body.id) as AfterSalesDetail;
    const status = NEXT[step];
    const next: AfterSalesDetail = status
      ? { ...item, status, overdue: false }
      : {
          ...item,
          messages: [
            ...item.messages,
            {
              id: 9,
              author: 'buyer',
              author_name: 'Li',
              body: body.body ?? '',
              files: [],
              created_at: '2026-03-08T08:00:00.000Z',
            },
          ],
        };
    cases.set(item.id, next);
    return envelope(next);
  }
}

const posts = () => postsOf(fetchMock);

const openCase = async (id: number) => {
  renderPage(createElement(App, null, createElement(WorkstationPage)), `/?tab=afterSales&open=${id}`);
  return await screen.findByTestId('case-drawer');
};
const authors = (drawer: HTMLElement) =>
  within(drawer)
    .queryAllByTestId('case-message-author')
    .map((author) => author.querySelector('strong')?.textContent);

beforeEach(() => {
  cases = new Map([OVERDUE, RESOLVED, REJECTED, WAITING_RETURN].map((item) => [item.id, structuredClone(item)]));
});

describe('the after-sales case drawer', () => {
  it('shows the goods, what the receipt checked, the request with its files, and the thread oldest first', async () => {
    const drawer = await openCase(42);
    expect(screen.getByText('After-sales case AS-2026-000042')).toBeTruthy();
    expect(within(drawer).getByTestId('case-status').textContent).toBe('Waiting for an answer');
    expect(within(drawer).getByTestId('case-overdue').textContent).toBe('No answer in 3 days');
    expect(within(drawer).getByTestId('case-type').textContent).toBe('Replacement');
    expect(within(drawer).getByTestId('case-quantity').textContent).toBe('3 pieces');
    expect(within(drawer).getByText('$12.50')).toBeTruthy();

    const receipt = within(drawer).getByTestId('case-receipt');
    expect(within(receipt).getByTestId('case-receipt-checked').textContent).toBe('8 taken in, 2 refused');
    expect(within(receipt).getByTestId('case-receipt-reason').textContent).toBe('Refused because: Rusty');
    expect(within(receipt).getByText('Received on 4 Mar 2026')).toBeTruthy();

    const request = within(drawer).getByTestId('case-request');
    expect(within(request).getByTestId('case-reason').textContent).toBe('The threads of three bolts are damaged.');
    expect(within(request).getByTestId('case-requested').textContent).toBe(
      'Send three new bolts with the next shipment.',
    );
    const photo = within(request).getByRole('link', { name: 'bolt-threads.jpg' });
    expect(photo.getAttribute('href')).toBe(PHOTO.url);
    // The photograph as taken opens from the link; its thumbnail loads at the width it is drawn.
    const thumbnail = photo.querySelector('img') as HTMLImageElement;
    expect(thumbnail.getAttribute('src')).toBe(`${PHOTO.url}&width=240`);
    expect(thumbnail.getAttribute('sizes')).toBe('64px');
    expect(thumbnail.getAttribute('srcset')).toContain(`${PHOTO.url}&width=120 120w`);
    expect(within(drawer).queryByTestId('case-outcome')).toBeNull();

    expect(authors(drawer)).toEqual(['You', 'Wang']);
    const [first] = within(drawer).getAllByTestId('case-message');
    expect(within(first as HTMLElement).getByText('Photo of the threads attached.')).toBeTruthy();
    expect(within(first as HTMLElement).getByTestId('case-file')).toBeTruthy();
    expect(within(drawer).getByTestId('case-message-input')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('link', { name: 'PO-2026-0041' }));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=purchaseOrders&open=41');
  });

  it('asks for a message before sending, then sends the reply and adds it to the thread', async () => {
    const drawer = await openCase(42);
    fireEvent.click(within(drawer).getByTestId('case-message-send'));
    expect(await within(drawer).findByText('Please write a message')).toBeTruthy();
    expect(posts()).toEqual([]);

    fireEvent.change(within(drawer).getByTestId('case-message-input'), { target: { value: '  Any news? ' } });
    fireEvent.click(within(drawer).getByTestId('case-message-send'));
    await screen.findByText('Message sent');
    expect(posts()).toEqual([
      { path: '/api/buyer/v1/after_sales/messages', body: { id: 42, body: 'Any news?', files: [] } },
    ]);
    await waitFor(() => expect(authors(drawer)).toEqual(['You', 'Wang', 'You']));
    expect((within(drawer).getByTestId('case-message-input') as HTMLTextAreaElement).value).toBe('');
  });

  it('escalates an overdue case once confirmed, and keeps it when the buyer thinks again', async () => {
    const drawer = await openCase(42);
    expect(within(drawer).queryByTestId('case-close')).toBeNull();
    fireEvent.click(within(drawer).getByTestId('case-escalate'));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Not now' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts()).toEqual([]);

    fireEvent.click(within(drawer).getByTestId('case-escalate'));
    const dialog = await confirmDialog(2);
    expect(
      within(dialog).getByText(
        'Escalate this case? It has waited 3 days without an answer; a manager will look at it.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Escalate' }));
    await screen.findByText('Case escalated');
    expect(posts()).toEqual([{ path: '/api/buyer/v1/after_sales/escalate', body: { id: 42 } }]);
    // Read again, the case is escalated and has no step left for the buyer.
    await waitFor(() => expect(within(drawer).getByTestId('case-status').textContent).toBe('Escalated'));
    expect(within(drawer).queryByTestId('case-escalate')).toBeNull();
  });

  it('offers no escalation to a case answered already, however long ago', async () => {
    const drawer = await openCase(45);
    expect(within(drawer).queryByTestId('case-overdue')).toBeNull();
    expect(within(drawer).queryByTestId('case-escalate')).toBeNull();
    expect(within(drawer).getByTestId('case-outcome-return').textContent).toBe(
      "Please send the goods back; the mall's team will tell you where in the messages.",
    );
  });

  it('shows the refund of a resolved case and closes it once confirmed', async () => {
    const drawer = await openCase(43);
    expect(within(drawer).getByTestId('case-outcome-refund').textContent).toBe('Refund of $37.50');
    expect(within(drawer).queryByTestId('case-requested')).toBeNull();
    expect(within(drawer).getByText('No files')).toBeTruthy();
    expect(within(drawer).getByTestId('case-no-messages')).toBeTruthy();
    expect(within(drawer).queryByTestId('case-escalate')).toBeNull();
    for (const moment of ['Opened', 'Accepted', 'Resolved'])
      expect(within(within(drawer).getByTestId('case-dates')).getByText(moment)).toBeTruthy();

    fireEvent.click(within(drawer).getByTestId('case-close'));
    const dialog = await confirmDialog();
    expect(within(dialog).getByText('Close this case? Do it once the resolution is done as agreed.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the case' }));
    await screen.findByText('Case closed');
    expect(posts()).toEqual([{ path: '/api/buyer/v1/after_sales/close', body: { id: 43 } }]);
    // Closed, it takes no more messages nor steps.
    await waitFor(() => expect(within(drawer).queryByTestId('case-message-input')).toBeNull());
    expect(within(drawer).queryByTestId('case-close')).toBeNull();
  });

  it('shows why a case was rejected, with no reply box and no step', async () => {
    const drawer = await openCase(44);
    expect(within(drawer).getByTestId('case-outcome-rejected').textContent).toBe(
      'Rejected because: The damage happened after delivery.',
    );
    expect(within(drawer).getAllByTestId('case-message')).toHaveLength(2);
    expect(within(drawer).queryByTestId('case-message-input')).toBeNull();
    expect(within(drawer).queryByTestId('case-escalate')).toBeNull();
    expect(within(drawer).queryByTestId('case-close')).toBeNull();
  });

  it('says so when the case is not the buyer’s, and goes back to the cases', async () => {
    renderPage(createElement(App, null, createElement(WorkstationPage)), '/?tab=afterSales&open=99');
    expect(await screen.findByText('This after-sales case does not exist or is not yours.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the cases' }));
    expect(screen.getByTestId('location').textContent).toBe('/?tab=afterSales');
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    const drawer = await openCase(42);
    expect(screen.getByText('售后单 AS-2026-000042')).toBeTruthy();
    expect(within(drawer).getByTestId('case-receipt-checked').textContent).toBe('验收 8，拒收 2');
    expect(authors(drawer)).toEqual(['您', 'Wang']);
    for (const text of ['收货验收', '售后申请', '问题描述', '期望的处理方式', '留言', '您的回复', '升级处理'])
      expect(within(drawer).getAllByText(text).length).toBeGreaterThan(0);
    // antd spaces out a button's two Chinese characters.
    expect(within(drawer).getByTestId('case-message-send').textContent).toBe('发 送');
  });
});
