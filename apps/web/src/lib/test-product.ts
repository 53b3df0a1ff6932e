import type { Product } from '@mall/contract';

/** A product as a visitor gets it (no price), for the storefront's component tests. */
export function visitorProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 42,
    name: 'Hex bolt M8 x 40, zinc plated',
    brand: 'Acme',
    category_id: 3,
    unit: 'box',
    unit_plural: 'boxes',
    moq: 1000,
    price: null,
    original_price: null,
    currency: 'USD',
    price_visible: false,
    lead_time: 7,
    sales_volume: 10,
    sales_60d: 2,
    score: 4.5,
    shop_code: 'S1',
    code: 'P42',
    image: '/media/p42.svg',
    ...overrides,
  };
}
