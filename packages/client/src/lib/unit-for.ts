import type { Product } from '@mall/contract';

/** The product's unit as a count of it is written: "1 piece", "50 pieces". */
export function unitFor(count: number, product: Pick<Product, 'unit' | 'unit_plural'>): string {
  return count === 1 ? product.unit : product.unit_plural;
}
