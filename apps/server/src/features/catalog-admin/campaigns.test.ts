import { API, CONSOLE_API, ErrorCode } from '@mall/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { products } from '../../db/schema/index.js';
import { callConsole } from './console-test-kit.js';

const HOUR = 60 * 60_000;
let now = Date.parse('2026-12-01T08:00:00Z');
const clock = () => new Date(now);
let t: TestApp;
let catalog: string;
let member: string;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp({ clock, env: { RUN_JOBS: 'false' } });
  await createOperator(t.db, 'catalog@mall.example', 'catalog');
  await createOperator(t.db, 'sales@mall.example', 'sales');
  catalog = await loginOperator(t.app, 'catalog@mall.example');
  await createBuyer(t.db, { email: 'member@example.com', status: 'member', memberUntil: '2099-01-01' });
  member = await loginAs(t.app, 'member@example.com');
  const [product] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.availableEn, true), eq(products.availableCn, false)))
    .limit(1);
  if (!product) throw new Error('no product sold in the en market only');
  productId = product.id;
});
afterAll(() => t.close());

const call = (def: Parameters<typeof callConsole>[1], input?: Record<string, unknown>, lang?: string) =>
  callConsole(t.app, def, catalog, input, lang);
const at = (ms: number) => new Date(ms).toISOString();

async function storefront(id: number, market = 'en') {
  const res = await t.app.inject({
    url: `${API.groupBuyingDetail.path.replace('/en/', `/${market}/`)}?id=${id}`,
    headers: { cookie: member },
  });
  return res.json();
}

describe('group-buying campaigns in the console', () => {
  it('is for catalog operators only', async () => {
    const sales = await loginOperator(t.app, 'sales@mall.example');
    for (const def of [
      CONSOLE_API.campaigns,
      CONSOLE_API.campaignCreate,
      CONSOLE_API.campaignUpdate,
      CONSOLE_API.campaignCancel,
    ]) {
      expect((await callConsole(t.app, def, sales)).status).toBe(403);
      expect((await callConsole(t.app, def, member)).status).toBe(401);
      expect((await callConsole(t.app, def, null)).status).toBe(401);
    }
  });

  it('checks the fields and answers in the operator language', async () => {
    const base = { product_id: productId, group_moq: 10, target_quantity: 100 };
    const noPrice = await call(CONSOLE_API.campaignCreate, {
      ...base,
      starts_at: at(now + HOUR),
      ends_at: at(now),
    });
    expect(noPrice.result).toEqual({
      code: 400,
      message:
        'group_price_usd: Please enter a group price for at least one market; ends_at: The end must be after the start',
    });
    const badPrice = await call(
      CONSOLE_API.campaignCreate,
      { ...base, group_price_usd: '1.234', starts_at: 'tomorrow', ends_at: at(now + 2 * HOUR) },
      'zh_CN',
    );
    expect(badPrice.result.message).toBe(
      'group_price_usd：请输入大于0的价格，最多2位小数; starts_at：请输入日期和时间（ISO 8601，含时区）',
    );
    const notListed = await call(CONSOLE_API.campaignCreate, {
      ...base,
      group_price_cny: '88.00',
      starts_at: at(now + HOUR),
      ends_at: at(now + 2 * HOUR),
    });
    expect(notListed.result.code).toBe(ErrorCode.CAMPAIGN_PRODUCT_NOT_LISTED);
  });

  it('creates a campaign at an exact price the storefront shows; changes and cancels it before the start', async () => {
    const created = await call(CONSOLE_API.campaignCreate, {
      product_id: productId,
      group_price_usd: '12.35',
      group_moq: 10,
      target_quantity: 100,
      starts_at: at(now + HOUR),
      ends_at: at(now + 5 * HOUR),
    });
    expect(created.data).toMatchObject({
      group_price_usd: '12.35',
      group_price_cny: null,
      state: 'open',
      status: 'upcoming',
      version: 1,
    });
    const id = created.data.id;
    expect((await storefront(id)).data).toMatchObject({ group_price: 12.35, status: 'upcoming', outcome: null });
    // Not offered in the cn market: no CNY price.
    expect((await storefront(id, 'cn')).result.code).toBe(ErrorCode.NOT_IN_MARKET);

    const changed = await call(CONSOLE_API.campaignUpdate, { id, version: 1, group_price_usd: 11.9, group_moq: 20 });
    expect(changed.data).toMatchObject({ group_price_usd: '11.90', group_moq: 20, version: 2 });
    expect((await storefront(id)).data).toMatchObject({ group_price: 11.9, group_moq: 20 });
    const stale = await call(CONSOLE_API.campaignUpdate, { id, version: 1, group_moq: 30 });
    expect(stale.result.code).toBe(ErrorCode.CATALOGUE_ITEM_STALE);
    const inverted = await call(CONSOLE_API.campaignUpdate, { id, version: 2, ends_at: at(now) });
    expect(inverted.result).toMatchObject({ code: 400, message: 'ends_at: The end must be after the start' });

    const listed = await call(CONSOLE_API.campaigns, { state: 'open', status: 'upcoming' });
    expect(listed.data.list.map((c: { id: number }) => c.id)).toContain(id);

    const cancelled = await call(CONSOLE_API.campaignCancel, { id, version: 2 });
    expect(cancelled.data).toMatchObject({ state: 'cancelled', version: 3 });
    expect((await storefront(id)).result.code).toBe(ErrorCode.CAMPAIGN_NOT_FOUND);
    expect((await call(CONSOLE_API.campaigns, { state: 'cancelled' })).data.list[0].id).toBe(id);

    const audit = await queryRows<{ action: string; operator_id: number | null }>(
      t.db,
      sql`SELECT action, operator_id FROM audit_log WHERE entity = 'campaign' AND entity_id = ${String(id)} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['campaign.create', 'campaign.update', 'campaign.cancel']);
    expect(audit.every((a) => a.operator_id !== null)).toBe(true);
  });

  it('refuses to change or cancel a campaign once it started', async () => {
    const created = await call(CONSOLE_API.campaignCreate, {
      product_id: productId,
      group_price_usd: '5',
      group_moq: 1,
      target_quantity: 10,
      starts_at: at(now + HOUR),
      ends_at: at(now + 3 * HOUR),
    });
    now += 2 * HOUR;
    const id = created.data.id;
    expect((await storefront(id)).data.status).toBe('active');
    expect((await call(CONSOLE_API.campaignUpdate, { id, version: 1, group_moq: 2 })).result.code).toBe(
      ErrorCode.CAMPAIGN_NOT_EDITABLE,
    );
    expect((await call(CONSOLE_API.campaignCancel, { id, version: 1 })).result.code).toBe(
      ErrorCode.CAMPAIGN_NOT_EDITABLE,
    );
  });
});
