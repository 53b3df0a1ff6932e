import type {
  Product,
  ProjectPage,
  PurchasePlanDetail,
  PurchasePlanLine,
  PurchasePlanSummary,
  UnitList,
} from '@mall/contract';

export const GENERAL = { id: 1, name: 'General', is_default: true };
export const SITE_B = { id: 2, name: 'Site B', is_default: false };
export const PROJECTS: ProjectPage = { list: [GENERAL, SITE_B], total: 2, page: 1, pageSize: 20 };

export const UNITS: UnitList = {
  list: [
    { code: 'pcs', name: 'Pieces' },
    { code: 'set', name: 'Sets' },
    { code: 'box', name: 'Boxes' },
  ],
};

/** A catalogue line partly ordered, partly received, with some of the rest in the cart: 30 boxes left. */
export const BOLTS: PurchasePlanLine = {
  id: 101,
  position: 1,
  product_id: 501,
  name: 'Hex Bolt M8x30',
  image: 'https://img.mall.test/bolt.png',
  picture: null,
  quantity: 100,
  unit: 'box',
  target_price: '12.50',
  ordered: 60,
  received: 40,
  links: [
    { type: 'purchase_order', id: 41, number: 'PO-2026-0041', quantity: 60 },
    { type: 'cart', id: 0, number: '', quantity: 10 },
  ],
};
/** A free-text line with its own picture, already posted as an RFQ. */
export const SIGN: PurchasePlanLine = {
  id: 102,
  position: 2,
  product_id: null,
  name: 'Custom safety sign',
  image: '/api/buyer/v1/file?id=0123456789abcdef0123456789abcdef',
  picture: '0123456789abcdef0123456789abcdef',
  quantity: 20,
  unit: 'pcs',
  target_price: null,
  ordered: 0,
  received: 0,
  links: [{ type: 'rfq', id: 7, number: '7', quantity: 20 }],
};
/** A catalogue line wholly ordered and received: nothing left to choose. */
export const NUTS: PurchasePlanLine = {
  id: 103,
  position: 3,
  product_id: 502,
  name: 'Hex Nut M8',
  image: '',
  picture: null,
  quantity: 50,
  unit: 'pcs',
  target_price: '0.80',
  ordered: 50,
  received: 50,
  links: [
    { type: 'proforma_invoice', id: 9, number: 'PI-2026-0009', quantity: 50 },
    { type: 'purchase_order', id: 41, number: 'PO-2026-0041', quantity: 50 },
  ],
};

/** Approved by a colleague, partly received. */
export const APPROVED: PurchasePlanDetail = {
  id: 13,
  number: 'PP-2026-000013',
  name: 'Site B fit-out, phase 1',
  project: SITE_B,
  needed_by: '2099-03-01',
  status: 'approved',
  progress: 'partly_received',
  market: 'en',
  currency: 'USD',
  line_count: 3,
  target_total: '1290.00',
  created_at: '2026-11-02T08:00:00.000Z',
  updated_at: '2026-11-05T08:00:00.000Z',
  notes: 'Deliver to gate 3',
  lines: [BOLTS, SIGN, NUTS],
  submitted_at: '2026-11-03T08:00:00.000Z',
  approved_at: '2026-11-04T08:00:00.000Z',
  approved_by: 'Wang Fang',
  self_approved: false,
  cancelled_at: null,
};

const fresh = (line: PurchasePlanLine): PurchasePlanLine => ({ ...line, ordered: 0, received: 0, links: [] });

/** A draft in the default project, without target prices. */
export const DRAFT: PurchasePlanDetail = {
  ...APPROVED,
  id: 11,
  number: 'PP-2026-000011',
  name: 'Office chairs',
  project: GENERAL,
  status: 'draft',
  progress: 'not_ordered',
  line_count: 2,
  target_total: '0.00',
  notes: '',
  lines: [fresh({ ...BOLTS, target_price: null }), fresh(SIGN)],
  submitted_at: null,
  approved_at: null,
  approved_by: null,
  cancelled_at: null,
};

export const SUBMITTED: PurchasePlanDetail = {
  ...DRAFT,
  id: 12,
  number: 'PP-2026-000012',
  name: 'Warehouse racking',
  status: 'submitted',
  market: 'cn',
  currency: 'CNY',
  target_total: '8800.00',
  submitted_at: '2026-11-03T08:00:00.000Z',
};

/** A plan's line in the list: the detail without its lines and dates of steps. */
export function summaryOf({
  notes,
  lines,
  submitted_at,
  approved_at,
  approved_by,
  self_approved,
  cancelled_at,
  ...summary
}: PurchasePlanDetail): PurchasePlanSummary {
  return summary;
}

/** A product of the catalogue sold by the box, as the search answers it. */
export const BOLT_PRODUCT: Product = {
  id: 501,
  name: 'Hex Bolt M8x30',
  brand: 'Chint',
  category_id: 3,
  unit: 'box',
  unit_plural: 'boxes',
  moq: 1,
  price: 12.9,
  original_price: 14,
  currency: 'USD',
  price_visible: true,
  lead_time: 7,
  sales_volume: 120,
  sales_60d: 30,
  score: 4.6,
  shop_code: 'NB001',
  code: '6901234567892',
  image: 'https://img.mall.test/bolt.png',
};
