// What the Vendors tab's tests are served: kept out of the test files, as a test file imported by
// another would run its tests there too.
import type { VendorSummary } from '@mall/contract';

/** The buyer signed in to the workstation in the tests. */
export const BUYER = {
  login: 1,
  id: 7,
  email: 'buyer@example.com',
  company_name: 'ACME',
  contact_name: 'Li',
  phone: '',
  country: 'CN',
  city: 'Shanghai',
  position: '',
  company_website: '',
  status: 'member',
  member_until: '2027-12-31',
  renewal_requested: false,
};

/** A vendor with everything to count: two currencies, shipments sent, goods received. */
export const STEELWORKS: VendorSummary = {
  shop_code: 'S100',
  name: 'Ningbo Steelworks',
  logo: '',
  score: 4.6,
  qualifications: 'ISO 9001',
  favourite: true,
  spend: [
    { currency: 'USD', amount: '1250.50' },
    { currency: 'CNY', amount: '8000.00' },
  ],
  order_count: 3,
  shipments_sent: 3,
  shipments_on_time: 2,
  quantity_inspected: 8,
  quantity_rejected: 1,
  open_after_sales: 2,
  first_order_at: '2026-01-05T08:00:00.000Z',
  last_order_at: '2026-03-02T08:00:00.000Z',
};

/** A vendor whose only order has neither shipped nor been received. */
export const NEWCOMER: VendorSummary = {
  ...STEELWORKS,
  shop_code: 'S200',
  name: 'Xiamen Fasteners',
  score: 4,
  favourite: false,
  spend: [{ currency: 'USD', amount: '90.00' }],
  order_count: 1,
  shipments_sent: 0,
  shipments_on_time: 0,
  quantity_inspected: 0,
  quantity_rejected: 0,
  open_after_sales: 0,
  first_order_at: '2026-03-10T08:00:00.000Z',
  last_order_at: '2026-03-10T08:00:00.000Z',
};
