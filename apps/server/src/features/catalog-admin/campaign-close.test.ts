import { API, CONSOLE_API } from '@mall/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { groupCampaigns, products } from '../../db/schema/index.js';
import { CAMPAIGNS_CLOSE_JOB, closeCampaigns } from './campaign-close.js';
import { callConsole } from './console-test-kit.js';

const HOUR = 60 * 60_000;
let now = Date.parse('2026-12-01T08:00:00Z');
const clock = () => new Date(now);
let t: TestApp;
let catalog: string;
let member: string;

beforeAll(async () => {
  t = await buildTestApp({ clock, env: { RUN_JOBS: 'false' } });
  await createOperator(t.db, 'catalog@mall.example', 'catalog');
  catalog = await loginOperator(t.app, 'catalog@mall.example');
  await createBuyer(t.db, { email: 'member@example.com', status: 'member', memberUntil: '2099-01-01' });
  member = await loginAs(t.app, 'member@example.com');
  // The seed's campaigns are placed around the real time, so any of them could end within the
  // test's hours: all are over before the test clock, and closed, before the test's own start.
  await t.db
    .update(groupCampaigns)
    .set({ startsAt: new Date(now - 2 * HOUR), endsAt: new Date(now - HOUR) })
    .where(eq(groupCampaigns.state, 'open'));
  await closeCampaigns(t.db, clock);
});
afterAll(() => t.close());

async function post(url: string, payload: Record<string, unknown>) {
  return (await t.app.inject({ method: 'POST', url, payload, headers: { cookie: member } })).json();
}

async function campaignOf(productId: number, target: number) {
  const res = await callConsole(t.app, CONSOLE_API.campaignCreate, catalog, {
    product_id: productId,
    group_price_usd: '3.50',
    group_moq: 5,
    target_quantity: target,
    starts_at: new Date(now + HOUR).toISOString(),
    ends_at: new Date(now + 3 * HOUR).toISOString(),
  });
  return res.data.id as number;
}

describe('campaigns closing at their end', () => {
  it('marks the one that reached its target succeeded and the other failed, once, for buyers and the campaign page', async () => {
    const [a, b] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.availableEn, true)))
      .orderBy(products.id)
      .limit(2);
    if (!a || !b) throw new Error('no products');
    const reached = await campaignOf(a.id, 10);
    const missed = await campaignOf(b.id, 1000);
    now += 2 * HOUR;

    // The buyer commits 10 to the first; a line of the second stays in the cart.
    const line = await post('/api/add/cart/confirm', {
      product_id: a.id,
      quantity: 10,
      source: 'group_buying',
      campaign_id: reached,
      market: 'en',
    });
    expect(line.status).toBe(200);
    expect(
      (await post('/api/skshop/shopcartconfirm', { source: 'group_buying', ids: String(line.data.id) })).status,
    ).toBe(200);
    const waiting = await post('/api/add/cart/confirm', {
      product_id: b.id,
      quantity: 5,
      source: 'group_buying',
      campaign_id: missed,
      market: 'en',
    });
    expect(waiting.status).toBe(200);

    // Before the end nothing closes.
    expect(await closeCampaigns(t.db, clock)).toEqual({ succeeded: 0, failed: 0 });
    now += 2 * HOUR;
    // Two runs at once (two processes): each campaign closes once.
    const runs = await Promise.all([closeCampaigns(t.db, clock), closeCampaigns(t.db, clock)]);
    expect(runs.reduce((n, r) => n + r.succeeded, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.failed, 0)).toBe(1);

    const page = async (id: number) =>
      (await t.app.inject({ url: `${API.groupBuyingDetail.path}?id=${id}`, headers: { cookie: member } })).json().data;
    expect(await page(reached)).toMatchObject({ status: 'ended', outcome: 'succeeded' });
    expect(await page(missed)).toMatchObject({ status: 'ended', outcome: 'failed' });

    await expect
      .poll(async () => {
        const cart = await t.app.inject({
          url: '/api/cn/sk_product_carts/shop/cart?market=en',
          headers: { cookie: member },
        });
        return cart
          .json()
          .data.list.map((l: { campaign_id: number; campaign_outcome: string; available: boolean }) => [
            l.campaign_id,
            l.campaign_outcome,
            l.available,
          ]);
      })
      .toEqual([[missed, 'failed', false]]);

    const listed = await callConsole(t.app, CONSOLE_API.campaigns, catalog, { state: 'succeeded' });
    expect(listed.data.list.map((c: { id: number }) => c.id)).toEqual([reached]);

    const audit = await queryRows<{ action: string; operator_id: number | null; entity_id: string }>(
      t.db,
      sql`SELECT action, operator_id, entity_id FROM audit_log WHERE entity = 'campaign' AND entity_id IN (${String(reached)}, ${String(missed)}) AND operator_id IS NULL ORDER BY entity_id::int`,
    );
    expect(audit).toEqual([
      { action: 'campaign.succeeded', operator_id: null, entity_id: String(reached) },
      { action: 'campaign.failed', operator_id: null, entity_id: String(missed) },
    ]);
  });

  it('runs as the recurring job of the queue', async () => {
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.availableEn, true))
      .limit(1);
    const id = await campaignOf(product?.id ?? 0, 10);
    now += 4 * HOUR;
    await t.app.jobs.enqueue(t.db, { kind: CAMPAIGNS_CLOSE_JOB, maxAttempts: 1 });
    await t.app.jobs.runDue();
    const [row] = await queryRows<{ state: string }>(t.db, sql`SELECT state FROM group_campaigns WHERE id = ${id}`);
    expect(row?.state).toBe('failed');
  });
});
