// What the After-sales tests are served: kept out of the test files, as a test file imported by
// another would run its tests there too.
import type { AfterSalesClaimable, AfterSalesDetail, AfterSalesSummary, UploadedFile } from '@mall/contract';

export { BUYER } from './vendors-test-data';

export const PHOTO: UploadedFile = {
  id: 'a'.repeat(32),
  name: 'bolt-threads.jpg',
  kind: 'jpg',
  purpose: 'attachment',
  size: 20_480,
  width: 800,
  height: 600,
  url: `/api/buyer/v1/file?id=${'a'.repeat(32)}`,
};

/**
 * A case waiting three days for the mall's first answer (and so overdue), about bolts partly
 * refused at the receipt; its thread comes from the server newest first.
 */
export const OVERDUE: AfterSalesDetail = {
  id: 42,
  number: 'AS-2026-000042',
  status: 'submitted',
  type: 'replacement',
  overdue: true,
  purchase_order: { id: 41, number: 'PO-2026-0041' },
  shipment_id: 5,
  line_id: 411,
  product_id: 501,
  name: 'Steel bolt M8',
  image: '/media/bolt.jpg',
  unit: 'pcs',
  quantity: 3,
  currency: 'USD',
  shop_code: 'S100',
  created_at: '2026-03-05T08:00:00.000Z',
  updated_at: '2026-03-06T09:00:00.000Z',
  reason: 'The threads of three bolts are damaged.',
  requested_resolution: 'Send three new bolts with the next shipment.',
  files: [PHOTO],
  reject_reason: null,
  resolution: null,
  refund_amount: null,
  replacement_shipment_id: null,
  receipt: { received: 8, rejected: 2, reason: 'Rusty', at: '2026-03-04T08:00:00.000Z' },
  unit_price: '12.50',
  accepted_at: null,
  rejected_at: null,
  escalated_at: null,
  resolved_at: null,
  closed_at: null,
  messages: [
    {
      id: 2,
      author: 'operator',
      author_name: 'Wang',
      body: 'We are checking with the vendor.',
      files: [],
      created_at: '2026-03-06T09:00:00.000Z',
    },
    {
      id: 1,
      author: 'buyer',
      author_name: 'Li',
      body: 'Photo of the threads attached.',
      files: [PHOTO],
      created_at: '2026-03-05T08:05:00.000Z',
    },
  ],
};

/** A case resolved by a refund, for the buyer to close. */
export const RESOLVED: AfterSalesDetail = {
  ...OVERDUE,
  id: 43,
  number: 'AS-2026-000043',
  status: 'resolved',
  type: 'refund',
  overdue: false,
  requested_resolution: '',
  files: [],
  resolution: 'refund',
  refund_amount: '37.50',
  accepted_at: '2026-03-06T08:00:00.000Z',
  resolved_at: '2026-03-07T08:00:00.000Z',
  messages: [],
};

/** A case the mall refused: no more talk about it. */
export const REJECTED: AfterSalesDetail = {
  ...OVERDUE,
  id: 44,
  number: 'AS-2026-000044',
  status: 'rejected',
  type: 'return',
  overdue: false,
  reject_reason: 'The damage happened after delivery.',
  rejected_at: '2026-03-06T08:00:00.000Z',
};

/** An accepted case waiting for the goods to come back, long unanswered since (not overdue: answered once). */
export const WAITING_RETURN: AfterSalesDetail = {
  ...OVERDUE,
  id: 45,
  number: 'AS-2026-000045',
  status: 'waiting_return',
  type: 'return',
  overdue: true,
  accepted_at: '2026-03-06T08:00:00.000Z',
};

/** A case as the list gives it. */
export function summaryOf({
  reason: _reason,
  requested_resolution: _requested,
  files: _files,
  reject_reason: _rejectReason,
  resolution: _resolution,
  refund_amount: _refund,
  replacement_shipment_id: _replacement,
  receipt: _receipt,
  unit_price: _price,
  accepted_at: _accepted,
  rejected_at: _rejected,
  escalated_at: _escalated,
  resolved_at: _resolved,
  closed_at: _closed,
  messages: _messages,
  ...summary
}: AfterSalesDetail): AfterSalesSummary {
  return summary;
}

type ClaimableLine = AfterSalesClaimable['list'][number];

/** Bolts of order 41, two refused at the receipt, three of them claimed already. */
export const BOLTS: ClaimableLine = {
  shipment_id: 5,
  line_id: 411,
  purchase_order: { id: 41, number: 'PO-2026-0041' },
  name: 'Steel bolt M8',
  image: '/media/bolt.jpg',
  unit: 'pcs',
  received: 8,
  rejected: 2,
  claimable: 7,
  received_at: '2026-03-04T08:00:00.000Z',
  open_until: '2026-04-03',
};

/** Chairs of another order, all taken in. */
export const CHAIRS: ClaimableLine = {
  shipment_id: 6,
  line_id: 421,
  purchase_order: { id: 42, number: 'PO-2026-0042' },
  name: 'Ergonomic chair',
  image: '',
  unit: 'set',
  received: 4,
  rejected: 0,
  claimable: 4,
  received_at: '2026-03-10T08:00:00.000Z',
  open_until: '2026-04-09',
};

/** Washers of order 41, every one claimed already: nothing left to open a case for. */
export const CLAIMED: ClaimableLine = {
  ...BOLTS,
  line_id: 412,
  name: 'Washer M8',
  received: 5,
  rejected: 0,
  claimable: 0,
};
