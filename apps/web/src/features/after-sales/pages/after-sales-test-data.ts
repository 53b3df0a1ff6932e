import type { AfterSalesClaimable, AfterSalesDetail, AfterSalesSummary, UnitList, UploadedFile } from '@mall/contract';

const UNITS: Record<'en' | 'zh-Hans', UnitList> = {
  en: {
    list: [
      { code: 'pcs', name: 'Pieces' },
      { code: 'box', name: 'Boxes' },
    ],
  },
  'zh-Hans': {
    list: [
      { code: 'pcs', name: '件' },
      { code: 'box', name: '盒' },
    ],
  },
};

/** The units as the server names them in the reader's language. */
export const unitsIn = (language: string): UnitList => UNITS[language === 'zh-Hans' ? 'zh-Hans' : 'en'];

export const PHOTO: UploadedFile = {
  id: 'a'.repeat(32),
  name: 'dented-box.jpg',
  kind: 'jpg',
  purpose: 'attachment',
  size: 48_000,
  width: 800,
  height: 600,
  url: `/api/buyer/v1/file?id=${'a'.repeat(32)}`,
};

export const REPORT: UploadedFile = {
  id: 'b'.repeat(32),
  name: 'inspection.xlsx',
  kind: 'xlsx',
  purpose: 'attachment',
  size: 12_000,
  width: null,
  height: null,
  url: `/api/buyer/v1/file?id=${'b'.repeat(32)}`,
};

const ORDER = { id: 41, number: 'PO-2026-000041' };

/** A case as the detail gives it: submitted, nothing decided, no message yet. */
function caseOf(id: number, change: Partial<AfterSalesDetail>): AfterSalesDetail {
  return {
    id,
    number: `AS-2026-${String(id).padStart(6, '0')}`,
    status: 'submitted',
    type: 'replacement',
    overdue: false,
    purchase_order: ORDER,
    shipment_id: 31,
    line_id: 101,
    product_id: 501,
    name: 'Hex Bolt M8x30',
    image: 'https://img.mall.test/bolt.png',
    unit: 'box',
    quantity: 5,
    currency: 'USD',
    shop_code: 'S001',
    created_at: '2026-11-02T09:30:00.000Z',
    updated_at: '2026-11-02T09:30:00.000Z',
    reason: 'Five boxes arrived crushed.',
    requested_resolution: '',
    files: [],
    reject_reason: null,
    resolution: null,
    refund_amount: null,
    replacement_shipment_id: null,
    receipt: { received: 40, rejected: 5, reason: 'Boxes crushed', at: '2026-11-01T08:00:00.000Z' },
    unit_price: '12.50',
    accepted_at: null,
    rejected_at: null,
    escalated_at: null,
    resolved_at: null,
    closed_at: null,
    messages: [],
    ...change,
  };
}

/** Submitted three days ago and still unanswered: the buyer may escalate it. */
export const OVERDUE = caseOf(11, { overdue: true, files: [PHOTO, REPORT] });

/** Submitted today: nothing for the buyer to do but wait. */
export const WAITING = caseOf(12, { type: 'repair', name: 'Angle grinder', image: '', unit: 'pcs', quantity: 1 });

/** Refunded: the buyer closes it once the money has come. */
export const REFUNDED = caseOf(13, {
  status: 'resolved',
  type: 'refund',
  quantity: 5,
  requested_resolution: 'Refund the five boxes.',
  resolution: 'refund',
  refund_amount: '62.50',
  accepted_at: '2026-11-03T10:00:00.000Z',
  resolved_at: '2026-11-05T10:00:00.000Z',
  // Out of order on purpose: the page shows the thread oldest first.
  messages: [
    {
      id: 3,
      author: 'buyer',
      author_name: 'Li Wei',
      body: 'Thank you.',
      files: [],
      created_at: '2026-11-05T11:00:00.000Z',
    },
    {
      id: 2,
      author: 'operator',
      author_name: 'Wang Fang',
      body: 'We refund the five boxes.',
      files: [REPORT],
      created_at: '2026-11-03T10:00:00.000Z',
    },
  ],
});

/** Rejected: the thread is read, no longer written to. */
export const REJECTED = caseOf(14, {
  status: 'rejected',
  type: 'return',
  reject_reason: 'The goods were used.',
  rejected_at: '2026-11-03T10:00:00.000Z',
});

/** Accepted, and the goods asked back. */
export const RETURNING = caseOf(15, {
  status: 'waiting_return',
  type: 'return',
  accepted_at: '2026-11-03T10:00:00.000Z',
});

export function summaryOf(detail: AfterSalesDetail): AfterSalesSummary {
  const {
    reason: _reason,
    requested_resolution: _requested,
    files: _files,
    reject_reason: _rejectReason,
    resolution: _resolution,
    refund_amount: _refund,
    replacement_shipment_id: _replacement,
    receipt: _receipt,
    unit_price: _unitPrice,
    accepted_at: _accepted,
    rejected_at: _rejected,
    escalated_at: _escalated,
    resolved_at: _resolved,
    closed_at: _closed,
    messages: _messages,
    ...summary
  } = detail;
  return summary;
}

type ClaimableLine = AfterSalesClaimable['list'][number];

/** Bolts of which the receipt refused five: a replacement is proposed. */
export const BOLTS_LINE: ClaimableLine = {
  shipment_id: 31,
  line_id: 101,
  purchase_order: ORDER,
  name: 'Hex Bolt M8x30',
  image: 'https://img.mall.test/bolt.png',
  unit: 'box',
  received: 40,
  rejected: 5,
  claimable: 12,
  received_at: '2026-11-01T08:00:00.000Z',
  open_until: '2026-12-01',
};

/** Nuts taken in whole, found wrong later. */
export const NUTS_LINE: ClaimableLine = {
  ...BOLTS_LINE,
  line_id: 102,
  name: 'Hex Nut M8',
  image: '',
  unit: 'pcs',
  received: 100,
  rejected: 0,
  claimable: 100,
};

/** Washers already claimed in full: not offered. */
export const WASHERS_LINE: ClaimableLine = {
  ...BOLTS_LINE,
  shipment_id: 32,
  line_id: 103,
  name: 'Washer M8',
  rejected: 0,
  claimable: 0,
};
