import '../../app/antd-mobile-react19';
import { i18n } from '@mall/client/lib/i18n';
import { formatDateTime } from '@mall/client/lib/locale';
import { type HistoryEntry, PAGE_SIZE_MAX } from '@mall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../lib/fake-api';
import { envelope, renderPage } from '../../lib/test-render';
import { DocumentTimeline } from './document-timeline';

const ORDER = { type: 'purchase_order', id: 41, number: 'PO-2026-0041', name: null, version: null } as const;
const RECEIVED: HistoryEntry = {
  id: 12,
  at: '2026-11-22T06:15:00.000Z',
  actor: { kind: 'buyer', name: 'Li Wei' },
  action: 'shipment.receive',
  document: { type: 'shipment', id: 7, number: 'PO-2026-0041', name: null, version: null },
  note: '2 cartons dented',
};
const PAYMENT: HistoryEntry = {
  id: 11,
  at: '2026-11-21T03:00:00.000Z',
  actor: { kind: 'operator', name: 'Anna' },
  action: 'purchase_order.payment',
  document: ORDER,
  note: null,
};
const PLACED: HistoryEntry = {
  id: 10,
  at: '2026-11-20T08:00:00.000Z',
  actor: { kind: 'buyer', name: 'Li Wei' },
  action: 'purchase_order.create',
  document: ORDER,
  note: null,
};

let entries: HistoryEntry[];
let failing: boolean;

const api = fakeApi((url) => {
  if (url.pathname !== '/api/buyer/v1/history') throw new Error(`unexpected call ${url.pathname}`);
  if (failing) return new Response('', { status: 500 });
  return envelope({ list: entries, total: entries.length, page: 1, pageSize: PAGE_SIZE_MAX });
});

/** Each request sent, as its path and query. */
const requests = () =>
  api.fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://mall.test');
    return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
  });
const steps = () => screen.getAllByTestId('timeline-entry');
const renderTimeline = () => renderPage(<DocumentTimeline type="purchase_order" id={41} />);

beforeEach(() => {
  entries = [RECEIVED, PAYMENT, PLACED];
  failing = false;
});

describe('document timeline', () => {
  it("asks for the document's history and lists its steps, newest first, in English", async () => {
    renderTimeline();
    await waitFor(() => expect(steps()).toHaveLength(3));
    expect(requests()).toEqual([
      { path: '/api/buyer/v1/history', query: { type: 'purchase_order', id: '41', pageSize: String(PAGE_SIZE_MAX) } },
    ]);
    const section = screen.getByTestId('document-timeline');
    expect(within(section).getByRole('heading', { name: 'History of this document' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'History of this document' })).toBe(section);
    expect(steps().map((step) => step.getAttribute('data-action'))).toEqual([
      'shipment.receive',
      'purchase_order.payment',
      'purchase_order.create',
    ]);
    const texts = steps().map((step) => [...step.querySelectorAll('p')].map((line) => line.textContent));
    // A step of a shipment names it; the order's own steps need not.
    expect(texts).toEqual([
      [
        'Goods received',
        'Shipment of PO-2026-0041',
        `Li Wei · ${formatDateTime(RECEIVED.at, 'en')}`,
        '2 cartons dented',
      ],
      ['Payment recorded', `Anna (the mall) · ${formatDateTime(PAYMENT.at, 'en')}`],
      ['Purchase order placed', `Li Wei · ${formatDateTime(PLACED.at, 'en')}`],
    ]);
  });

  it('lists them in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderTimeline();
    await waitFor(() => expect(steps()).toHaveLength(3));
    expect(screen.getByRole('heading', { name: '此单据的历史记录' })).toBeTruthy();
    expect([...(steps()[0] as HTMLElement).querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      '已收货',
      'PO-2026-0041 的发货',
      `Li Wei · ${formatDateTime(RECEIVED.at, 'zh-Hans')}`,
      '2 cartons dented',
    ]);
    expect(steps()[1]?.textContent).toBe(`登记付款Anna（商城） · ${formatDateTime(PAYMENT.at, 'zh-Hans')}`);
  });

  it('shows nothing while the document has no history', async () => {
    entries = [];
    renderTimeline();
    await waitFor(() => expect(requests()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('document-timeline')).toBeNull());
  });

  it('offers a retry when the history cannot be read', async () => {
    failing = true;
    renderTimeline();
    const section = await screen.findByTestId('document-timeline');
    await within(section).findByTestId('load-failed');
    failing = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(steps()).toHaveLength(3));
  });
});
