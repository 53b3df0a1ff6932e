import { CART_LINES_MAX, type CartGroup, type Envelope, ErrorCode, QUANTITY_MAX } from '@mall/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildTwinApp, createBuyer, loginAs, type TestApp } from '../../../test/helper.js';
import { LISTEN_GAP, type Listen } from '../../db/client.js';
import { cartLines, groupCampaigns, products } from '../../db/schema/index.js';

// Carts are remembered between requests (cart-memory.ts); these are the ways a remembered cart
// must follow the database, and the adds written together (cart-add-queue.ts).
let t: TestApp;
let now = Date.now();
const clock = () => new Date(now);
let alice: string;
let aliceId: number;
let bob: string;
let bobId: number;
beforeAll(async () => {
  // No background jobs: moving the clock past a campaign's end would let the closing job end it for good.
  t = await buildTestApp({ clock, env: { RUN_JOBS: 'false' } });
  aliceId = (await createBuyer(t.db, { email: 'alice@example.com', status: 'member', memberUntil: '2099-01-01' })).id;
  bobId = (await createBuyer(t.db, { email: 'bob@example.com', status: 'member', memberUntil: '2099-01-01' })).id;
  alice = await loginAs(t.app, 'alice@example.com');
  bob = await loginAs(t.app, 'bob@example.com');
});
afterAll(() => t.close());

const EN = 'frontend_lang=en_US';
const SAME_SITE = { 'sec-fetch-site': 'same-origin' };
const MALL = '/api/en/product_carts/shop/cart';
const GROUP_BUYING = '/api/cn/sk_product_carts/shop/cart';
type Added = { id: number; quantity: number; count: number };

async function call<T>(
  app: TestApp['app'],
  method: 'GET' | 'POST',
  url: string,
  cookie: string,
  payload?: Record<string, unknown>,
): Promise<Envelope<T>> {
  const res = await app.inject({ method, url, headers: { cookie: `${cookie}; ${EN}`, ...SAME_SITE }, payload });
  return res.json<Envelope<T>>();
}
const add = (cookie: string, payload: Record<string, unknown>, app = t.app) =>
  call<Added>(app, 'POST', '/api/add/cart/confirm', cookie, payload);
const mallLines = async (cookie: string, app = t.app) =>
  (await call<CartGroup>(app, 'GET', MALL, cookie)).data.list.map((line) => [line.product_id, line.quantity]);
const countOf = async (cookie: string, app = t.app) =>
  (await call<{ count: number }>(app, 'GET', '/api/shop/cart/num', cookie)).data.count;

function expectCode(body: Envelope<unknown>, code: number) {
  expect(body.result.code).toBe(code);
}

async function productsInBothMarkets(n: number) {
  return t.db
    .select()
    .from(products)
    .where(and(eq(products.availableEn, true), eq(products.availableCn, true)))
    .orderBy(products.id)
    .limit(n);
}
async function emptyCart(buyerId: number, cookie: string) {
  await t.db.delete(cartLines).where(eq(cartLines.buyerId, buyerId));
  await expect.poll(() => countOf(cookie)).toBe(0);
}

describe('a remembered cart', () => {
  it('shows a line added, changed or deleted behind the server at the next read', async () => {
    await emptyCart(aliceId, alice);
    const [product] = await productsInBothMarkets(1);
    if (!product) throw new Error('no product');
    expect(await mallLines(alice)).toEqual([]);
    await t.db
      .insert(cartLines)
      .values({ buyerId: aliceId, market: 'en', source: 'mall', productId: product.id, quantity: 7 });
    await expect.poll(() => mallLines(alice)).toEqual([[product.id, 7]]);
    await t.db.update(cartLines).set({ quantity: 9 }).where(eq(cartLines.buyerId, aliceId));
    await expect.poll(() => mallLines(alice)).toEqual([[product.id, 9]]);
    await t.db.delete(cartLines).where(eq(cartLines.buyerId, aliceId));
    await expect.poll(() => countOf(alice)).toBe(0);
  });

  it("shows another server process's add, and that process sees this one's", async () => {
    await emptyCart(aliceId, alice);
    const [first, second] = await productsInBothMarkets(2);
    if (!first || !second) throw new Error('no products');
    const twin = await buildTwinApp(t, { clock });
    try {
      expect(await mallLines(alice, twin)).toEqual([]);
      expect(await mallLines(alice)).toEqual([]);
      expect((await add(alice, { product_id: first.id, quantity: first.moq, source: 'mall' }, twin)).status).toBe(200);
      await expect.poll(() => mallLines(alice)).toEqual([[first.id, first.moq]]);
      expect((await add(alice, { product_id: second.id, quantity: second.moq, source: 'mall' })).status).toBe(200);
      await expect.poll(() => countOf(alice, twin)).toBe(2);
    } finally {
      await twin.close();
    }
  });

  it("shows this server's own add, change, delete and confirmation at once", async () => {
    await emptyCart(aliceId, alice);
    const [product] = await productsInBothMarkets(1);
    if (!product) throw new Error('no product');
    expect(await mallLines(alice)).toEqual([]);
    const added = await add(alice, { product_id: product.id, quantity: product.moq, source: 'mall' });
    expect(await mallLines(alice)).toEqual([[product.id, product.moq]]);
    await call(t.app, 'GET', `/api/update/cart?id=${added.data.id}&quantity=${product.moq + 3}`, alice);
    expect(await mallLines(alice)).toEqual([[product.id, product.moq + 3]]);
    await call(t.app, 'GET', `/api/delete/cart?id=${added.data.id}`, alice);
    expect(await mallLines(alice)).toEqual([]);
    expect(await countOf(alice)).toBe(0);
    const again = await add(alice, { product_id: product.id, quantity: product.moq, source: 'mall' });
    expect(await countOf(alice)).toBe(1);
    const confirmed = await call(t.app, 'POST', '/api/skshop/shopcartconfirm', alice, {
      source: 'mall',
      ids: String(again.data.id),
    });
    expect(confirmed.status).toBe(200);
    expect(await countOf(alice)).toBe(0);
  });

  it("never answers one buyer with another buyer's remembered lines", async () => {
    await emptyCart(aliceId, alice);
    await emptyCart(bobId, bob);
    const [mine, theirs] = await productsInBothMarkets(2);
    if (!mine || !theirs) throw new Error('no products');
    await add(alice, { product_id: mine.id, quantity: mine.moq, source: 'mall' });
    await add(bob, { product_id: theirs.id, quantity: theirs.moq + 1, source: 'mall' });
    for (let i = 0; i < 2; i += 1) {
      expect(await mallLines(alice)).toEqual([[mine.id, mine.moq]]);
      expect(await mallLines(bob)).toEqual([[theirs.id, theirs.moq + 1]]);
    }
    await emptyCart(bobId, bob);
    expect(await mallLines(alice)).toEqual([[mine.id, mine.moq]]);
    expect(await countOf(alice)).toBe(1);
  });

  it('shows a campaign line unavailable once the campaign ends, by the clock or behind the server', async () => {
    await emptyCart(aliceId, alice);
    const [campaign] = await t.db
      .select()
      .from(groupCampaigns)
      .where(sql`${groupCampaigns.startsAt} <= ${clock()} and ${groupCampaigns.endsAt} > ${clock()}`)
      .orderBy(groupCampaigns.endsAt)
      .limit(1);
    if (!campaign) throw new Error('no running campaign');
    const payload = {
      product_id: campaign.productId,
      campaign_id: campaign.id,
      quantity: campaign.groupMoq,
      source: 'group_buying',
    };
    expect((await add(alice, payload)).status).toBe(200);
    const available = async () => (await call<CartGroup>(t.app, 'GET', GROUP_BUYING, alice)).data.list[0]?.available;
    expect(await available()).toBe(true);
    const started = now;
    now = campaign.endsAt.getTime() + 1000;
    try {
      expect(await available()).toBe(false);
      expectCode(await add(alice, payload), ErrorCode.CAMPAIGN_NOT_ACTIVE);
    } finally {
      now = started;
    }
    expect(await available()).toBe(true);
    const endsAt = campaign.endsAt;
    await t.db
      .update(groupCampaigns)
      .set({ endsAt: new Date(now - 1000) })
      .where(eq(groupCampaigns.id, campaign.id));
    try {
      await expect.poll(available).toBe(false);
    } finally {
      await t.db.update(groupCampaigns).set({ endsAt }).where(eq(groupCampaigns.id, campaign.id));
    }
    await expect.poll(available).toBe(true);
  });

  it('drops what it remembers when the change notifications may have been missed', async () => {
    await emptyCart(aliceId, alice);
    const [product] = await productsInBothMarkets(1);
    if (!product) throw new Error('no product');
    // A listener that can go deaf, like a lost PostgreSQL connection, then reports the gap.
    let deaf = false;
    const heard: Array<(payload: string) => void> = [];
    const listen: Listen = (channel, onPayload) => {
      heard.push(onPayload);
      return t.listen(channel, (payload) => {
        if (!deaf) onPayload(payload);
      });
    };
    const twin = await buildTwinApp(t, { clock, listen });
    try {
      expect(await countOf(alice, twin)).toBe(0);
      deaf = true;
      await add(alice, { product_id: product.id, quantity: product.moq, source: 'mall' });
      expect(await countOf(alice)).toBe(1);
      for (const onPayload of heard) onPayload(LISTEN_GAP);
      deaf = false;
      expect(await countOf(alice, twin)).toBe(1);
    } finally {
      await twin.close();
    }
  });
});

describe('adds sent at once', () => {
  it('end in one line per product holding every quantity sent', async () => {
    await emptyCart(aliceId, alice);
    const [first, second] = await productsInBothMarkets(2);
    if (!first || !second) throw new Error('no products');
    const bodies = await Promise.all([
      ...Array.from({ length: 4 }, () => add(alice, { product_id: first.id, quantity: first.moq, source: 'mall' })),
      ...Array.from({ length: 3 }, () => add(alice, { product_id: second.id, quantity: second.moq, source: 'mall' })),
    ]);
    expect(bodies.map((b) => b.status)).toEqual(Array(7).fill(200));
    expect(new Set(bodies.slice(0, 4).map((b) => b.data.id)).size).toBe(1);
    expect(Math.max(...bodies.map((b) => b.data.count))).toBe(2);
    expect((await mallLines(alice)).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual(
      [
        [first.id, 4 * first.moq],
        [second.id, 3 * second.moq],
      ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    );
  });

  it('each get their own refusal: a full cart, a full line, and the adds that fit still made', async () => {
    await emptyCart(aliceId, alice);
    await emptyCart(bobId, bob);
    // One line short of full, straight into the table, across three groups; the mall group keeps
    // room for three new products. One line is near the largest quantity.
    const all = await productsInBothMarkets(1000);
    const sources = ['catalog', 'scan_code', 'mall'];
    const filler = sources
      .flatMap((source) => all.map((product) => ({ source, product })))
      .slice(0, CART_LINES_MAX - 1);
    const inMall = new Set(filler.filter((line) => line.source === 'mall').map((line) => line.product.id));
    const [fresh1, fresh2, fresh3] = all.filter((product) => !inMall.has(product.id));
    const [held, crowded] = filler;
    if (!fresh1 || !fresh2 || !fresh3 || !held || !crowded) throw new Error('not enough products');
    await t.db.insert(cartLines).values(
      filler.map((line) => ({
        buyerId: aliceId,
        market: 'en',
        source: line.source,
        productId: line.product.id,
        quantity: line === crowded ? QUANTITY_MAX - 1 : line.product.moq,
      })),
    );
    await expect.poll(() => countOf(alice)).toBe(CART_LINES_MAX - 1);
    const bodies = await Promise.all([
      add(alice, { product_id: fresh1.id, quantity: fresh1.moq, source: 'mall' }),
      add(alice, { product_id: fresh2.id, quantity: fresh2.moq, source: 'mall' }),
      add(alice, { product_id: fresh3.id, quantity: fresh3.moq, source: 'mall' }),
      add(alice, {
        product_id: crowded.product.id,
        quantity: Math.max(crowded.product.moq, 2),
        source: crowded.source,
      }),
      add(alice, { product_id: held.product.id, quantity: held.product.moq, source: held.source }),
      add(bob, { product_id: fresh2.id, quantity: fresh2.moq, source: 'mall' }),
    ]);
    const [full, grown, other] = bodies.slice(3);
    // One of the new lines takes the last place; the other two find the cart full.
    const fresh = bodies.slice(0, 3);
    expect(fresh.filter((b) => b.status === 200).map((b) => b.data.count)).toEqual([CART_LINES_MAX]);
    expect(fresh.filter((b) => b.result.code === ErrorCode.CART_FULL)).toHaveLength(2);
    expectCode(full as Envelope<unknown>, ErrorCode.CART_LINE_LIMIT);
    expect(grown?.data).toMatchObject({ quantity: 2 * held.product.moq, count: expect.any(Number) });
    expect(other?.data).toEqual({ id: expect.any(Number), quantity: fresh2.moq, count: 1 });
    expect(await countOf(alice)).toBe(CART_LINES_MAX);
    expect(await countOf(bob)).toBe(1);
    await emptyCart(aliceId, alice);
    await emptyCart(bobId, bob);
  });
});
