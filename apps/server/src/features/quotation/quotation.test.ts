import { type Envelope, ErrorCode, type Market, type QuotationRequest, type QuotingGroup } from '@mall/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, type TestApp } from '../../../test/helper.js';
import { products, quotationRequestItems, quotationRequests } from '../../db/schema/index.js';

let t: TestApp;
let alice: string;
let bob: string;
let aliceId: number;
beforeAll(async () => {
  t = await buildTestApp();
  aliceId = (await createBuyer(t.db, { email: 'alice@example.com', status: 'member', memberUntil: '2099-01-01' })).id;
  await createBuyer(t.db, { email: 'bob@example.com', status: 'member', memberUntil: '2099-01-01' });
  alice = await loginAs(t.app, 'alice@example.com');
  bob = await loginAs(t.app, 'bob@example.com');
});
afterAll(() => t.close());

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  cookie: string,
  payload?: Record<string, unknown>,
  lang = 'frontend_lang=en_US',
) {
  const res = await t.app.inject({ method, url, headers: { cookie: `${cookie}; ${lang}` }, payload });
  return res.json<Envelope<T>>();
}
const groups = async (cookie: string) =>
  (await call<{ list: QuotingGroup[] }>('GET', '/api/buyer/v1/quoting_groups', cookie)).data.list;
const save = (cookie: string, payload: Record<string, unknown>) =>
  call<QuotingGroup>('POST', '/api/buyer/v1/quoting_groups/save', cookie, payload);
const request = (cookie: string, payload: Record<string, unknown>) =>
  call<QuotationRequest>('POST', '/api/add/quotation', cookie, payload);

async function lineFor(cookie: string, skip = 0, market: Market = 'en') {
  const [product] = await t.db
    .select()
    .from(products)
    .where(and(eq(products.availableEn, true), eq(products.availableCn, true)))
    .orderBy(products.id)
    .offset(skip)
    .limit(1);
  if (!product) throw new Error('no product');
  const res = await call<{ id: number }>('POST', '/api/add/cart/confirm', cookie, {
    product_id: product.id,
    quantity: product.moq,
    source: 'scan_code',
    market,
  });
  return { product, id: res.data.id };
}

describe('quoting groups', () => {
  it('starts every buyer with one default group, and keeps exactly one default', async () => {
    const first = await groups(alice);
    expect(first).toEqual([{ id: expect.any(Number), name: 'Default', is_default: true, requests: 0 }]);
    const created = await save(alice, { name: 'Spare parts' });
    expect(created.data).toMatchObject({ name: 'Spare parts', is_default: false });
    const renamed = await save(alice, { id: created.data.id, name: 'Spares', is_default: '1' });
    expect(renamed.data).toMatchObject({ name: 'Spares', is_default: true });
    const now = await groups(alice);
    expect(now.filter((g) => g.is_default).map((g) => g.name)).toEqual(['Spares']);
    expect(now).toHaveLength(2);
  });

  it('refuses a name used twice, an empty one, and any group of another buyer', async () => {
    expect((await save(alice, { name: 'Spares' })).result.code).toBe(ErrorCode.QUOTING_GROUP_NAME_TAKEN);
    expect((await save(alice, { name: '  ' })).result.code).toBe(ErrorCode.VALIDATION);
    const mine = await groups(alice);
    const theft = await save(bob, { id: mine[0]?.id, name: 'Mine now', is_default: '1' });
    expect(theft.result).toEqual({
      code: ErrorCode.QUOTING_GROUP_NOT_FOUND,
      message: 'This quoting group does not exist.',
    });
    expect((await groups(alice)).map((g) => g.name).sort()).toEqual(['Default', 'Spares']);
  });
});

describe('POST /api/add/quotation', () => {
  it('files the selected lines in the default group, for the workstation to list', async () => {
    const a = await lineFor(alice, 0);
    const b = await lineFor(alice, 1);
    const body = await request(alice, { ids: `${a.id},${b.id}`, market: 'en' });
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({
      group_name: 'Spares',
      status: 'submitted',
      market: 'en',
      items: [
        { product_id: a.product.id, name: a.product.nameEn, quantity: a.product.moq, source: 'scan_code' },
        { product_id: b.product.id, name: b.product.nameEn, quantity: b.product.moq, source: 'scan_code' },
      ],
    });
    const list = await call<{ list: QuotationRequest[] }>('GET', '/api/buyer/v1/quotations', alice);
    expect(list.data.list.map((r) => r.id)).toEqual([body.data.id]);
    expect((await groups(alice)).find((g) => g.name === 'Spares')?.requests).toBe(1);
    const filed = await queryRows(
      t.db,
      sql`SELECT buyer_id, owner_id, after FROM audit_log
          WHERE action = 'quotation_request.create' AND entity_id = ${String(body.data.id)}`,
    );
    expect(filed).toEqual([
      { buyer_id: aliceId, owner_id: aliceId, after: { status: 'submitted', group: 'Spares', items: 2 } },
    ]);
  });

  it('files in a named group of the buyer', async () => {
    const line = await lineFor(alice, 2);
    const target = (await groups(alice)).find((g) => g.name === 'Default');
    const body = await request(alice, { ids: String(line.id), group_id: target?.id });
    expect(body.data.group_name).toBe('Default');
  });

  it('asks for a selection, and refuses the lines and groups of another buyer without writing', async () => {
    const before = (await t.db.select().from(quotationRequests)).length;
    expect((await request(alice, {})).result).toEqual({
      code: ErrorCode.SELECT_PRODUCT,
      message: 'Please select a product',
    });
    expect((await request(alice, { ids: 'x' })).result.code).toBe(ErrorCode.VALIDATION);
    const theirs = await lineFor(bob, 3);
    expect((await request(alice, { ids: String(theirs.id) })).result.code).toBe(ErrorCode.CART_LINE_NOT_FOUND);
    const mine = await lineFor(alice, 4);
    expect((await request(alice, { ids: `${mine.id},${theirs.id}` })).result.code).toBe(ErrorCode.CART_LINE_NOT_FOUND);
    const aliceGroup = (await groups(alice))[0]?.id;
    expect((await request(bob, { ids: String(theirs.id), group_id: aliceGroup })).result.code).toBe(
      ErrorCode.QUOTING_GROUP_NOT_FOUND,
    );
    expect((await t.db.select().from(quotationRequests)).length).toBe(before);
    const bobs = await call<{ list: QuotationRequest[] }>('GET', '/api/buyer/v1/quotations', bob);
    expect(bobs.data.list).toEqual([]);
    const items = await t.db
      .select()
      .from(quotationRequestItems)
      .innerJoin(quotationRequests, eq(quotationRequests.id, quotationRequestItems.requestId))
      .where(eq(quotationRequests.buyerId, aliceId));
    expect(items.every((row) => row.quotation_request_items.productId !== theirs.product.id)).toBe(true);
  });

  it("refuses lines of the other market's cart in both languages, and files each market's on its own", async () => {
    const before = (await t.db.select().from(quotationRequests)).length;
    const usd = await lineFor(alice, 5, 'en');
    const cny = await lineFor(alice, 6, 'cn');
    const mixed = { ids: `${usd.id},${cny.id}`, market: 'en' };
    expect((await request(alice, mixed)).result).toEqual({
      code: ErrorCode.CART_MARKET_MISMATCH,
      message:
        "Some selected lines are in your other market's cart, priced in its currency. Select the lines of one market at a time.",
    });
    const chinese = await call('POST', '/api/add/quotation', alice, mixed, 'frontend_lang=zh_CN');
    expect(chinese.result).toEqual({
      code: ErrorCode.CART_MARKET_MISMATCH,
      message: '所选商品中有属于另一市场购物车的商品（以该市场的币种计价），请每次只选择一个市场的商品。',
    });
    expect((await request(alice, { ids: String(cny.id), market: 'en' })).result.code).toBe(
      ErrorCode.CART_MARKET_MISMATCH,
    );
    expect((await t.db.select().from(quotationRequests)).length).toBe(before);
    const filed = await request(alice, { ids: String(cny.id), market: 'cn' });
    expect(filed.data).toMatchObject({ market: 'cn', items: [{ product_id: cny.product.id }] });
  });

  it('asks a visitor to log in', async () => {
    expect((await request('', { ids: '1' })).result.code).toBe(ErrorCode.LOGIN_REQUIRED);
    expect((await call('GET', '/api/buyer/v1/quoting_groups', '')).result.code).toBe(ErrorCode.LOGIN_REQUIRED);
  });
});
