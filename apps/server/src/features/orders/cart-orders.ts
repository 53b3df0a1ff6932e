import { CART_ORDER_TERMS, fromCents, MARKET_CURRENCY, type Market } from '@mall/contract';
import type { Tx } from '../../lib/db-executor.js';
import { issueProforma } from './proforma.service.js';
import { createPurchaseOrder } from './purchase-order.service.js';

/** A confirmed mall line of the cart at the catalogue's list price (cents of the market's currency). */
export interface CartOrderItem {
  productId: number;
  shopCode: string;
  name: string;
  unit: string;
  quantity: number;
  unitPriceCents: number;
  leadTimeDays: number;
  /** The purchase plan line the cart line came from. */
  planLineId: number | null;
}

/**
 * Places the confirmed mall lines as purchase orders in the cart confirmation's transaction: one
 * per store (all in the market's one currency), each with its proforma invoice issued and
 * confirmed at once — the buyer confirmed the prices in the cart's review.
 */
export async function placeCartOrders(
  tx: Tx,
  buyerId: number,
  market: Market,
  items: readonly CartOrderItem[],
  now: Date,
): Promise<Array<{ id: number; number: string }>> {
  const byStore = new Map<string, CartOrderItem[]>();
  for (const item of items) byStore.set(item.shopCode, [...(byStore.get(item.shopCode) ?? []), item]);
  const placed: Array<{ id: number; number: string }> = [];
  for (const [shopCode, storeItems] of [...byStore].sort(([a], [b]) => a.localeCompare(b))) {
    const pi = await issueProforma(
      tx,
      {
        buyerId,
        offerId: null,
        market,
        currency: MARKET_CURRENCY[market],
        lines: storeItems.map((item) => ({
          productId: item.productId,
          name: item.name,
          specification: '',
          quantity: item.quantity,
          unit: item.unit,
          unitPrice: fromCents(BigInt(item.unitPriceCents)),
          amount: fromCents(BigInt(item.unitPriceCents) * BigInt(item.quantity)),
          planLineId: item.planLineId,
        })),
        incoterm: CART_ORDER_TERMS.incoterm,
        leadTimeDays: Math.max(...storeItems.map((item) => item.leadTimeDays)),
        depositPercent: CART_ORDER_TERMS.deposit_percent,
        balanceTerms: CART_ORDER_TERMS.balance_terms,
        notes: '',
        shopCode,
      },
      now,
      'confirmed',
    );
    placed.push(await createPurchaseOrder(tx, pi, now));
  }
  return placed;
}
