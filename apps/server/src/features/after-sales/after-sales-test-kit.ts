import { API, CONSOLE_API } from '@mall/contract';
import type { TestApp } from '../../../test/helper.js';
import { orderChain } from '../../../test/orders.js';

/**
 * The order chain of test/orders.ts up to goods received, and the after-sales calls, for the
 * buyer's and the console's tests (made in their beforeAll, hence the getters).
 */
export function afterSalesKit(testApp: () => TestApp, sales: () => string) {
  const chain = orderChain(testApp, sales);
  const { call, openOrder, plan } = chain;

  /** Plans, ships and records the receipt of a shipment; answers the shipment's id. */
  async function shipAndReceive(
    buyerCookie: string,
    poId: number,
    lines: Array<{ line_id: number; quantity: number; received: number; rejected?: number }>,
  ): Promise<number> {
    const shipment = (await plan(
      poId,
      lines.map(({ line_id, quantity }) => ({ line_id, quantity })),
    )) as { data: { id: number } };
    await call(sales(), 'POST', CONSOLE_API.shipmentShip.path, { id: shipment.data.id });
    const receipt = await call(buyerCookie, 'POST', API.receiptCreate.path, {
      shipment_id: shipment.data.id,
      lines: lines.map(({ line_id, received, rejected = 0 }) => ({
        line_id,
        received,
        rejected,
        reason: rejected > 0 ? 'Bent thread' : '',
      })),
    });
    if (receipt.result.code !== 0) throw new Error(`receipt refused: ${JSON.stringify(receipt.result)}`);
    return shipment.data.id;
  }

  /**
   * An open order of a member (a new one for an email) whose 100 bolts (0.50 each) were shipped and
   * checked: 90 taken in, 10 refused. Nuts and washers are not shipped yet.
   */
  async function receivedOrder(buyerOrEmail: Parameters<typeof openOrder>[0]) {
    const { buyer, po } = await openOrder(buyerOrEmail);
    const [bolts, nuts, washers] = po.lines;
    if (!bolts || !nuts || !washers) throw new Error('lines missing');
    const shipment = await shipAndReceive(buyer.cookie, po.id, [
      { line_id: bolts.id, quantity: 100, received: 90, rejected: 10 },
    ]);
    return { buyer, po, shipment, bolts, nuts, washers };
  }

  /** Opens a case as the buyer (JSON, as the clients send it). */
  function openCase(cookie: string, body: Record<string, unknown>, lang = 'en_US') {
    return call(
      cookie,
      'POST',
      API.afterSalesCreate.path,
      { type: 'replacement', reason: 'Thread damaged', ...body },
      lang,
    );
  }

  return { ...chain, shipAndReceive, receivedOrder, openCase };
}
