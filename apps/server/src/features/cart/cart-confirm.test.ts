import { type Envelope, ErrorCode, type PurchaseOrderSummary } from '@mall/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, type TestApp } from '../../../test/helper.js';
import { cartLines, groupCampaigns, groupCommitments, products, purchaseOrders } from '../../db/schema/index.js';

/** Buyers confirming the same campaign at the same moment. */
const RACERS = 8;

let t: TestApp;
const cookies: string[] = [];
const ids: number[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  for (let i = 0; i < RACERS; i++) {
    const email = `buyer${i}@example.com`;
    ids.push((await createBuyer(t.db, { email, status: 'member', memberUntil: '2099-01-01' })).id);
    cookies.push(await loginAs(t.app, email));
  }
});
afterAll(() => t.close());

async function post<T>(
  url: string,
  cookie: string,
  payload: Record<string, unknown>,
  lang = 'frontend_lang=en_US',
): Promise<Envelope<T>> {
  const res = await t.app.inject({ method: 'POST', url, headers: { cookie: `${cookie}; ${lang}` }, payload });
  return res.json<Envelope<T>>();
}
interface Confirmed {
  source: string;
  lines: number;
  purchase_orders: Array<{ id: number; number: string }>;
  market: string;
  currency: string;
  total: number;
}
const confirm = (cookie: string, payload: Record<string, unknown>, lang?: string) =>
  post<Confirmed>('/api/skshop/shopcartconfirm', cookie, payload, lang);
const add = (cookie: string, payload: Record<string, unknown>) =>
  post<{ id: number; quantity: number }>('/api/add/cart/confirm', cookie, payload);

async function activeCampaign() {
  const now = new Date();
  const [campaign] = await t.db
    .select()
    .from(groupCampaigns)
    .where(sql`${groupCampaigns.startsAt} <= ${now} and ${groupCampaigns.endsAt} > ${now}`)
    .orderBy(groupCampaigns.id)
    .limit(1);
  if (!campaign) throw new Error('no active campaign');
  return campaign;
}
async function committed(campaignId: number) {
  const [row] = await t.db.select().from(groupCampaigns).where(eq(groupCampaigns.id, campaignId));
  return row?.committedQuantity ?? -1;
}

describe('POST /api/skshop/shopcartconfirm, group buying', () => {
  it('asks to select a product when nothing is selected', async () => {
    const cookie = cookies[0] ?? '';
    for (const payload of [{ source: 'group_buying' }, { source: 'group_buying', ids: '' }]) {
      const body = await confirm(cookie, payload);
      expect(body.result).toEqual({ code: ErrorCode.SELECT_PRODUCT, message: 'Please select a product' });
    }
  });

  it('commits every buyer confirming at once, exactly once each, at the group price of their market', async () => {
    const campaign = await activeCampaign();
    const before = await committed(campaign.id);
    const lines = await Promise.all(
      cookies.map(async (cookie, i) => {
        const quantity = campaign.groupMoq + i;
        const line = await add(cookie, {
          product_id: campaign.productId,
          campaign_id: campaign.id,
          quantity,
          source: 'group_buying',
          market: 'cn',
        });
        return { cookie, id: line.data.id, quantity };
      }),
    );
    // Each buyer sends the confirmation twice at once: the second finds the lines gone.
    const answers = await Promise.all(
      lines.flatMap((line) => [
        confirm(line.cookie, { source: 'group_buying', ids: String(line.id), market: 'cn' }),
        confirm(line.cookie, { source: 'group_buying', ids: String(line.id), market: 'cn' }),
      ]),
    );
    const codes = answers.map((a) => a.result.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(RACERS);
    expect(codes.filter((c) => c === ErrorCode.CART_LINE_NOT_FOUND)).toHaveLength(RACERS);
    const sum = lines.reduce((s, l) => s + l.quantity, 0);
    expect(await committed(campaign.id)).toBe(before + sum);
    const rows = await t.db.select().from(groupCommitments).where(eq(groupCommitments.campaignId, campaign.id));
    expect(rows.reduce((s, r) => s + r.quantity, 0)).toBe(sum);
    expect(rows.every((r) => r.unitPrice === campaign.groupPriceCny && r.market === 'cn')).toBe(true);
    const left = await t.db.select().from(cartLines).where(eq(cartLines.source, 'group_buying'));
    expect(left).toEqual([]);
  });

  it('commits nothing when one selected line cannot be committed', async () => {
    const campaign = await activeCampaign();
    const cookie = cookies[1] ?? '';
    const good = await add(cookie, {
      product_id: campaign.productId,
      campaign_id: campaign.id,
      quantity: campaign.groupMoq,
      source: 'group_buying',
    });
    const now = new Date();
    const [other] = await t.db
      .select()
      .from(groupCampaigns)
      .where(
        sql`${groupCampaigns.startsAt} <= ${now} and ${groupCampaigns.endsAt} > ${now} and ${groupCampaigns.id} <> ${campaign.id}`,
      )
      .limit(1);
    if (!other) throw new Error('no second active campaign');
    const closing = await add(cookie, {
      product_id: other.productId,
      campaign_id: other.id,
      quantity: other.groupMoq,
      source: 'group_buying',
    });
    await t.db
      .update(groupCampaigns)
      .set({ endsAt: new Date(now.getTime() - 1000), startsAt: new Date(now.getTime() - 3_600_000) })
      .where(eq(groupCampaigns.id, other.id));
    const before = await committed(campaign.id);
    const body = await confirm(cookie, { source: 'group_buying', ids: `${good.data.id},${closing.data.id}` });
    expect(body.result.code).toBe(ErrorCode.CAMPAIGN_NOT_ACTIVE);
    expect(await committed(campaign.id)).toBe(before);
    const left = await t.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.buyerId, ids[1] ?? 0));
    expect(left.map((l) => l.id).sort()).toEqual([good.data.id, closing.data.id].sort());
    await t.db.delete(cartLines).where(eq(cartLines.buyerId, ids[1] ?? 0));
  });

  it("cannot confirm another buyer's lines", async () => {
    const campaign = await activeCampaign();
    const line = await add(cookies[2] ?? '', {
      product_id: campaign.productId,
      campaign_id: campaign.id,
      quantity: campaign.groupMoq,
      source: 'group_buying',
    });
    const before = await committed(campaign.id);
    const body = await confirm(cookies[3] ?? '', { source: 'group_buying', ids: String(line.data.id) });
    expect(body.result.code).toBe(ErrorCode.CART_LINE_NOT_FOUND);
    expect(await committed(campaign.id)).toBe(before);
  });
});

describe('POST /api/skshop/shopcartconfirm, one market at a time', () => {
  const buyers: Array<{ id: number; cookie: string }> = [];
  beforeAll(async () => {
    for (const email of ['usd@example.com', 'mixed@example.com']) {
      const { id } = await createBuyer(t.db, { email, status: 'member', memberUntil: '2099-01-01' });
      buyers.push({ id, cookie: await loginAs(t.app, email) });
    }
  });

  it("commits International market group buying lines at the campaign's USD price, and says what it did", async () => {
    const campaign = await activeCampaign();
    const { id: buyerId, cookie } = buyers[0] ?? { id: 0, cookie: '' };
    const line = await add(cookie, {
      product_id: campaign.productId,
      campaign_id: campaign.id,
      quantity: campaign.groupMoq,
      source: 'group_buying',
      market: 'en',
    });
    const body = await confirm(cookie, { source: 'group_buying', ids: String(line.data.id), market: 'en' });
    expect(body.data).toEqual({
      source: 'group_buying',
      lines: 1,
      purchase_orders: [],
      market: 'en',
      currency: 'USD',
      total: (Number(campaign.groupPriceUsd) * campaign.groupMoq) / 100,
    });
    const rows = await t.db.select().from(groupCommitments).where(eq(groupCommitments.buyerId, buyerId));
    expect(rows.map((r) => [r.market, r.unitPrice, r.quantity])).toEqual([
      ['en', campaign.groupPriceUsd, campaign.groupMoq],
    ]);
  });

  it("refuses a selection holding a line of the other market's cart, committing and ordering nothing", async () => {
    const { id: buyerId, cookie } = buyers[1] ?? { id: 0, cookie: '' };
    const [product] = await t.db
      .select()
      .from(products)
      .where(sql`${products.availableEn} and ${products.availableCn}`)
      .orderBy(products.id)
      .limit(1);
    if (!product) throw new Error('no product');
    const en = await add(cookie, { product_id: product.id, quantity: product.moq, source: 'mall', market: 'en' });
    const cn = await add(cookie, { product_id: product.id, quantity: product.moq, source: 'mall', market: 'cn' });
    const mixed = { source: 'mall', market: 'en', ids: `${en.data.id},${cn.data.id}` };
    expect((await confirm(cookie, mixed)).result).toEqual({
      code: ErrorCode.CART_MARKET_MISMATCH,
      message:
        "Some selected lines are in your other market's cart, priced in its currency. Select the lines of one market at a time.",
    });
    expect((await confirm(cookie, mixed, 'frontend_lang=zh_CN')).result).toEqual({
      code: ErrorCode.CART_MARKET_MISMATCH,
      message: '所选商品中有属于另一市场购物车的商品（以该市场的币种计价），请每次只选择一个市场的商品。',
    });
    const campaign = await activeCampaign();
    const before = await committed(campaign.id);
    const group = await add(cookie, {
      product_id: campaign.productId,
      campaign_id: campaign.id,
      quantity: campaign.groupMoq,
      source: 'group_buying',
      market: 'cn',
    });
    const wrongMarket = await confirm(cookie, { source: 'group_buying', market: 'en', ids: String(group.data.id) });
    expect(wrongMarket.result.code).toBe(ErrorCode.CART_MARKET_MISMATCH);
    expect(await committed(campaign.id)).toBe(before);
    expect(await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.buyerId, buyerId))).toEqual([]);
    const left = await t.db.select().from(cartLines).where(eq(cartLines.buyerId, buyerId));
    expect(left.map((l) => l.id).sort()).toEqual([en.data.id, cn.data.id, group.data.id].sort());
    // Each market's lines confirm on their own, in their own currency.
    const ordered = await confirm(cookie, { source: 'mall', market: 'cn', ids: String(cn.data.id) });
    expect(ordered.data).toMatchObject({
      market: 'cn',
      currency: 'CNY',
      total: (product.priceCny * product.moq) / 100,
    });
    await t.db.delete(cartLines).where(eq(cartLines.buyerId, buyerId));
  });
});

describe('POST /api/skshop/shopcartconfirm, mall lines', () => {
  it('places purchase orders at the list prices, one per store, each with its confirmed proforma invoice', async () => {
    const cookie = cookies[4] ?? '';
    const first = await t.db
      .select()
      .from(products)
      .where(eq(products.availableEn, true))
      .orderBy(products.id)
      .limit(1);
    const [other] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.availableEn, true), ne(products.shopCode, first[0]?.shopCode ?? '')))
      .orderBy(products.id)
      .limit(1);
    const sameStore = await t.db
      .select()
      .from(products)
      .where(and(eq(products.availableEn, true), eq(products.shopCode, first[0]?.shopCode ?? '')))
      .orderBy(products.id)
      .limit(2);
    const list = [...sameStore, ...(other ? [other] : [])];
    expect(list).toHaveLength(3);
    const lines = [];
    for (const product of list) {
      lines.push({
        product,
        line: (await add(cookie, { product_id: product.id, quantity: product.moq, source: 'mall' })).data,
      });
    }
    const body = await confirm(cookie, { source: 'mall', market: 'en', ids: lines.map((l) => l.line.id).join(',') });
    const cents = (p: (typeof list)[number]) => p.priceUsd * p.moq;
    expect(body.data).toMatchObject({
      lines: 3,
      market: 'en',
      currency: 'USD',
      total: list.reduce((s, p) => s + cents(p), 0) / 100,
    });
    expect(body.data.purchase_orders).toHaveLength(2);
    const mine = await t.app.inject({
      url: '/api/buyer/v1/purchase_orders',
      headers: { cookie: `${cookie}; frontend_lang=en_US` },
    });
    const orders = mine.json<Envelope<{ list: PurchaseOrderSummary[] }>>().data.list;
    expect(orders.map((o) => o.number).sort()).toEqual(body.data.purchase_orders.map((o) => o.number).sort());
    const storeTotals = [
      (sameStore.reduce((s, p) => s + cents(p), 0) / 100).toFixed(2),
      other ? (cents(other) / 100).toFixed(2) : '',
    ].sort();
    expect(orders.map((o) => o.total).sort()).toEqual(storeTotals);
    for (const order of orders) {
      expect(order).toMatchObject({ status: 'open', progress: 'to_ship', currency: 'USD', due: order.total });
      const pi = await t.app.inject({
        url: `/api/buyer/v1/proforma_invoices/detail?id=${order.proforma_invoice_id}`,
        headers: { cookie },
      });
      expect(pi.json().data).toMatchObject({
        status: 'confirmed',
        quotation_id: null,
        total: order.total,
        payment_terms: { deposit_percent: 100 },
        purchase_order_id: order.id,
      });
    }
    const theirs = await t.app.inject({ url: '/api/buyer/v1/purchase_orders', headers: { cookie: cookies[5] ?? '' } });
    expect(theirs.json<Envelope<{ list: PurchaseOrderSummary[] }>>().data.list).toEqual([]);
    const left = await t.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.buyerId, ids[4] ?? 0));
    expect(left).toEqual([]);
  });

  it('refuses a line whose product is no longer sold, placing no order', async () => {
    const cookie = cookies[6] ?? '';
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.availableEn, true))
      .orderBy(products.id)
      .limit(1);
    if (!product) throw new Error('no product');
    const line = await add(cookie, { product_id: product.id, quantity: product.moq, source: 'mall' });
    await t.db.update(products).set({ availableEn: false }).where(eq(products.id, product.id));
    const body = await confirm(cookie, { source: 'mall', market: 'en', ids: String(line.data.id) });
    await t.db.update(products).set({ availableEn: true }).where(eq(products.id, product.id));
    expect(body.result.code).toBe(ErrorCode.LINE_UNAVAILABLE);
    expect(
      await t.db
        .select()
        .from(purchaseOrders)
        .where(eq(purchaseOrders.buyerId, ids[6] ?? 0)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(cartLines)
        .where(eq(cartLines.buyerId, ids[6] ?? 0)),
    ).toHaveLength(1);
  });
});
