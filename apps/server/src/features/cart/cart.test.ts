import { CART_LINES_MAX, type CartGroup, type Envelope, ErrorCode, type Product, QUANTITY_MAX } from '@mall/contract';
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
  options: { payload?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie: `${cookie}; ${EN}`, ...options.headers },
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
  await expect.poll(async () => (await call<{ count: number }>('GET', '/api/shop/cart/num', alice)).data.count).toBe(0);
}

const CART_PATHS = {
  mall: '/api/en/product_carts/shop/cart',
  catalog: '/api/cn/catalog_carts/shop/cart',
  group_buying: '/api/cn/sk_product_carts/shop/cart',
  scan_code: '/api/cn/scan_code/shop/cart',
} as const;

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

  it('answers an empty group of each kind, in its market currency', async () => {
    await clearCart();
    const currencies = { mall: 'USD', catalog: 'CNY', group_buying: 'CNY', scan_code: 'CNY' };
    for (const [source, path] of Object.entries(CART_PATHS)) {
      const body = await read(alice, path);
      expect(body.status).toBe(200);
      expect(body.data).toEqual({ source, currency: currencies[source as keyof typeof currencies], list: [] });
    }
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
    const cn = (await read(alice, '/api/cn/product_carts/shop/cart')).data;
    expect(cn.list[0]).toMatchObject({ price: product.priceCny / 100, currency: 'CNY' });
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
    expect((await add(alice, { product_id: victim.id, quantity: victim.moq, source: 'scan_code' })).status).toBe(200);
    await t.db.execute(sql`delete from product_views where product_id = ${victim.id}`);
    await t.db.execute(sql`delete from product_videos where product_id = ${victim.id}`);
    await t.db.delete(products).where(eq(products.id, victim.id));
    await expect.poll(async () => (await read(alice, CART_PATHS.scan_code)).data.list[0]?.available).toBe(false);
    const group = await read(alice, CART_PATHS.scan_code);
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
      insert into cart_lines (buyer_id, source, product_id, quantity)
      select ${aliceId}, s.source, p.id, p.moq
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
    const line = (await read(alice, CART_PATHS.group_buying)).data.list[0];
    expect(line).toMatchObject({
      campaign_id: campaign.id,
      moq: campaign.groupMoq,
      price: campaign.groupPriceCny / 100,
      currency: 'CNY',
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
    expect((await read(bob, CART_PATHS.scan_code)).data.list).toEqual([]);
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
    expect((await call('GET', '/api/shop/cart/num', alice)).data).toEqual({ count: 3 });
    const body = await call('GET', `/api/delete/cart?id=${first.id},${second.id}`, alice, { headers: SAME_SITE });
    expect(body.data).toEqual({ deleted: 2, count: 1 });
    expect((await call('GET', '/api/shop/cart/num', alice)).data).toEqual({ count: 1 });
    expectCode(await call('GET', '/api/delete/cart?id=1;drop', alice, { headers: SAME_SITE }), ErrorCode.VALIDATION);
    expectCode(await call('GET', '/api/shop/cart/num', ''), ErrorCode.LOGIN_REQUIRED);
  });
});

describe('GET /api/:market/scan_code/product', () => {
  it('finds a product by its code, with prices for a logged-in buyer only', async () => {
    const product = await productWhere();
    const member = await call<Product>('GET', `/api/cn/scan_code/product?code=${product.code}`, alice);
    expect(member.data).toMatchObject({ id: product.id, code: product.code, price: product.priceCny / 100 });
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
