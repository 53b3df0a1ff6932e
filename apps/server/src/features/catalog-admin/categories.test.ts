import { API, CONSOLE_API, ErrorCode } from '@mall/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { categories, products } from '../../db/schema/index.js';
import { callConsole } from './console-test-kit.js';

let t: TestApp;
let catalog: string;
let admin: string;
let sales: string;
let reviewer: string;
let buyer: string;

beforeAll(async () => {
  t = await buildTestApp();
  await createOperator(t.db, 'catalog@mall.example', 'catalog');
  await createOperator(t.db, 'admin@mall.example', 'admin');
  await createOperator(t.db, 'sales@mall.example', 'sales');
  await createOperator(t.db, 'reviewer@mall.example', 'reviewer');
  catalog = await loginOperator(t.app, 'catalog@mall.example');
  admin = await loginOperator(t.app, 'admin@mall.example');
  sales = await loginOperator(t.app, 'sales@mall.example');
  reviewer = await loginOperator(t.app, 'reviewer@mall.example');
  await createBuyer(t.db, { email: 'member@example.com', status: 'member', memberUntil: '2099-01-01' });
  buyer = await loginAs(t.app, 'member@example.com');
});
afterAll(() => t.close());

const call = (def: Parameters<typeof callConsole>[1], input?: Record<string, unknown>, lang?: string) =>
  callConsole(t.app, def, catalog, input, lang);

/** The storefront's tree, names in the language asked for. */
async function storefrontTree(lang = 'en_US') {
  const res = await t.app.inject({ url: API.categories.path, headers: { cookie: `frontend_lang=${lang}` } });
  return res.json().data.list as Array<{
    category_id: number;
    category_name: string;
    children: Array<{ category_id: number; category_name: string }>;
  }>;
}

describe('who may edit categories', () => {
  it('lets catalog operators and admins in; refuses other roles, buyers and visitors', async () => {
    expect((await callConsole(t.app, CONSOLE_API.categories, catalog)).status).toBe(200);
    expect((await callConsole(t.app, CONSOLE_API.categories, admin)).status).toBe(200);
    for (const def of [
      CONSOLE_API.categories,
      CONSOLE_API.categoryCreate,
      CONSOLE_API.categoryUpdate,
      CONSOLE_API.categoryMove,
      CONSOLE_API.categoryReorder,
      CONSOLE_API.categoryDelete,
    ]) {
      expect((await callConsole(t.app, def, sales)).status).toBe(403);
      expect((await callConsole(t.app, def, reviewer)).status).toBe(403);
      expect((await callConsole(t.app, def, buyer)).status).toBe(401);
      expect((await callConsole(t.app, def, null)).status).toBe(401);
    }
  });
});

describe('the category tree', () => {
  it('lists both languages, order, counts and versions', async () => {
    const tree = (await call(CONSOLE_API.categories)).data.list;
    expect(tree.length).toBeGreaterThan(0);
    const top = tree[0];
    expect(top).toMatchObject({ parent_id: null, version: 1 });
    expect(top.name_en).not.toBe(top.name_zh);
    expect(top.children[0]).toMatchObject({ parent_id: top.id });
    expect(top.children[0].product_count).toBeGreaterThan(0);
  });

  it('creates, renames and shows the change on the storefront and in search suggestions', async () => {
    const [top] = (await call(CONSOLE_API.categories)).data.list;
    const created = await call(CONSOLE_API.categoryCreate, {
      parent_id: top.id,
      slug: 'torque-tools',
      name_en: 'Torque tools',
      name_zh: '扭矩工具',
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ parent_id: top.id, slug: 'torque-tools', version: 1, children: [] });
    expect(created.data.image).toMatch(/^\/media\/category\/\d+\.svg\?v=/);
    const sub = (await storefrontTree()).find((c) => c.category_id === top.id)?.children.at(-1);
    expect(sub).toMatchObject({ category_id: created.data.id, category_name: 'Torque tools' });

    const renamed = await call(CONSOLE_API.categoryUpdate, { id: created.data.id, version: 1, name_zh: '扭力工具' });
    expect(renamed.data).toMatchObject({ name_zh: '扭力工具', version: 2 });
    const zh = (await storefrontTree('zh_CN')).find((c) => c.category_id === top.id)?.children.at(-1);
    expect(zh?.category_name).toBe('扭力工具');

    // The same operator's stale page: someone else's version 2 is newer than the 1 it saw.
    const stale = await call(CONSOLE_API.categoryUpdate, { id: created.data.id, version: 1, name_en: 'Old' });
    expect(stale.result.code).toBe(ErrorCode.CATALOGUE_ITEM_STALE);

    const audit = await queryRows<{ action: string; before: unknown; after: { name_zh: string } }>(
      t.db,
      sql`SELECT action, before, after FROM audit_log WHERE entity = 'category' AND entity_id = ${String(created.data.id)} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['category.create', 'category.update']);
    expect(audit[1]?.before).toMatchObject({ name_zh: '扭矩工具' });
    expect(audit[1]?.after).toMatchObject({ name_zh: '扭力工具' });
  });

  it('renames a category the search suggestions show', async () => {
    const [top] = (await call(CONSOLE_API.categories)).data.list;
    const sub = top.children[0];
    await call(CONSOLE_API.categoryUpdate, { id: sub.id, version: sub.version, name_en: 'Zyxwrench fittings' });
    const res = await t.app.inject({ url: `${API.keywordMatch.path}?keyword=zyxwrench` });
    expect(JSON.stringify(res.json().data)).toContain('Zyxwrench fittings');
  });

  it('answers field errors in the operator language', async () => {
    const en = await call(CONSOLE_API.categoryCreate, { slug: 'Bad Slug', name_en: '', name_zh: 'x' });
    expect(en.result).toEqual({
      code: 400,
      message: 'slug: Please enter 1-64 lower-case letters, digits or hyphens; name_en: Please enter 1-100 characters',
    });
    const zh = await call(CONSOLE_API.categoryCreate, { slug: 'Bad Slug', name_en: 'x', name_zh: 'x' }, 'zh_CN');
    expect(zh.result.message).toBe('slug：请输入1-64个小写字母、数字或连字符');
    const taken = await call(CONSOLE_API.categoryCreate, { slug: 'bolts', name_en: 'x', name_zh: 'x' });
    expect(taken.result.code).toBe(ErrorCode.CATEGORY_SLUG_TAKEN);
  });
});

describe('moving, ordering and deleting', () => {
  it('refuses cycles and a third level; a move takes the products to the new top category', async () => {
    const tree = (await call(CONSOLE_API.categories)).data.list;
    const [a, b] = tree;
    const cycle = await call(CONSOLE_API.categoryMove, { id: a.id, version: a.version, parent_id: a.children[0].id });
    expect(cycle.result.code).toBe(ErrorCode.CATEGORY_CYCLE);
    const self = await call(CONSOLE_API.categoryMove, { id: a.id, version: a.version, parent_id: a.id });
    expect(self.result.code).toBe(ErrorCode.CATEGORY_CYCLE);
    const deep = await call(CONSOLE_API.categoryMove, { id: a.id, version: a.version, parent_id: b.id });
    expect(deep.result.code).toBe(ErrorCode.CATEGORY_TOO_DEEP);
    const underSub = await call(CONSOLE_API.categoryCreate, {
      parent_id: a.children[0].id,
      slug: 'third-level',
      name_en: 'Third',
      name_zh: '第三级',
    });
    expect(underSub.result.code).toBe(ErrorCode.CATEGORY_TOO_DEEP);

    const sub = a.children.find((c: { product_count: number }) => c.product_count > 0);
    const moved = await call(CONSOLE_API.categoryMove, { id: sub.id, version: sub.version, parent_id: b.id });
    expect(moved.data).toMatchObject({ parent_id: b.id, version: sub.version + 1 });
    const tops = await t.db
      .selectDistinct({ top: products.topCategoryId })
      .from(products)
      .where(eq(products.categoryId, sub.id));
    expect(tops).toEqual([{ top: b.id }]);
    const listed = await t.app.inject({ url: `${API.productRecommend.path}?category_id=${b.id}&pageSize=100` });
    const ids = new Set(listed.json().data.list.map((p: { category_id: number }) => p.category_id));
    expect(ids.has(sub.id)).toBe(true);
    expect((await storefrontTree()).find((c) => c.category_id === b.id)?.children.map((c) => c.category_id)).toContain(
      sub.id,
    );
  });

  it('reorders siblings; a list that is not the current siblings is refused', async () => {
    const [top] = (await call(CONSOLE_API.categories)).data.list;
    const ids = top.children.map((c: { id: number }) => c.id).reverse();
    const res = await call(CONSOLE_API.categoryReorder, { parent_id: top.id, ids });
    expect(res.data.list[0].children.map((c: { id: number }) => c.id)).toEqual(ids);
    expect((await storefrontTree())[0]?.children.map((c) => c.category_id)).toEqual(ids);
    const missing = await call(CONSOLE_API.categoryReorder, { parent_id: top.id, ids: ids.slice(1) });
    expect(missing.result.code).toBe(ErrorCode.CATALOGUE_ORDER_MISMATCH);
    const form = await t.app.inject({
      method: 'POST',
      url: CONSOLE_API.categoryReorder.path,
      payload: `parent_id=${top.id}&ids=${ids.join(',')}`,
      headers: { cookie: catalog, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.json().status).toBe(200);
  });

  it('deletes only an unused category', async () => {
    const [top] = (await call(CONSOLE_API.categories)).data.list;
    const used = await call(CONSOLE_API.categoryDelete, { id: top.id, version: top.version });
    expect(used.result.code).toBe(ErrorCode.CATEGORY_IN_USE);
    const withProducts = top.children.find((c: { product_count: number }) => c.product_count > 0);
    const stillUsed = await call(CONSOLE_API.categoryDelete, { id: withProducts.id, version: withProducts.version });
    expect(stillUsed.result.code).toBe(ErrorCode.CATEGORY_IN_USE);
    const empty = await call(CONSOLE_API.categoryCreate, { slug: 'to-delete', name_en: 'Empty', name_zh: '空' });
    const gone = await call(CONSOLE_API.categoryDelete, { id: empty.data.id, version: 1 });
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(categories).where(eq(categories.id, empty.data.id))).toEqual([]);
    expect((await storefrontTree()).some((c) => c.category_id === empty.data.id)).toBe(false);
    const again = await call(CONSOLE_API.categoryDelete, { id: empty.data.id, version: 1 });
    expect(again.result.code).toBe(ErrorCode.CATEGORY_NOT_FOUND);
  });

  it('of two operators renaming the same category at once, one wins and the other is told', async () => {
    const created = await call(CONSOLE_API.categoryCreate, { slug: 'race', name_en: 'Race', name_zh: '竞争' });
    const [first, second] = await Promise.all([
      callConsole(t.app, CONSOLE_API.categoryUpdate, catalog, { id: created.data.id, version: 1, name_en: 'One' }),
      callConsole(t.app, CONSOLE_API.categoryUpdate, admin, { id: created.data.id, version: 1, name_en: 'Two' }),
    ]);
    expect([first.result.code, second.result.code].sort()).toEqual([0, ErrorCode.CATALOGUE_ITEM_STALE].sort());
  });
});
