import { API, type ConsoleAfterSalesDetail, type ConsoleAfterSalesPage } from '@mall/contract';

/** The after-sales tests' cases and the server's envelope around an answer. */

const BUYER = {
  company_name: 'Jiangnan Hardware',
  address: '8 Canal Road, Suzhou',
  contact_name: 'Lin Wei',
  email: 'lin@example.com',
  phone: '+86 512 0000 0000',
};

export function queueRow(
  overrides: Partial<ConsoleAfterSalesPage['list'][number]> = {},
): ConsoleAfterSalesPage['list'][number] {
  return {
    id: 42,
    number: 'AS-2026-000042',
    status: 'submitted',
    type: 'replacement',
    overdue: true,
    purchase_order: { id: 7, number: 'PO-2026-000007' },
    shipment_id: 3,
    line_id: 11,
    product_id: 5,
    name: 'Hex bolt M8',
    image: '/media/bolt.jpg',
    unit: 'pcs',
    quantity: 40,
    currency: 'USD',
    shop_code: null,
    created_at: new Date(Date.now() - 3 * 24 * 3_600_000 - 60_000).toISOString(),
    updated_at: new Date().toISOString(),
    buyer: BUYER,
    ...overrides,
  };
}

export function caseDetail(overrides: Partial<ConsoleAfterSalesDetail> = {}): ConsoleAfterSalesDetail {
  return {
    ...queueRow(),
    reason: 'Threads are stripped on 40 bolts.',
    requested_resolution: 'Send 40 new bolts.',
    files: [
      {
        id: 'f1',
        name: 'threads.jpg',
        kind: 'jpg',
        purpose: 'attachment',
        size: 2048,
        width: 800,
        height: 600,
        url: '/api/files/f1',
      },
    ],
    reject_reason: null,
    resolution: null,
    refund_amount: null,
    replacement_shipment_id: null,
    receipt: { received: 1000, rejected: 40, reason: 'Stripped threads', at: '2026-11-18T09:00:00.000Z' },
    unit_price: '0.25',
    accepted_at: null,
    rejected_at: null,
    escalated_at: null,
    resolved_at: null,
    closed_at: null,
    messages: [
      {
        id: 2,
        author: 'operator',
        author_name: 'Sales Desk',
        body: 'We are looking into it.',
        files: [],
        created_at: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 1,
        author: 'buyer',
        author_name: 'Lin Wei',
        body: 'Photos attached.',
        files: [],
        created_at: '2026-11-20T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function envelope(data: unknown, code = 0, text = 'success') {
  return new Response(JSON.stringify({ status: code === 0 ? 200 : code, data, result: { code, message: text } }), {
    status: 200,
  });
}

/** The units list the pages name units by (the storefront's public list). */
export function unitsAnswer(url: string): Response | undefined {
  return url.startsWith(API.units.path) ? envelope({ list: [{ code: 'pcs', name: 'Pieces' }] }) : undefined;
}
