import { API, CONSOLE_API } from '@mall/contract';
import { insertRfq, memberBuyer } from './documents.js';
import type { TestApp } from './helper.js';

/** A quotation line as sales enter it; `product_id` names a catalogue product. */
export type OrderLineInput = { product_id?: number; name: string; quantity: number; unit: string; unit_price: string };

export const THREE_LINES: OrderLineInput[] = [
  { name: 'Hex bolt M8', quantity: 100, unit: 'pcs', unit_price: '0.50' },
  { name: 'Hex nut M8', quantity: 200, unit: 'pcs', unit_price: '0.20' },
  { name: 'Washer M8', quantity: 300, unit: 'pcs', unit_price: '0.05' },
];

/** Calls of a test's app (made in its beforeAll, hence the getters) as a buyer or an operator, and the order chain up to an open purchase order. */
export function orderChain(testApp: () => TestApp, sales: () => string) {
  async function call(cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en_US') {
    const res = await testApp().app.inject({
      method,
      url,
      payload: payload as object,
      headers: { cookie: `${cookie}; frontend_lang=${lang}` },
    });
    return res.json();
  }

  /**
   * An open purchase order of a member (a new one for an email) (quoted, accepted, confirmed): its
   * detail and the buyer. Three lines without products in USD unless told other lines or the China
   * market (CNY).
   */
  async function openOrder(
    buyerOrEmail: string | { id: number; cookie: string },
    { lines = THREE_LINES, market = 'en' }: { lines?: OrderLineInput[]; market?: 'en' | 'cn' } = {},
  ) {
    const { app, db } = testApp();
    const buyer = typeof buyerOrEmail === 'string' ? await memberBuyer(app, db, buyerOrEmail) : buyerOrEmail;
    const rfqId = await insertRfq(db, buyer.id, market);
    const offer = await call(sales(), 'POST', CONSOLE_API.quotationCreate.path, {
      rfq_id: rfqId,
      lines,
      valid_until: '2026-12-31',
      lead_time_days: 10,
      incoterm: 'EXW',
      payment_terms: { deposit_percent: 30, balance_terms: 'before shipment' },
    });
    const pi = await call(buyer.cookie, 'POST', API.offerAccept.path, { id: offer.data.id });
    const po = await call(buyer.cookie, 'POST', API.proformaConfirm.path, { id: pi.data.proforma_invoice_id });
    const detail = await call(
      sales(),
      'GET',
      `${CONSOLE_API.purchaseOrderDetail.path}?id=${po.data.purchase_order_id}`,
    );
    return { buyer, po: detail.data as { id: number; lines: Array<{ id: number; quantity: number }> } };
  }

  /** A shipment planned by sales for some of the order's open quantities. */
  function plan(poId: number, lines: Array<{ line_id: number; quantity: number }>, cookie = sales()) {
    return call(cookie, 'POST', CONSOLE_API.shipmentCreate.path, {
      purchase_order_id: poId,
      lines,
      carrier: 'SF Express',
      tracking_number: 'SF123',
      planned_date: '2026-11-30',
    });
  }

  return { call, openOrder, plan };
}
