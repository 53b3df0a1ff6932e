import {
  CART_LINES_MAX,
  CART_SOURCES,
  type CartGroup,
  type CartSource,
  type Envelope,
  ErrorCode,
  type Market,
  type Product,
  QUANTITY_MAX,
} from '@mall/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, type TestApp } from '../../../test/helper.js';
import { cartLines, groupCampaigns, products } from '../../db/schema/index.js';

let t: TestApp;
let alice: string;
let aliceId: number;
let bob: string;
beforeAll(async () => {
  t = await buildTestApp();
  aliceId = (await createBuyer(t.db, { email: 'alice@example.com', status: 'member', memberUntil: '2099-01-01' })).id;
  await createBuyer(t.db, { email: 'bob@example.com', status: 'member', memberUntil: '2099-01-01' });
  await createBuyer(t.db, { email: 'pending@example.com' });
  await createBuyer(t.db, { email: 'expired@example.com', status: 'member', memberUntil: '2020-01-01' });
  alice = await loginAs(t.app, 'alice@example.com');
  bob = await loginAs(t.app, 'bob@example.com');
});
afterAll(() => t.close());

const EN = 'frontend_lang=en_US';
/** What the storefront's own fetches carry: the state-changing GET calls require it. */
const SAME_SITE = { 'sec-fetch-site': 'same-origin' };

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  cookie: string,
  options: { payload?: Record<string, unknown>; headers?: Record<string, string>; lang?: string } = {},
): Promise<Envelope<T>> {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie: `${cookie}; ${options.lang ?? EN}`, ...options.headers },
    payload: options.payload,
  });
  return res.json<Envelope<T>>();
}
const add = (cookie: string, payload: Record<string, unknown>) =>
  call<{ id: number; quantity: number; count: number }>('POST', '/api/add/cart/confirm', cookie, { payload });
const read = (cookie: string, path: string) => call<CartGroup>('GET', path, cookie);
const expectCode = (body: Envelope<unknown>, code: number, message?: string) => {
  expect(body.result.code).toBe(code);
  if (message !== undefined) expect(body.result.message).toBe(message);
};

async function productWhere(where = and(eq(products.availableEn, true), eq(products.availableCn, true)), skip = 0) {
  const [row] = await t.db.select().from(products).where(where).orderBy(products.id).offset(skip).limit(1);
  if (!row) throw new Error('no product');
  return row;
}
async function linesOf(buyerId: number) {
  return t.db.select().from(cartLines).where(eq(cartLines.buyerId, buyerId)).orderBy(cartLines.id);
}
async function activeCampaign() {
  const now = new Date();
  const [campaign] = await t.db
    .select()
    .from(groupCampaigns)
    .where(sql`${groupCampaigns.startsAt} <= ${now} and ${groupCampaigns.endsAt} > ${now}`)
    .limit(1);
  if (!campaign) throw new Error('no active campaign');
  return campaign;
}
/** Empties Alice's cart behind the server, and waits until the server has heard of it (PostgreSQL). */
async function clearCart() {
  await t.db.delete(cartLines).where(eq(cartLines.buyerId, aliceId));
  await expect.poll(async () => (await counts(alice)).markets).toEqual({ en: 0, cn: 0 });
}
const counts = async (cookie: string, market: Market = 'en') =>
  (await call<{ count: number; markets: Record<Market, number> }>('GET', `/api/shop/cart/num?market=${market}`, cookie))
    .data;

const CART_PATHS = {
  mall: '/api/en/product_carts/shop/cart',
  catalog: '/api/cn/catalog_carts/shop/cart',
  group_buying: '/api/cn/sk_product_carts/shop/cart',
  scan_code: '/api/cn/scan_code/shop/cart',
} as const;
/** A group read in a market: the mall call by its path segment, the others (whose `/cn/` is a name) by `market`. */
const groupPath = (source: CartSource, market: Market) =>
  source === 'mall' ? `/api/${market}/product_carts/shop/cart` : `${CART_PATHS[source]}?market=${market}`;

describe('reading the four cart groups', () => {
  it('asks a visitor to log in, and never shows them a line', async () => {
    for (const path of Object.values(CART_PATHS)) {
      const body = await call('GET', path, '');
      expectCode(body, ErrorCode.LOGIN_REQUIRED, 'Not logged in');
      expect(body.data).toBeNull();
    }
  });

  it('tells a pending account it is under review and an expired member that the membership ended', async () => {
    const pending = await loginAs(t.app, 'pending@example.com');
    const expired = await loginAs(t.app, 'expired@example.com');
    expectCode(await read(pending, CART_PATHS.mall), ErrorCode.ACCOUNT_PENDING);
    expectCode(await read(expired, CART_PATHS.scan_code), ErrorCode.MEMBER_EXPIRED, 'Member expired');
    const product = await productWhere();
    expectCode(
      await add(pending, { product_id: product.id, quantity: product.moq, source: 'mall' }),
      ErrorCode.ACCOUNT_PENDING,
    );
  });

  it('answers an empty group of each kind in the currency of the market read', async () => {
    await clearCart();
    for (const source of CART_SOURCES) {
      for (const [market, currency] of [
        ['en', 'USD'],
        ['cn', 'CNY'],
      ] as const) {
        const body = await read(alice, groupPath(source, market));
        expect(body.status).toBe(200);
        expect(body.data).toEqual({ source, currency, list: [] });
      }
    }
    // A call without `market` reads the international market, like every call that carries one.
    expect((await read(alice, CART_PATHS.catalog)).data.currency).toBe('USD');
  });

  it("prices each line at the server's current price of the market read, whatever was sent", async () => {
    await clearCart();
    const product = await productWhere();
    const added = await add(alice, {
      product_id: product.id,
      quantity: product.moq + 2,
      source: 'mall',
      market: 'en',
      price: 0.01,
    });
    expect(added.status).toBe(200);
    const en = (await read(alice, CART_PATHS.mall)).data;
    expect(en.list).toHaveLength(1);
    expect(en.list[0]).toMatchObject({
      id: added.data.id,
      source: 'mall',
      product_id: product.id,
      campaign_id: null,
      name: product.nameEn,
      image: product.image,
      code: product.code,
      moq: product.moq,
      lead_time: product.leadTime,
      price: product.priceUsd / 100,
      currency: 'USD',
      quantity: product.moq + 2,
      sub_total: (product.priceUsd * (product.moq + 2)) / 100,
      available: true,
    });
    // The line belongs to the international market: the China market's cart does not hold it.
    expect((await read(alice, '/api/cn/product_carts/shop/cart')).data).toEqual({
      source: 'mall',
      currency: 'CNY',
      list: [],
    });
    await t.db
      .update(products)
      .set({ priceUsd: product.priceUsd + 100 })
      .where(eq(products.id, product.id));
    // On PostgreSQL the change reaches the server's read model by notification, a moment later.
    await expect
      .poll(async () => (await read(alice, CART_PATHS.mall)).data.list[0]?.price)
      .toBe((product.priceUsd + 100) / 100);
    await t.db.update(products).set({ priceUsd: product.priceUsd }).where(eq(products.id, product.id));
  });

  it('shows a line whose product was removed as unavailable, without a price', async () => {
    await clearCart();
    const [victim] = await t.db
      .select()
      .from(products)
      .where(sql`${products.id} not in (select product_id from group_campaigns) and ${products.availableCn}`)
      .orderBy(sql`${products.id} desc`)
      .limit(1);
    if (!victim) throw new Error('no product');
    const added = await add(alice, { product_id: victim.id, quantity: victim.moq, source: 'scan_code', market: 'cn' });
    expect(added.status).toBe(200);
    await t.db.execute(sql`delete from product_views where product_id = ${victim.id}`);
    await t.db.execute(sql`delete from product_videos where product_id = ${victim.id}`);
    await t.db.delete(products).where(eq(products.id, victim.id));
    const scanned = groupPath('scan_code', 'cn');
    await expect.poll(async () => (await read(alice, scanned)).data.list[0]?.available).toBe(false);
    const group = await read(alice, scanned);
    expect(group.status).toBe(200);
    expect(group.data.list[0]).toMatchObject({
      product_id: victim.id,
      available: false,
      price: null,
      sub_total: null,
      quantity: victim.moq,
    });
  });
});

describe('POST /api/add/cart/confirm', () => {
  it('refuses less than the MOQ with the SPEC message, and writes nothing', async () => {
    await clearCart();
    const product = await productWhere(and(eq(products.availableEn, true), sql`${products.moq} > 1`));
    const body = await add(alice, { product_id: product.id, quantity: product.moq - 1, source: 'mall' });
    expectCode(body, ErrorCode.BELOW_MOQ, 'The quantity cannot be less than MOQ');
    expect(body.data).toEqual({ moq: product.moq });
    expect(await linesOf(aliceId)).toEqual([]);
  });

  it('words each bad quantity and product id clearly, and writes nothing', async () => {
    await clearCart();
    const product = await productWhere();
    for (const quantity of ['0', '-1']) {
      expectCode(await add(alice, { product_id: product.id, quantity, source: 'mall' }), ErrorCode.BELOW_MOQ);
    }
    for (const quantity of ['1.5', '1e3', String(10 ** 12), 'abc', '']) {
      const body = await add(alice, { product_id: product.id, quantity, source: 'mall' });
      expectCode(body, ErrorCode.VALIDATION, 'quantity: Please enter a whole number from 1 to 1,000,000');
    }
    expectCode(await add(alice, { product_id: 'abc', quantity: 5, source: 'mall' }), ErrorCode.VALIDATION);
    expectCode(await add(alice, { product_id: product.id, quantity: 5, source: 'basket' }), ErrorCode.VALIDATION);
    expectCode(
      await add(alice, { product_id: 2_000_000_000, quantity: product.moq, source: 'mall' }),
      ErrorCode.PRODUCT_NOT_FOUND,
      'This product does not exist or has been removed.',
    );
    const cnOnly = await productWhere(eq(products.availableEn, false));
    expectCode(
      await add(alice, { product_id: cnOnly.id, quantity: cnOnly.moq, source: 'mall', market: 'en' }),
      ErrorCode.NOT_IN_MARKET,
    );
    expect(await linesOf(aliceId)).toEqual([]);
  });

  it('adds to the line of a product already in the group, and keeps groups apart', async () => {
    await clearCart();
    const product = await productWhere();
    const first = await add(alice, { product_id: product.id, quantity: product.moq, source: 'catalog' });
    const second = await add(alice, { product_id: product.id, quantity: product.moq + 1, source: 'catalog' });
    expect(second.data).toEqual({ id: first.data.id, quantity: 2 * product.moq + 1, count: 1 });
    const other = await add(alice, { product_id: product.id, quantity: product.moq, source: 'scan_code' });
    expect(other.data.count).toBe(2);
    expect((await read(alice, CART_PATHS.catalog)).data.list).toHaveLength(1);
    expect((await read(alice, CART_PATHS.scan_code)).data.list).toHaveLength(1);
  });

  it('makes one line holding both quantities of two adds sent at once', async () => {
    await clearCart();
    const product = await productWhere(undefined, 3);
    const bodies = await Promise.all([
      add(alice, { product_id: product.id, quantity: product.moq, source: 'mall' }),
      add(alice, { product_id: product.id, quantity: product.moq + 5, source: 'mall' }),
    ]);
    expect(bodies.map((b) => b.status)).toEqual([200, 200]);
    const lines = await linesOf(aliceId);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2 * product.moq + 5);
  });

  it('refuses a line that would pass the largest quantity, keeping what was there', async () => {
    await clearCart();
    const product = await productWhere();
    const first = QUANTITY_MAX - product.moq + 1;
    await add(alice, { product_id: product.id, quantity: first, source: 'mall' });
    const body = await add(alice, { product_id: product.id, quantity: product.moq, source: 'mall' });
    expectCode(body, ErrorCode.CART_LINE_LIMIT, 'One cart line can hold at most 1,000,000 units.');
    expect((await linesOf(aliceId))[0]?.quantity).toBe(first);
  });

  it('refuses a new line to a full cart, still adding to a line it holds', async () => {
    await clearCart();
    // CART_LINES_MAX lines across the three plain groups, straight into the table.
    await t.db.execute(sql`
      insert into cart_lines (buyer_id, market, source, product_id, quantity)
      select ${aliceId}, 'en', s.source, p.id, p.moq
      from (select id, moq from products order by id limit 200) p
      cross join (values ('mall'), ('catalog'), ('scan_code')) as s(source)
      order by p.id, s.source limit ${CART_LINES_MAX}`);
    expect(await linesOf(aliceId)).toHaveLength(CART_LINES_MAX);
    const held = (await linesOf(aliceId))[0];
    const outside = await productWhere(sql`${products.id} not in (select product_id from cart_lines)`);
    const refused = await add(alice, { product_id: outside.id, quantity: outside.moq, source: 'mall' });
    expectCode(refused, ErrorCode.CART_FULL, 'Your cart is full. Please remove some lines before adding more.');
    expect(await linesOf(aliceId)).toHaveLength(CART_LINES_MAX);
    const product = await productWhere(eq(products.id, held?.productId ?? 0));
    const body = await add(alice, { product_id: product.id, quantity: product.moq, source: held?.source });
    expect(body.data).toEqual({ id: held?.id, quantity: (held?.quantity ?? 0) + product.moq, count: CART_LINES_MAX });
    await clearCart();
  });

  it('adds a campaign line at the group MOQ and price, refusing less with the group message', async () => {
    await clearCart();
    const campaign = await activeCampaign();
    const below = await add(alice, {
      product_id: campaign.productId,
      campaign_id: campaign.id,
      quantity: campaign.groupMoq - 1,
      source: 'group_buying',
    });
    expectCode(below, ErrorCode.BELOW_GROUP_MOQ, 'The group purchase quantity cannot be less than MOQ');
    expectCode(
      await add(alice, { product_id: campaign.productId, quantity: campaign.groupMoq, source: 'group_buying' }),
      ErrorCode.VALIDATION,
    );
    const ok = await add(alice, {
      product_id: campaign.productId,
      campaign_id: campaign.id,
      quantity: campaign.groupMoq,
      source: 'group_buying',
    });
    expect(ok.status).toBe(200);
    const line = (await read(alice, groupPath('group_buying', 'en'))).data.list[0];
    expect(line).toMatchObject({
      campaign_id: campaign.id,
      moq: campaign.groupMoq,
      price: Number(campaign.groupPriceUsd) / 100,
      currency: 'USD',
      available: true,
    });
    const [ended] = await t.db
      .select()
      .from(groupCampaigns)
      .where(sql`${groupCampaigns.endsAt} <= ${new Date()}`)
      .limit(1);
    if (!ended) throw new Error('no ended campaign');
    expectCode(
      await add(alice, {
        product_id: ended.productId,
        campaign_id: ended.id,
        quantity: ended.groupMoq,
        source: 'group_buying',
      }),
      ErrorCode.CAMPAIGN_NOT_ACTIVE,
    );
  });
});

describe('a cart line belongs to the market it was added in', () => {
  it('adds from a store page, a scan and a campaign in the International market as USD lines', async () => {
    await clearCart();
    const product = await productWhere();
    const campaign = await activeCampaign();
    const [catalogLine, scanLine, groupLine] = await Promise.all([
      add(alice, { product_id: product.id, quantity: product.moq, source: 'catalog', market: 'en' }),
      add(alice, { product_id: product.id, quantity: product.moq, source: 'scan_code', market: 'en' }),
      add(alice, {
        product_id: campaign.productId,
        campaign_id: campaign.id,
        quantity: campaign.groupMoq,
        source: 'group_buying',
        market: 'en',
      }),
    ]);
    expect([catalogLine, scanLine, groupLine].map((body) => body.status)).toEqual([200, 200, 200]);
    expect((await linesOf(aliceId)).map((line) => [line.source, line.market]).sort()).toEqual([
      ['catalog', 'en'],
      ['group_buying', 'en'],
      ['scan_code', 'en'],
    ]);
    const catalog = (await read(alice, groupPath('catalog', 'en'))).data;
    expect(catalog.currency).toBe('USD');
    expect(catalog.list).toMatchObject([
      {
        id: catalogLine.data.id,
        price: product.priceUsd / 100,
        currency: 'USD',
        sub_total: (product.priceUsd * product.moq) / 100,
      },
    ]);
    expect((await read(alice, groupPath('scan_code', 'en'))).data.list).toMatchObject([
      { id: scanLine.data.id, price: product.priceUsd / 100, currency: 'USD' },
    ]);
    expect((await read(alice, groupPath('group_buying', 'en'))).data.list).toMatchObject([
      { id: groupLine.data.id, price: Number(campaign.groupPriceUsd) / 100, currency: 'USD' },
    ]);
    for (const source of CART_SOURCES) {
      expect((await read(alice, groupPath(source, 'cn'))).data.list).toEqual([]);
    }
    expect(await counts(alice, 'cn')).toEqual({ count: 0, markets: { en: 3, cn: 0 } });
  });

  it('keeps the two markets apart in every group read, count and line, even for one product', async () => {
    await clearCart();
    const product = await productWhere();
    const en = await add(alice, { product_id: product.id, quantity: product.moq, source: 'catalog', market: 'en' });
    const cn = await add(alice, { product_id: product.id, quantity: product.moq + 1, source: 'catalog', market: 'cn' });
    // Each add answers the count of its own market's cart.
    expect(en.data).toEqual({ id: en.data.id, quantity: product.moq, count: 1 });
    expect(cn.data).toEqual({ id: cn.data.id, quantity: product.moq + 1, count: 1 });
    expect(cn.data.id).not.toBe(en.data.id);
    const again = await add(alice, { product_id: product.id, quantity: product.moq, source: 'catalog', market: 'cn' });
    expect(again.data).toEqual({ id: cn.data.id, quantity: 2 * product.moq + 1, count: 1 });
    const enGroup = (await read(alice, groupPath('catalog', 'en'))).data;
    const cnGroup = (await read(alice, groupPath('catalog', 'cn'))).data;
    expect(enGroup.list.map((line) => [line.id, line.currency, line.price])).toEqual([
      [en.data.id, 'USD', product.priceUsd / 100],
    ]);
    expect(cnGroup.list.map((line) => [line.id, line.currency, line.price])).toEqual([
      [cn.data.id, 'CNY', product.priceCny / 100],
    ]);
    expect(await counts(alice, 'en')).toEqual({ count: 1, markets: { en: 1, cn: 1 } });
    expect(await counts(alice, 'cn')).toEqual({ count: 1, markets: { en: 1, cn: 1 } });
  });

  it("refuses to change or delete a line from the other market's cart, in both languages", async () => {
    await clearCart();
    const product = await productWhere();
    const line = (await add(alice, { product_id: product.id, quantity: product.moq, source: 'catalog', market: 'cn' }))
      .data;
    const english =
      "Some selected lines are in your other market's cart, priced in its currency. Select the lines of one market at a time.";
    const chinese = '所选商品中有属于另一市场购物车的商品（以该市场的币种计价），请每次只选择一个市场的商品。';
    const change = `/api/update/cart?id=${line.id}&quantity=${product.moq + 3}&market=en`;
    expectCode(await call('GET', change, alice, { headers: SAME_SITE }), ErrorCode.CART_MARKET_MISMATCH, english);
    expectCode(
      await call('GET', change, alice, { headers: SAME_SITE, lang: 'frontend_lang=zh_CN' }),
      ErrorCode.CART_MARKET_MISMATCH,
      chinese,
    );
    const remove = `/api/delete/cart?id=${line.id}&market=en`;
    expectCode(await call('GET', remove, alice, { headers: SAME_SITE }), ErrorCode.CART_MARKET_MISMATCH, english);
    expect((await linesOf(aliceId)).map((row) => [row.id, row.quantity])).toEqual([[line.id, product.moq]]);
    const changed = await call('GET', `/api/update/cart?id=${line.id}&quantity=${product.moq + 3}&market=cn`, alice, {
      headers: SAME_SITE,
    });
    expect(changed.data).toEqual({ id: line.id, quantity: product.moq + 3, count: 1 });
    const deleted = await call('GET', `/api/delete/cart?id=${line.id}&market=cn`, alice, { headers: SAME_SITE });
    expect(deleted.data).toEqual({ deleted: 1, count: 0 });
  });
});

describe('changing, deleting and counting', () => {
  async function seedLine(cookie: string, source = 'mall') {
    const product = await productWhere(undefined, 1);
    return (await add(cookie, { product_id: product.id, quantity: product.moq + 1, source })).data;
  }

  it('accepts the state-changing GET calls only from the site itself', async () => {
    await clearCart();
    const line = await seedLine(alice);
    const url = `/api/update/cart?id=${line.id}&quantity=${line.quantity + 1}`;
    expectCode(await call('GET', url, alice), ErrorCode.FORBIDDEN, 'This request is not allowed.');
    expectCode(await call('GET', url, alice, { headers: { 'sec-fetch-site': 'cross-site' } }), ErrorCode.FORBIDDEN);
    expectCode(
      await call('GET', `/api/delete/cart?id=${line.id}`, alice, { headers: { origin: 'https://evil.example' } }),
      ErrorCode.FORBIDDEN,
    );
    expect((await linesOf(aliceId))[0]?.quantity).toBe(line.quantity);
    const fromOrigin = await call('GET', url, alice, { headers: { host: 'mall.test', origin: 'http://mall.test' } });
    expect(fromOrigin.status).toBe(200);
    const fromPage = await call('GET', url, alice, { headers: SAME_SITE });
    expect(fromPage.data).toEqual({ id: line.id, quantity: line.quantity + 1, count: 1 });
  });

  it('changes a quantity, refusing less than the MOQ and keeping the old one', async () => {
    await clearCart();
    const line = await seedLine(alice);
    const [row] = await linesOf(aliceId);
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, row?.productId ?? 0));
    const moq = product?.moq ?? 1;
    for (const quantity of [String(moq - 1), '0']) {
      const body = await call('GET', `/api/update/cart?id=${line.id}&quantity=${quantity}`, alice, {
        headers: SAME_SITE,
      });
      expectCode(body, ErrorCode.BELOW_MOQ);
    }
    const bad = await call('GET', `/api/update/cart?id=${line.id}&quantity=1e3`, alice, { headers: SAME_SITE });
    expectCode(bad, ErrorCode.VALIDATION);
    expect((await linesOf(aliceId))[0]?.quantity).toBe(line.quantity);
    const ok = await call('GET', `/api/update/cart?id=${line.id}&quantity=${moq + 7}`, alice, { headers: SAME_SITE });
    expect(ok.data).toMatchObject({ quantity: moq + 7 });
  });

  it('changes group buying lines only through their own call', async () => {
    await clearCart();
    const campaign = await activeCampaign();
    const line = (
      await add(alice, {
        product_id: campaign.productId,
        campaign_id: campaign.id,
        quantity: campaign.groupMoq,
        source: 'group_buying',
      })
    ).data;
    const wrong = await call('GET', `/api/update/cart?id=${line.id}&quantity=${campaign.groupMoq + 1}`, alice, {
      headers: SAME_SITE,
    });
    expectCode(wrong, ErrorCode.CART_LINE_NOT_FOUND);
    const below = await call(
      'GET',
      `/api/skshop/update_quantity?id=${line.id}&quantity=${campaign.groupMoq - 1}`,
      alice,
      {
        headers: SAME_SITE,
      },
    );
    expectCode(below, ErrorCode.BELOW_GROUP_MOQ);
    const ok = await call('GET', `/api/skshop/update_quantity?id=${line.id}&quantity=${campaign.groupMoq + 1}`, alice, {
      headers: SAME_SITE,
    });
    expect(ok.data).toMatchObject({ quantity: campaign.groupMoq + 1 });
  });

  it("never lets a buyer read, change or delete another buyer's line", async () => {
    await clearCart();
    const line = await seedLine(alice, 'scan_code');
    expect((await read(bob, groupPath('scan_code', 'en'))).data.list).toEqual([]);
    const change = await call('GET', `/api/update/cart?id=${line.id}&quantity=99`, bob, { headers: SAME_SITE });
    expectCode(change, ErrorCode.CART_LINE_NOT_FOUND);
    const remove = await call('GET', `/api/delete/cart?id=${line.id}`, bob, { headers: SAME_SITE });
    expectCode(remove, ErrorCode.CART_LINE_NOT_FOUND);
    expect(await linesOf(aliceId)).toHaveLength(1);
    expect((await linesOf(aliceId))[0]?.quantity).toBe(line.quantity);
  });

  it('deletes lines and counts what is left', async () => {
    await clearCart();
    const first = await seedLine(alice, 'mall');
    const second = await seedLine(alice, 'catalog');
    await seedLine(alice, 'scan_code');
    expect(await counts(alice)).toEqual({ count: 3, markets: { en: 3, cn: 0 } });
    const body = await call('GET', `/api/delete/cart?id=${first.id},${second.id}`, alice, { headers: SAME_SITE });
    expect(body.data).toEqual({ deleted: 2, count: 1 });
    expect(await counts(alice)).toEqual({ count: 1, markets: { en: 1, cn: 0 } });
    expectCode(await call('GET', '/api/delete/cart?id=1;drop', alice, { headers: SAME_SITE }), ErrorCode.VALIDATION);
    expectCode(await call('GET', '/api/shop/cart/num', ''), ErrorCode.LOGIN_REQUIRED);
  });
});

describe('GET /api/cn/scan_code/product', () => {
  it("finds a product by its code, priced in the buyer's market for a logged-in buyer only", async () => {
    const product = await productWhere();
    const member = await call<Product>('GET', `/api/cn/scan_code/product?code=${product.code}&market=cn`, alice);
    expect(member.data).toMatchObject({ id: product.id, code: product.code, price: product.priceCny / 100 });
    const international = await call<Product>('GET', `/api/cn/scan_code/product?code=${product.code}&market=en`, alice);
    expect(international.data).toMatchObject({ id: product.id, price: product.priceUsd / 100, currency: 'USD' });
    const visitor = await call<Product>('GET', `/api/cn/scan_code/product?code=${product.code}`, '');
    expect(visitor.data).toMatchObject({ id: product.id, price: null, price_visible: false });
  });

  it('says clearly when a code names nothing known', async () => {
    for (const code of ['0000000000000', 'https://example.com/x', 'CODE128-XYZ']) {
      expectCode(
        await call('GET', `/api/cn/scan_code/product?code=${encodeURIComponent(code)}`, alice),
        ErrorCode.PRODUCT_CODE_UNKNOWN,
        'No product has this code. Please check the code and try again.',
      );
    }
    expectCode(await call('GET', '/api/cn/scan_code/product?code=', alice), ErrorCode.VALIDATION);
  });
});
