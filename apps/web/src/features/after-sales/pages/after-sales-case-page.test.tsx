import '../../../app/antd-mobile-react19';
import { i18n } from '@mall/client/lib/i18n';
import { formatDate, formatDateTime } from '@mall/client/lib/locale';
import { type AfterSalesDetail, ErrorCode, PAGES } from '@mall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../lib/fake-api';
import { envelope, renderRoutedPage } from '../../../lib/test-render';
import AfterSalesCasePage from './after-sales-case-page';
import { OVERDUE, PHOTO, REFUNDED, REJECTED, REPORT, RETURNING, unitsIn, WAITING } from './after-sales-test-data';

/** What the fake server holds, and whether it refuses the steps. */
let cases: AfterSalesDetail[];
let refusal: { code: number; message: string } | null;

const find = (id: unknown) => cases.find((item) => item.id === Number(id));
const update = (id: number, change: (item: AfterSalesDetail) => Partial<AfterSalesDetail>) => {
  cases = cases.map((item) => (item.id === id ? { ...item, ...change(item) } : item));
  return find(id);
};

const api = fakeApi((url, init) => {
  const body = init?.body ? (JSON.parse(String(init.body)) as { id: number; body?: string; files?: string[] }) : null;
  if (body && refusal) return envelope(null, refusal.code, refusal.message);
  switch (url.pathname) {
    case '/api/buyer/v1/after_sales/detail': {
      const item = find(url.searchParams.get('id'));
      return item ? envelope(item) : envelope(null, ErrorCode.AFTER_SALES_NOT_FOUND, 'no such case');
    }
    case '/api/buyer/v1/after_sales/messages':
      return envelope(
        update(Number(body?.id), (item) => ({
          messages: [
            ...item.messages,
            {
              id: 50,
              author: 'buyer',
              author_name: 'Li Wei',
              body: String(body?.body),
              files: [],
              created_at: '2026-11-06T08:00:00.000Z',
            },
          ],
        })),
      );
    case '/api/buyer/v1/after_sales/escalate':
      return envelope(
        update(Number(body?.id), () => ({ status: 'escalated', escalated_at: '2026-11-06T08:00:00.000Z' })),
      );
    case '/api/buyer/v1/after_sales/close':
      return envelope(update(Number(body?.id), () => ({ status: 'closed', closed_at: '2026-11-06T08:00:00.000Z' })));
    case '/api/buyer/v1/history':
      return envelope({ list: [], total: 0, page: 1, pageSize: 100 });
    case '/api/get/unit':
      return envelope(unitsIn(i18n.language));
    default:
      throw new Error(`unexpected call ${url.pathname}`);
  }
});

const bodies = (step: string) => api.jsonBodies(`/api/buyer/v1/after_sales/${step}`);
const messages = () => screen.getAllByTestId('case-message');
const dialog = () => within(screen.getByRole('dialog'));
const bar = () => within(screen.getByTestId('case-actions'));
const location = () => screen.getByTestId('location').textContent;

const renderCase = (id: number) => renderRoutedPage(AfterSalesCasePage, `${PAGES.afterSalesDetail.route}?id=${id}`);

// The dialog's and the toast's code is loaded when first shown; loaded here, it does not count against the waits below.
beforeAll(async () => {
  await import('antd-mobile/es/components/dialog');
  await import('antd-mobile/es/components/toast');
});

beforeEach(() => {
  cases = [OVERDUE, WAITING, REFUNDED, REJECTED, RETURNING];
  refusal = null;
});

describe('after-sales case page', () => {
  it('shows the case, what the receipt checked, the outcome and the thread oldest first, in English', async () => {
    renderCase(REFUNDED.id);
    await screen.findByTestId('case-detail');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('AS-2026-000013');
    expect(screen.getByTestId('case-status').textContent).toBe('Resolved');
    expect(screen.getByTestId('case-type').textContent).toBe('Refund');
    expect(screen.queryByTestId('case-overdue')).toBeNull();
    expect(screen.getByTestId('case-goods').textContent).toBe('Hex Bolt M8x30');
    const order = screen.getByTestId('case-order');
    expect(order.textContent).toBe('Purchase order PO-2026-000041');
    expect(order.getAttribute('href')).toBe(`${PAGES.purchaseOrderDetail.route}?id=41`);

    const dates = within(screen.getByTestId('case-dates'));
    expect(dates.getAllByRole('term').map((term) => term.textContent)).toEqual(['Opened', 'Accepted', 'Resolved']);
    expect(dates.getAllByRole('definition').map((value) => value.textContent)).toEqual(
      [REFUNDED.created_at, REFUNDED.accepted_at, REFUNDED.resolved_at].map((at) => formatDateTime(at ?? '', 'en')),
    );

    const receipt = within(screen.getByTestId('case-receipt'));
    expect(receipt.getByText('40 taken in, 5 refused')).toBeTruthy();
    expect(receipt.getByText('Refused because: Boxes crushed')).toBeTruthy();
    expect(receipt.getByText(`Received on ${formatDate(REFUNDED.receipt.at, 'en')}`)).toBeTruthy();

    await waitFor(() => expect(screen.getByTestId('case-quantity').textContent).toBe('5 boxes'));
    expect(screen.getByTestId('case-reason').textContent).toBe('Five boxes arrived crushed.');
    expect(screen.getByTestId('case-requested').textContent).toBe('Refund the five boxes.');

    expect(within(screen.getByTestId('case-outcome')).getByText('Refund of $62.50')).toBeTruthy();

    expect(messages().map((message) => message.getAttribute('data-author'))).toEqual(['operator', 'buyer']);
    const [first, second] = messages().map((message) => within(message));
    expect(first?.getByTestId('case-message-author').textContent).toBe(
      `Wang Fang · ${formatDateTime('2026-11-03T10:00:00.000Z', 'en')}`,
    );
    expect(first?.getByText('We refund the five boxes.')).toBeTruthy();
    expect(first?.getByRole('link', { name: REPORT.name }).getAttribute('href')).toBe(REPORT.url);
    expect(second?.getByTestId('case-message-author').textContent).toMatch(/^You · /);
  });

  it('links the files sent with the case', async () => {
    renderCase(OVERDUE.id);
    const request = within(await screen.findByTestId('case-request'));
    expect(request.getAllByTestId('case-file').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [PHOTO.name, PHOTO.url],
      [REPORT.name, REPORT.url],
    ]);
    expect(screen.getByTestId('case-no-messages').textContent).toBe('No messages yet.');
    // Nothing decided yet: no outcome.
    expect(screen.queryByTestId('case-outcome')).toBeNull();
  });

  it('shows it in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderCase(REFUNDED.id);
    await screen.findByTestId('case-detail');
    expect(screen.getByTestId('case-status').textContent).toBe('已处理');
    expect(screen.getByTestId('case-type').textContent).toBe('退款');
    expect(screen.getByTestId('case-order').textContent).toBe('采购订单 PO-2026-000041');
    expect(within(screen.getByTestId('case-receipt')).getByText('验收 40，拒收 5')).toBeTruthy();
    expect(within(screen.getByTestId('case-outcome')).getByText('退款 US$62.50')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('case-quantity').textContent).toBe('5 盒'));
    expect(messages()[1]?.textContent).toMatch(/^您 · /);
    expect(bar().getByRole('button', { name: '关闭售后单' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '发送' })).toBeTruthy();
  });

  it('sends a message, and asks for words first', async () => {
    renderCase(WAITING.id);
    await screen.findByTestId('case-detail');
    const box = screen.getByLabelText("Write to the mall's after-sales team") as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Please write a message');
    expect(bodies('messages')).toEqual([]);

    fireEvent.change(box, { target: { value: '  Any news?  ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(bodies('messages')).toEqual([{ id: WAITING.id, body: 'Any news?', files: [] }]);
    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(messages()[0]?.textContent).toContain('Any news?');
    expect(box.value).toBe('');
  });

  it('offers Escalate only on a case left unanswered, asks first, then escalates it', async () => {
    renderCase(OVERDUE.id);
    await screen.findByTestId('case-detail');
    expect(screen.getByTestId('case-overdue').textContent).toBe('No answer in 3 days');
    expect(
      bar()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Escalate']);
    fireEvent.click(bar().getByRole('button', { name: 'Escalate' }));
    await screen.findByRole('dialog');
    expect(
      dialog().getByText('Escalate this case? It has waited 3 days without an answer; a manager will look at it.'),
    ).toBeTruthy();
    expect(bodies('escalate')).toEqual([]);

    fireEvent.click(dialog().getByRole('button', { name: 'Escalate' }));
    expect(await screen.findByText('Case escalated')).toBeTruthy();
    expect(bodies('escalate')).toEqual([{ id: OVERDUE.id }]);
    await waitFor(() => expect(screen.getByTestId('case-status').textContent).toBe('Escalated'));
    expect(screen.queryByTestId('case-actions')).toBeNull();
  });

  it('sends nothing when the escalation is not confirmed', async () => {
    renderCase(OVERDUE.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Escalate' }));
    await screen.findByRole('dialog');
    fireEvent.click(dialog().getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies('escalate')).toEqual([]);
  });

  it('offers nothing to do on a case waiting in time for its answer', async () => {
    renderCase(WAITING.id);
    await screen.findByTestId('case-detail');
    expect(screen.queryByTestId('case-actions')).toBeNull();
    expect(screen.queryByTestId('case-overdue')).toBeNull();
  });

  it('offers Close only on a resolved case, asks first, then closes it and ends the thread', async () => {
    renderCase(REFUNDED.id);
    await screen.findByTestId('case-detail');
    expect(
      bar()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close the case']);
    fireEvent.click(bar().getByRole('button', { name: 'Close the case' }));
    await screen.findByRole('dialog');
    expect(dialog().getByText('Close this case? Do it once the resolution is done as agreed.')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Close the case' }));
    expect(await screen.findByText('Case closed')).toBeTruthy();
    expect(bodies('close')).toEqual([{ id: REFUNDED.id }]);
    await waitFor(() => expect(screen.getByTestId('case-status').textContent).toBe('Closed'));
    expect(screen.queryByTestId('case-actions')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it("shows the server's refusal of a step in its words", async () => {
    refusal = {
      code: ErrorCode.AFTER_SALES_NOT_OVERDUE,
      message: 'A case can be escalated only when it has waited 3 days without an answer.',
    };
    renderCase(OVERDUE.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Escalate' }));
    await screen.findByRole('dialog');
    fireEvent.click(dialog().getByRole('button', { name: 'Escalate' }));
    expect(
      await screen.findByText('A case can be escalated only when it has waited 3 days without an answer.'),
    ).toBeTruthy();
    expect(screen.queryByText('Case escalated')).toBeNull();
  });

  it('shows why a case was rejected, and takes no more messages on it', async () => {
    renderCase(REJECTED.id);
    await screen.findByTestId('case-detail');
    expect(within(screen.getByTestId('case-outcome')).getByText('Rejected because: The goods were used.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByTestId('case-actions')).toBeNull();
  });

  it('asks for the goods back while waiting for the return', async () => {
    renderCase(RETURNING.id);
    await screen.findByTestId('case-detail');
    expect(
      within(screen.getByTestId('case-outcome')).getByText(
        "Please send the goods back; the mall's team will tell you where in the messages.",
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('case-status').textContent).toBe('Waiting for your return');
  });

  it('says when the case does not exist or is not the buyer’s', async () => {
    renderCase(999);
    expect((await screen.findByTestId('case-not-found')).textContent).toContain(
      'This after-sales case does not exist or is not yours.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to the cases' }));
    expect(location()).toBe(PAGES.afterSales.route);
  });
});
