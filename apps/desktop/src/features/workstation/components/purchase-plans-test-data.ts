// What the Purchase plans tests are served: kept out of the test files, as a test file imported by
// another would run its tests there too.
import type { PurchasePlanDetail, PurchasePlanSummary } from '@mall/contract';

export { BUYER } from './vendors-test-data';

export const GENERAL = { id: 1, name: 'General', is_default: true };
export const SITE_B = { id: 2, name: 'Site B', is_default: false };

/** A draft of one free-text line without a target price. */
export const DRAFT: PurchasePlanDetail = {
  id: 11,
  number: 'PP-2026-000011',
  name: 'Office chairs',
  project: GENERAL,
  needed_by: '2099-06-30',
  status: 'draft',
  progress: 'not_ordered',
  market: 'en',
  currency: 'USD',
  line_count: 1,
  target_total: '0.00',
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T08:00:00.000Z',
  notes: 'For the new meeting room',
  lines: [
    {
      id: 111,
      position: 1,
      product_id: null,
      name: 'Ergonomic chair',
      image: '',
      picture: null,
      quantity: 12,
      unit: 'pcs',
      target_price: null,
      ordered: 0,
      received: 0,
      links: [],
    },
  ],
  submitted_at: null,
  approved_at: null,
  approved_by: null,
  self_approved: false,
  cancelled_at: null,
};

/** The same draft, sent for approval. */
export const SUBMITTED: PurchasePlanDetail = {
  ...DRAFT,
  id: 12,
  number: 'PP-2026-000012',
  name: 'Warehouse shelving',
  status: 'submitted',
  target_total: '480.00',
  submitted_at: '2026-03-02T08:00:00.000Z',
};

/**
 * An approved plan in the China market, partly bought: a catalogue line ordered in part (through a
 * proforma invoice and its order) with the rest in the cart, and a free-text line with a picture
 * posted as an RFQ.
 */
export const APPROVED: PurchasePlanDetail = {
  ...DRAFT,
  id: 13,
  number: 'PP-2026-000013',
  name: 'Site B fit-out, phase 1',
  project: SITE_B,
  status: 'approved',
  progress: 'partly_received',
  market: 'cn',
  currency: 'CNY',
  line_count: 2,
  target_total: '1250.50',
  notes: '',
  lines: [
    {
      id: 131,
      position: 1,
      product_id: 501,
      name: 'Steel bolt M8',
      image: '/media/bolt.jpg',
      picture: null,
      quantity: 100,
      unit: 'pcs',
      target_price: '12.50',
      ordered: 60,
      received: 40,
      links: [
        { type: 'proforma_invoice', id: 9, number: 'PI-2026-0009', quantity: 60 },
        { type: 'purchase_order', id: 41, number: 'PO-2026-0041', quantity: 60 },
        { type: 'cart', id: 0, number: '', quantity: 40 },
      ],
    },
    {
      id: 132,
      position: 2,
      product_id: null,
      name: 'Custom bracket',
      image: `/api/buyer/v1/file?id=${'a'.repeat(32)}`,
      picture: 'a'.repeat(32),
      quantity: 20,
      unit: 'set',
      target_price: null,
      ordered: 0,
      received: 0,
      links: [
        { type: 'rfq', id: 7, number: '7', quantity: 20 },
        { type: 'quotation_request', id: 3, number: '3', quantity: 20 },
      ],
    },
  ],
  submitted_at: '2026-03-02T08:00:00.000Z',
  approved_at: '2026-03-03T08:00:00.000Z',
  approved_by: 'Wang',
  self_approved: false,
};

/** A plan as the list gives it. */
export function summaryOf({
  notes: _notes,
  lines: _lines,
  submitted_at: _submitted,
  approved_at: _approved,
  approved_by: _by,
  self_approved: _self,
  cancelled_at: _cancelled,
  ...summary
}: PurchasePlanDetail): PurchasePlanSummary {
  return summary;
}
