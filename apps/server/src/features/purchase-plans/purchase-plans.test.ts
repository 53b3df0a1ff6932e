import {
  API,
  CONSOLE_API,
  ERROR_MESSAGES,
  ErrorCode,
  ORPHAN_FILE_TTL_MS,
  type PurchasePlanDetail,
} from '@mall/contract';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createBuyer,
  loginAs,
  queryRows,
  TEST_HASHER,
  TEST_PASSWORD,
  type TestApp,
} from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { orderChain } from '../../../test/orders.js';
import { multipart, png } from '../../../test/sample-files.js';
import {
  auditLog,
  cartLines,
  products,
  quotationRequestItems,
  quotationRequests,
  quotingGroups,
  rfqs,
  uploadedFiles,
} from '../../db/schema/index.js';
import { createFilesService } from '../files/files.service.js';

/** Stored hashes at a test cost: this file logs many buyers in. */
const NOW = Date.parse('2026-11-30T06:00:00.000Z');
const NEEDED_BY = '2026-12-20';
let t: TestApp;
let sales: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => new Date(NOW) });
  await createOperator(t.db, 'plans-sales@mall.example', 'sales');
  sales = await loginOperator(t.app, 'plans-sales@mall.example');
});
afterAll(() => t.close());

const { call, plan: planShipment } = orderChain(
  () => t,
  () => sales,
);
const ZH = 'zh_CN';

type Member = { id: number; cookie: string; project: number };
let members = 0;

/** A new member with their default project. */
async function member(contactName = 'Li Lei'): Promise<Member> {
  members += 1;
  const email = `plans-${members}@example.com`;
  const row = await createBuyer(t.db, {
    email,
    contactName,
    status: 'member',
    memberUntil: '2030-12-31',
    passwordHash: await TEST_HASHER.hash(TEST_PASSWORD),
  });
  const cookie = await loginAs(t.app, email);
  const projects = await call(cookie, 'GET', API.projects.path);
  return { id: row.id, cookie, project: projects.data.list[0].id };
}

async function upload(cookie: string, type = 'main_picture'): Promise<string> {
  const form = multipart([
    { name: 'type', value: type },
    { name: 'file', file: { filename: 'part.png', bytes: png() } },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: API.uploadFiles.path,
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
  const answer = res.json();
  if (answer.status !== 200) throw new Error(`upload refused: ${res.body}`);
  return answer.data.id;
}

/** Catalogue products sold in the international market, the smallest ids first; `moq` at least that. */
async function sold(count: number, moqAtLeast = 1) {
  const rows = await t.db
    .select()
    .from(products)
    .where(and(eq(products.availableEn, true), eq(products.listed, true), gte(products.moq, moqAtLeast)))
    .orderBy(asc(products.id))
    .limit(count);
  if (rows.length < count) throw new Error('the test catalogue has too few such products');
  return rows;
}

type LineInput = {
  product_id?: number;
  name?: string;
  quantity: number;
  unit?: string;
  target_price?: string | number;
  picture?: string;
};
const planBody = (buyer: Member, lines: LineInput[], overrides: Record<string, unknown> = {}) => ({
  name: 'Line 3 retrofit',
  project_id: buyer.project,
  needed_by: NEEDED_BY,
  notes: 'Parts for the December retrofit',
  market: 'en',
  lines: lines.map((line) => ({ unit: 'pcs', ...line })),
  ...overrides,
});

const create = (buyer: Member, payload: unknown, lang?: string) =>
  call(buyer.cookie, 'POST', API.purchasePlanCreate.path, payload, lang);
const act = (
  buyer: Member,
  route: 'purchasePlanSubmit' | 'purchasePlanApprove' | 'purchasePlanCancel',
  id: number,
  lang?: string,
) => call(buyer.cookie, 'POST', API[route].path, { id }, lang);
const detail = async (buyer: Member, id: number, lang?: string): Promise<PurchasePlanDetail> =>
  (await call(buyer.cookie, 'GET', `${API.purchasePlanDetail.path}?id=${id}`, undefined, lang)).data;
const convert = (
  buyer: Member,
  route: 'purchasePlanToCart' | 'purchasePlanToQuotation' | 'purchasePlanToRfq',
  payload: Record<string, unknown>,
  lang?: string,
) => call(buyer.cookie, 'POST', API[route].path, payload, lang);

/** A plan taken to `approved` through the API. */
async function approvedPlan(buyer: Member, lines: LineInput[], overrides: Record<string, unknown> = {}) {
  const created = await create(buyer, planBody(buyer, lines, overrides));
  if (created.status !== 200) throw new Error(`plan not created: ${JSON.stringify(created.result)}`);
  await act(buyer, 'purchasePlanSubmit', created.data.id);
  const approved = await act(buyer, 'purchasePlanApprove', created.data.id);
  return approved.data as PurchasePlanDetail;
}

const refusal = (code: ErrorCode, lang: 'en' | 'zh-Hans' = 'en') => ({ code, message: ERROR_MESSAGES[lang][code] });

async function auditOf(planId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'purchase_plan'), eq(auditLog.entityId, String(planId))))
    .orderBy(asc(auditLog.id));
}

const idOf = (plan: PurchasePlanDetail, position: number) => {
  const line = plan.lines[position];
  if (!line) throw new Error(`no line at ${position}`);
  return line.id;
};

describe('creating and reading', () => {
  it('makes a numbered draft with exact totals, catalogue names in the reader’s language, and lists newest first', async () => {
    const buyer = await member();
    const [product] = await sold(1);
    if (!product) throw new Error('no product');
    const picture = await upload(buyer.cookie);
    const created = await create(
      buyer,
      planBody(buyer, [
        { product_id: product.id, quantity: 3, target_price: '0.10' },
        { name: 'Custom gasket', quantity: 7, unit: 'set', target_price: '1.15', picture },
        { name: 'Spare belts', quantity: 2 },
      ]),
    );
    expect(created.result.code).toBe(0);
    const plan = created.data as PurchasePlanDetail;
    expect(plan).toMatchObject({
      number: expect.stringMatching(/^PP-2026-\d{6}$/),
      name: 'Line 3 retrofit',
      project: { id: buyer.project, name: 'General', is_default: true },
      needed_by: NEEDED_BY,
      notes: 'Parts for the December retrofit',
      status: 'draft',
      progress: 'not_ordered',
      market: 'en',
      currency: 'USD',
      line_count: 3,
      // 0.10 × 3 + 1.15 × 7, to the cent (floats would give 8.350000000000001).
      target_total: '8.35',
      submitted_at: null,
      approved_at: null,
      approved_by: null,
      self_approved: false,
      cancelled_at: null,
    });
    expect(plan.lines).toEqual([
      {
        id: expect.any(Number),
        position: 0,
        product_id: product.id,
        name: product.nameEn,
        image: product.image,
        picture: null,
        quantity: 3,
        unit: 'pcs',
        target_price: '0.10',
        ordered: 0,
        received: 0,
        links: [],
      },
      {
        id: expect.any(Number),
        position: 1,
        product_id: null,
        name: 'Custom gasket',
        image: `${API.file.path}?id=${picture}`,
        picture,
        quantity: 7,
        unit: 'set',
        target_price: '1.15',
        ordered: 0,
        received: 0,
        links: [],
      },
      expect.objectContaining({ name: 'Spare belts', image: '', picture: null, target_price: null }),
    ]);
    expect((await detail(buyer, plan.id, ZH)).lines[0]?.name).toBe(product.nameZh);

    const second = (await create(buyer, planBody(buyer, [{ name: 'Gloves', quantity: 50 }], { name: 'PPE' }))).data;
    expect(Number(second.number.slice(-6))).toBeGreaterThan(Number(plan.number.slice(-6)));
    await act(buyer, 'purchasePlanSubmit', second.id);
    const all = (await call(buyer.cookie, 'GET', API.purchasePlans.path)).data;
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.list.map((p: { id: number }) => p.id)).toEqual([second.id, plan.id]);
    expect(all.list[1]).toEqual({
      id: plan.id,
      number: plan.number,
      name: plan.name,
      project: plan.project,
      needed_by: NEEDED_BY,
      status: 'draft',
      progress: 'not_ordered',
      market: 'en',
      currency: 'USD',
      line_count: 3,
      target_total: '8.35',
      created_at: plan.created_at,
      updated_at: plan.updated_at,
    });
    const drafts = (await call(buyer.cookie, 'GET', `${API.purchasePlans.path}?status=draft`)).data;
    expect(drafts.list.map((p: { id: number }) => p.id)).toEqual([plan.id]);
    const paged = (await call(buyer.cookie, 'GET', `${API.purchasePlans.path}?page=2&pageSize=1`)).data;
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1, list: [{ id: plan.id }] });

    const [entry] = await auditOf(plan.id);
    expect(entry).toMatchObject({
      action: 'purchase_plan.create',
      buyerId: buyer.id,
      ownerId: buyer.id,
      after: { status: 'draft', number: plan.number, name: 'Line 3 retrofit' },
    });
  });

  it('refuses a past needed-by date, another buyer’s project, an unknown product, an unnamed line and a foreign picture', async () => {
    const buyer = await member();
    const other = await member();
    const lines: LineInput[] = [{ name: 'Bolts', quantity: 10 }];
    const today = await create(buyer, planBody(buyer, lines, { needed_by: '2026-11-30' }));
    expect(today.result).toEqual({ code: 60330, message: 'The needed-by date must be after today.' });
    const past = await create(buyer, planBody(buyer, lines, { needed_by: '2026-01-01' }), ZH);
    expect(past.result).toEqual({ code: 60330, message: '需求日期必须晚于今天。' });
    expect((await create(buyer, planBody(buyer, lines, { project_id: other.project }))).result).toEqual(
      refusal(ErrorCode.PROJECT_NOT_FOUND),
    );
    expect((await create(buyer, planBody(buyer, [{ product_id: 999999, quantity: 1 }]))).result).toEqual(
      refusal(ErrorCode.PRODUCT_NOT_FOUND),
    );
    const unnamed = planBody(buyer, [...lines, { name: '  ', quantity: 1 }]);
    expect((await create(buyer, unnamed)).result).toEqual({ code: 400, message: 'lines.1.name: is required' });
    expect((await create(buyer, unnamed, ZH)).result).toEqual({ code: 400, message: 'lines.1.name：为必填项' });
    const theirs = await upload(other.cookie);
    expect((await create(buyer, planBody(buyer, [{ name: 'Part', quantity: 1, picture: theirs }]))).result).toEqual(
      refusal(ErrorCode.FILE_NOT_FOUND),
    );
    const attachment = await upload(buyer.cookie, 'attachment');
    expect((await create(buyer, planBody(buyer, [{ name: 'Part', quantity: 1, picture: attachment }]))).result).toEqual(
      refusal(ErrorCode.FILE_NOT_FOUND),
    );
    expect((await create(buyer, planBody(buyer, [{ name: 'Part', quantity: 0 }]))).result).toEqual({
      code: 400,
      message: 'lines.0.quantity: Please enter a whole number from 1 to 1,000,000',
    });
    expect((await create(buyer, planBody(buyer, []))).result.code).toBe(400);
    expect((await call(buyer.cookie, 'GET', API.purchasePlans.path)).data.total).toBe(0);
  });
});

describe('pictures', () => {
  it('are kept while a plan line holds them, through an edit, and taken by no other document', async () => {
    const buyer = await member();
    const picture = await upload(buyer.cookie);
    const free = await upload(buyer.cookie);
    const lines: LineInput[] = [
      { name: 'Gasket', quantity: 5, picture },
      { name: 'Gasket, spare', quantity: 1, picture },
    ];
    const created = await create(buyer, planBody(buyer, lines));
    expect(created.result.code).toBe(0);
    const edited = await call(buyer.cookie, 'POST', API.purchasePlanEdit.path, {
      id: created.data.id,
      ...planBody(buyer, lines, { name: 'Gaskets, revised' }),
    });
    expect(edited.result.code).toBe(0);

    // Another plan, or an RFQ, cannot take the line's picture: the RFQ would own it and drop it on an edit.
    expect((await create(buyer, planBody(buyer, [{ name: 'Part', quantity: 1, picture }]))).result).toEqual(
      refusal(ErrorCode.FILE_NOT_FOUND),
    );
    const rfq = await call(buyer.cookie, 'POST', API.rfqUpload.path, {
      name: 'Gasket',
      main_picture: picture,
      quantity: '5',
      unit: 'pcs',
      use_for: '',
      budget: '',
      description: '',
      files: '',
      deadline: NEEDED_BY,
      project_id: String(buyer.project),
      requester: '',
    });
    expect(rfq.result).toEqual(refusal(ErrorCode.FILE_NOT_FOUND));
    expect(await queryRows(t.db, sql`SELECT rfq_id FROM uploaded_files WHERE id = ${picture}`)).toEqual([
      { rfq_id: null },
    ]);

    // A day on, the clean-up takes the free upload and keeps the plan's picture.
    const later = createFilesService({ db: t.db, clock: () => new Date(NOW + ORPHAN_FILE_TTL_MS + 60_000) });
    await later.pruneOrphans();
    const left = await t.db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(inArray(uploadedFiles.id, [picture, free]));
    expect(left).toEqual([{ id: picture }]);
    expect((await detail(buyer, created.data.id)).lines.map((line) => line.picture)).toEqual([picture, picture]);
  });
});

describe('editing and the states', () => {
  it('replaces a draft’s lines and keeps its number; a submitted or cancelled plan is not edited', async () => {
    const buyer = await member();
    const plan = (await create(buyer, planBody(buyer, [{ name: 'Bolts', quantity: 10 }]))).data as PurchasePlanDetail;
    const edit = (lang?: string) =>
      call(
        buyer.cookie,
        'POST',
        API.purchasePlanEdit.path,
        {
          id: plan.id,
          ...planBody(buyer, [
            { name: 'Nuts', quantity: 20, target_price: 0.5 },
            { name: 'Washers', quantity: 30 },
          ]),
          name: 'Retrofit, revised',
          needed_by: '2027-01-15',
        },
        lang,
      );
    const edited = (await edit()).data as PurchasePlanDetail;
    expect(edited).toMatchObject({
      id: plan.id,
      number: plan.number,
      name: 'Retrofit, revised',
      needed_by: '2027-01-15',
      target_total: '10.00',
      line_count: 2,
    });
    expect(edited.lines.map((line) => [line.position, line.name, line.quantity])).toEqual([
      [0, 'Nuts', 20],
      [1, 'Washers', 30],
    ]);
    expect(edited.lines.map((line) => line.id)).not.toContain(idOf(plan, 0));
    const [, entry] = await auditOf(plan.id);
    expect(entry).toMatchObject({
      action: 'purchase_plan.edit',
      before: { name: 'Line 3 retrofit', lines: [{ name: 'Bolts', quantity: 10 }] },
      after: { name: 'Retrofit, revised', needed_by: '2027-01-15' },
    });

    await act(buyer, 'purchasePlanSubmit', plan.id);
    expect((await edit()).result).toEqual(refusal(ErrorCode.PURCHASE_PLAN_NOT_DRAFT));
    expect((await edit(ZH)).result).toEqual(refusal(ErrorCode.PURCHASE_PLAN_NOT_DRAFT, 'zh-Hans'));
    await act(buyer, 'purchasePlanCancel', plan.id);
    expect((await edit()).result).toEqual(refusal(ErrorCode.PURCHASE_PLAN_CANCELLED));
  });

  it('goes draft → submitted → approved (by its author) → cancelled, refusing every other move', async () => {
    const buyer = await member('Wang Fang');
    const { id } = (await create(buyer, planBody(buyer, [{ name: 'Bolts', quantity: 10 }]))).data;
    expect((await act(buyer, 'purchasePlanApprove', id)).result).toEqual({
      code: 60324,
      message: 'Only a submitted purchase plan can be approved; this one is not waiting for approval.',
    });
    const submitted = (await act(buyer, 'purchasePlanSubmit', id)).data;
    expect(submitted).toMatchObject({ status: 'submitted', submitted_at: new Date(NOW).toISOString() });
    expect((await act(buyer, 'purchasePlanSubmit', id, ZH)).result).toEqual({
      code: 60323,
      message: '只有草稿状态的采购计划可以修改或提交；该计划状态已变更，请刷新查看。',
    });
    const approved = (await act(buyer, 'purchasePlanApprove', id)).data;
    expect(approved).toMatchObject({
      status: 'approved',
      approved_at: new Date(NOW).toISOString(),
      approved_by: 'Wang Fang',
      self_approved: true,
      progress: 'not_ordered',
    });
    expect((await act(buyer, 'purchasePlanApprove', id)).result).toEqual(
      refusal(ErrorCode.PURCHASE_PLAN_NOT_SUBMITTED),
    );
    const cancelled = (await act(buyer, 'purchasePlanCancel', id)).data;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelled_at: new Date(NOW).toISOString() });
    for (const route of ['purchasePlanSubmit', 'purchasePlanApprove', 'purchasePlanCancel'] as const) {
      expect((await act(buyer, route, id)).result).toEqual(refusal(ErrorCode.PURCHASE_PLAN_CANCELLED));
    }
    expect((await act(buyer, 'purchasePlanCancel', id, ZH)).result).toEqual({
      code: 60326,
      message: '该采购计划已取消。',
    });
    expect((await auditOf(id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['purchase_plan.create', null, expect.objectContaining({ status: 'draft' })],
      ['purchase_plan.submit', { status: 'draft' }, { status: 'submitted' }],
      ['purchase_plan.approve', { status: 'submitted' }, { status: 'approved' }],
      ['purchase_plan.cancel', { status: 'approved' }, { status: 'cancelled' }],
    ]);
  });

  it('moves a plan once when two moves come at the same moment', async () => {
    const buyer = await member();
    const draft = async () => (await create(buyer, planBody(buyer, [{ name: 'Bolts', quantity: 10 }]))).data.id;
    const codes = (answers: Array<{ result: { code: number } }>) => answers.map((a) => a.result.code).sort();

    const a = await draft();
    expect(
      codes(await Promise.all([act(buyer, 'purchasePlanSubmit', a), act(buyer, 'purchasePlanSubmit', a)])),
    ).toEqual([0, ErrorCode.PURCHASE_PLAN_NOT_DRAFT]);
    expect(
      codes(await Promise.all([act(buyer, 'purchasePlanApprove', a), act(buyer, 'purchasePlanApprove', a)])),
    ).toEqual([0, ErrorCode.PURCHASE_PLAN_NOT_SUBMITTED]);
    expect(
      codes(await Promise.all([act(buyer, 'purchasePlanCancel', a), act(buyer, 'purchasePlanCancel', a)])),
    ).toEqual([0, ErrorCode.PURCHASE_PLAN_CANCELLED]);

    // A submitted plan, cancelled and approved at once: cancelled last either way; an approve that
    // came second finds it cancelled.
    const b = await draft();
    await act(buyer, 'purchasePlanSubmit', b);
    const [cancel, approve] = await Promise.all([
      act(buyer, 'purchasePlanCancel', b),
      act(buyer, 'purchasePlanApprove', b),
    ]);
    expect(cancel.result.code).toBe(0);
    expect([0, ErrorCode.PURCHASE_PLAN_CANCELLED]).toContain(approve.result.code);
    expect((await detail(buyer, b)).status).toBe('cancelled');
    const actions = (await auditOf(b)).map((row) => row.action);
    expect(actions).toHaveLength(approve.result.code === 0 ? 4 : 3);
    expect(actions.filter((action) => action === 'purchase_plan.cancel')).toHaveLength(1);
    for (const plan of [a, b]) {
      const moves = (await auditOf(plan))
        .map((row) => row.action)
        .filter((action) => action !== 'purchase_plan.create');
      expect(new Set(moves).size).toBe(moves.length);
    }
  });

  it('is another buyer’s: not found for every call, and not in their list', async () => {
    const owner = await member();
    const stranger = await member();
    const [product] = await sold(1);
    if (!product) throw new Error('no product');
    const plan = await approvedPlan(owner, [{ product_id: product.id, quantity: product.moq }]);
    const notFound = refusal(ErrorCode.PURCHASE_PLAN_NOT_FOUND);
    expect((await call(stranger.cookie, 'GET', `${API.purchasePlanDetail.path}?id=${plan.id}`)).result).toEqual(
      notFound,
    );
    expect(
      (await call(stranger.cookie, 'GET', `${API.purchasePlanDetail.path}?id=${plan.id}`, undefined, ZH)).result,
    ).toEqual({ code: 60322, message: '该采购计划不存在或不属于您。' });
    const edit = await call(stranger.cookie, 'POST', API.purchasePlanEdit.path, {
      id: plan.id,
      ...planBody(stranger, [{ name: 'Mine now', quantity: 1 }]),
    });
    expect(edit.result).toEqual(notFound);
    for (const route of ['purchasePlanSubmit', 'purchasePlanApprove', 'purchasePlanCancel'] as const) {
      expect((await act(stranger, route, plan.id)).result).toEqual(notFound);
    }
    const lines = { id: plan.id, line_ids: [idOf(plan, 0)] };
    expect((await convert(stranger, 'purchasePlanToCart', lines)).result).toEqual(notFound);
    expect((await convert(stranger, 'purchasePlanToQuotation', lines)).result).toEqual(notFound);
    expect((await convert(stranger, 'purchasePlanToRfq', { ...lines, deadline: '2026-12-15' })).result).toEqual(
      notFound,
    );
    expect((await call(stranger.cookie, 'GET', API.purchasePlans.path)).data).toMatchObject({ total: 0, list: [] });
    expect((await detail(owner, plan.id)).status).toBe('approved');
  });
});

describe('to the cart', () => {
  it('puts the chosen catalogue lines in the mall cart for what is left, linked to their plan lines, all or nothing', async () => {
    const buyer = await member();
    const [p, q] = await sold(2, 2);
    if (!p || !q) throw new Error('no products');
    const plan = await approvedPlan(buyer, [
      { product_id: p.id, quantity: p.moq * 10 },
      { product_id: q.id, quantity: q.moq * 3 },
      { name: 'Custom gasket', quantity: 5 },
    ]);
    const [lineP, lineQ, free] = [idOf(plan, 0), idOf(plan, 1), idOf(plan, 2)];
    const toCart = (line_ids: number[], lang?: string) =>
      convert(buyer, 'purchasePlanToCart', { id: plan.id, line_ids }, lang);
    const cart = () =>
      t.db
        .select({ productId: cartLines.productId, quantity: cartLines.quantity, planLineId: cartLines.planLineId })
        .from(cartLines)
        .where(eq(cartLines.buyerId, buyer.id))
        .orderBy(asc(cartLines.id));

    expect((await toCart([lineP, free])).result).toEqual({
      code: 60327,
      message:
        'Only lines with a catalogue product can go to the cart or a quotation request; ask for the others with an RFQ.',
    });
    const otherPlan = await approvedPlan(buyer, [{ name: 'Elsewhere', quantity: 1 }]);
    expect((await toCart([lineP, idOf(otherPlan, 0)])).result).toEqual(refusal(ErrorCode.LINE_NOT_IN_DOCUMENT));
    // Not sold in the plan's market: nothing is added, not even the line that could be.
    await t.db.update(products).set({ availableEn: false }).where(eq(products.id, q.id));
    const unsold = await toCart([lineP, lineQ]);
    await t.db.update(products).set({ availableEn: true }).where(eq(products.id, q.id));
    expect(unsold.result).toEqual(refusal(ErrorCode.NOT_IN_MARKET));
    expect(await cart()).toEqual([]);

    const done = await toCart([lineP, lineQ]);
    expect(done.result.code).toBe(0);
    expect(await cart()).toEqual([
      { productId: p.id, quantity: p.moq * 10, planLineId: lineP },
      { productId: q.id, quantity: q.moq * 3, planLineId: lineQ },
    ]);
    const ids = (await t.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.buyerId, buyer.id))).map(
      (row) => row.id,
    );
    expect([...done.data.document_ids].sort()).toEqual([...ids].sort());
    expect(done.data.plan.lines[0]).toMatchObject({
      ordered: 0,
      links: [{ type: 'cart', id: 0, number: '', quantity: p.moq * 10 }],
    });
    const mall = await call(buyer.cookie, 'GET', API.mallCart.path);
    expect(
      mall.data.list.map((line: { product_id: number; quantity: number }) => [line.product_id, line.quantity]),
    ).toEqual(
      expect.arrayContaining([
        [p.id, p.moq * 10],
        [q.id, q.moq * 3],
      ]),
    );

    expect((await toCart([lineP], ZH)).result).toEqual({
      code: 60329,
      message: '所选明细的计划数量已全部下单或已在购物车中。',
    });
    // The buyer takes some out of the cart: what is left goes back in, no more.
    await t.db
      .update(cartLines)
      .set({ quantity: p.moq * 4 })
      .where(and(eq(cartLines.buyerId, buyer.id), eq(cartLines.productId, p.id)));
    expect((await toCart([lineP])).result.code).toBe(0);
    expect((await cart())[0]).toEqual({ productId: p.id, quantity: p.moq * 10, planLineId: lineP });
    // Less than the MOQ left: the cart's own rule.
    await t.db
      .update(cartLines)
      .set({ quantity: p.moq * 10 - 1 })
      .where(and(eq(cartLines.buyerId, buyer.id), eq(cartLines.productId, p.id)));
    expect((await toCart([lineP])).result).toEqual({ code: ErrorCode.BELOW_MOQ, message: ERROR_MESSAGES.en[60162] });

    const entries = (await auditOf(plan.id)).filter((row) => row.action === 'purchase_plan.to_cart');
    expect(entries.map((row) => row.after)).toEqual([
      {
        lines: [
          { line_id: lineP, quantity: p.moq * 10, cart_line_id: expect.any(Number) },
          { line_id: lineQ, quantity: q.moq * 3, cart_line_id: expect.any(Number) },
        ],
      },
      { lines: [{ line_id: lineP, quantity: p.moq * 6, cart_line_id: expect.any(Number) }] },
    ]);
  });

  it('adds to the cart’s own line of the product, but not to one another plan line holds', async () => {
    const buyer = await member();
    const [p] = await sold(1);
    if (!p) throw new Error('no product');
    const added = await call(buyer.cookie, 'POST', API.addToCart.path, {
      product_id: p.id,
      quantity: p.moq,
      source: 'mall',
      market: 'en',
    });
    expect(added.result.code).toBe(0);
    const first = await approvedPlan(buyer, [{ product_id: p.id, quantity: p.moq * 5 }]);
    expect(
      (await convert(buyer, 'purchasePlanToCart', { id: first.id, line_ids: [idOf(first, 0)] })).data.document_ids,
    ).toEqual([added.data.id]);
    const [line] = await t.db.select().from(cartLines).where(eq(cartLines.buyerId, buyer.id));
    expect(line).toMatchObject({ id: added.data.id, quantity: p.moq * 6, planLineId: idOf(first, 0) });

    const second = await approvedPlan(buyer, [{ product_id: p.id, quantity: p.moq }]);
    const refused = await convert(buyer, 'purchasePlanToCart', { id: second.id, line_ids: [idOf(second, 0)] });
    expect(refused.result).toEqual({
      code: ErrorCode.PURCHASE_PLAN_CART_LINE_TAKEN,
      message: 'This product is already in your cart for another plan line. Order it or remove it from the cart first.',
    });
    expect((await t.db.select().from(cartLines).where(eq(cartLines.buyerId, buyer.id)))[0]?.quantity).toBe(p.moq * 6);
  });

  it('counts a line once when two conversions come at the same moment', async () => {
    const buyer = await member();
    const [p] = await sold(1);
    if (!p) throw new Error('no product');
    const plan = await approvedPlan(buyer, [{ product_id: p.id, quantity: p.moq * 2 }]);
    const body = { id: plan.id, line_ids: [idOf(plan, 0)] };
    const answers = await Promise.all([
      convert(buyer, 'purchasePlanToCart', body),
      convert(buyer, 'purchasePlanToCart', body),
    ]);
    expect(answers.map((a) => a.result.code).sort()).toEqual([0, ErrorCode.PURCHASE_PLAN_LINE_FULLY_REQUESTED]);
    const lines = await t.db.select().from(cartLines).where(eq(cartLines.buyerId, buyer.id));
    expect(lines.map((line) => line.quantity)).toEqual([p.moq * 2]);
  });

  it('needs an approved plan', async () => {
    const buyer = await member();
    const [p] = await sold(1);
    if (!p) throw new Error('no product');
    const plan = (await create(buyer, planBody(buyer, [{ product_id: p.id, quantity: p.moq }]))).data;
    const body = { id: plan.id, line_ids: [idOf(plan, 0)] };
    expect((await convert(buyer, 'purchasePlanToCart', body)).result).toEqual({
      code: 60325,
      message: 'Approve the purchase plan before putting its lines in the cart or asking for prices.',
    });
    await act(buyer, 'purchasePlanSubmit', plan.id);
    expect((await convert(buyer, 'purchasePlanToQuotation', body, ZH)).result).toEqual(
      refusal(ErrorCode.PURCHASE_PLAN_NOT_APPROVED, 'zh-Hans'),
    );
    await act(buyer, 'purchasePlanCancel', plan.id);
    expect((await convert(buyer, 'purchasePlanToRfq', { ...body, deadline: '2026-12-15' })).result).toEqual(
      refusal(ErrorCode.PURCHASE_PLAN_CANCELLED),
    );
  });
});

describe('to a quotation request', () => {
  it('files one request in the default quoting group, an item per line for what is not yet ordered', async () => {
    const buyer = await member();
    const [p, q] = await sold(2);
    if (!p || !q) throw new Error('no products');
    const plan = await approvedPlan(buyer, [
      { product_id: p.id, quantity: p.moq * 4 },
      { product_id: q.id, quantity: 12 },
      { name: 'Free text', quantity: 1 },
    ]);
    const [lineP, lineQ, free] = [idOf(plan, 0), idOf(plan, 1), idOf(plan, 2)];
    expect((await convert(buyer, 'purchasePlanToQuotation', { id: plan.id, line_ids: [free] })).result.code).toBe(
      60327,
    );
    // What is in the cart is not ordered: a quotation may still be asked for all of it.
    await convert(buyer, 'purchasePlanToCart', { id: plan.id, line_ids: [lineP] });
    const done = await convert(buyer, 'purchasePlanToQuotation', { id: plan.id, line_ids: [lineQ, lineP] }, ZH);
    expect(done.result.code).toBe(0);
    const [requestId] = done.data.document_ids;
    const [request] = await t.db
      .select({ market: quotationRequests.market, isDefault: quotingGroups.isDefault })
      .from(quotationRequests)
      .innerJoin(quotingGroups, eq(quotingGroups.id, quotationRequests.groupId))
      .where(and(eq(quotationRequests.id, requestId), eq(quotationRequests.buyerId, buyer.id)));
    expect(request).toEqual({ market: 'en', isDefault: true });
    const items = await t.db
      .select()
      .from(quotationRequestItems)
      .where(eq(quotationRequestItems.requestId, requestId))
      .orderBy(asc(quotationRequestItems.position));
    expect(items.map((item) => [item.productId, item.quantity, item.planLineId, item.name])).toEqual([
      [p.id, p.moq * 4, lineP, p.nameZh],
      [q.id, 12, lineQ, q.nameZh],
    ]);
    const listed = (await call(buyer.cookie, 'GET', API.quotations.path)).data.list;
    expect(listed.map((r: { id: number }) => r.id)).toContain(requestId);
    expect(done.data.plan.lines[1].links).toEqual([
      { type: 'quotation_request', id: requestId, number: String(requestId), quantity: 12 },
    ]);
    const entry = (await auditOf(plan.id)).find((row) => row.action === 'purchase_plan.to_quotation');
    expect(entry?.after).toEqual({
      quotation_request_id: requestId,
      lines: [
        { line_id: lineP, quantity: p.moq * 4 },
        { line_id: lineQ, quantity: 12 },
      ],
    });
  });
});

describe('to RFQs', () => {
  it('posts one RFQ per line with a picture, as the RFQ form would, each with a copy of the picture', async () => {
    const buyer = await member('Zhao Min');
    const [p] = await sold(1);
    if (!p) throw new Error('no product');
    const [gasketPicture, productPicture] = [await upload(buyer.cookie), await upload(buyer.cookie)];
    const plan = await approvedPlan(
      buyer,
      [
        { name: 'Custom gasket', quantity: 40, unit: 'set', target_price: '2.35', picture: gasketPicture },
        { product_id: p.id, quantity: 7, picture: productPicture },
        { name: 'No picture', quantity: 1 },
      ],
      { notes: 'Rush order' },
    );
    const [gasket, product, bare] = [idOf(plan, 0), idOf(plan, 1), idOf(plan, 2)];
    const toRfq = (line_ids: number[], deadline: string, lang?: string) =>
      convert(buyer, 'purchasePlanToRfq', { id: plan.id, line_ids, deadline }, lang);
    expect((await toRfq([gasket, bare], '2026-12-15')).result).toEqual({
      code: 60328,
      message: 'An RFQ needs a picture: add one to each chosen line first.',
    });
    expect((await toRfq([gasket], '2026-11-30')).result).toEqual({
      code: 400,
      message: 'deadline: Please choose a future date, within a year',
    });
    expect((await toRfq([gasket], '2028-01-01', ZH)).result.code).toBe(400);

    const done = await toRfq([gasket, product], '2026-12-15');
    expect(done.result.code).toBe(0);
    const made = await t.db.select().from(rfqs).where(inArray(rfqs.id, done.data.document_ids)).orderBy(asc(rfqs.id));
    expect(made.map((rfq) => [rfq.name, rfq.quantity, rfq.unit, rfq.budget, rfq.planLineId])).toEqual([
      ['Custom gasket', 40, 'set', '94.00', gasket],
      [p.nameEn.slice(0, 100), 7, 'pcs', null, product],
    ]);
    for (const rfq of made) {
      expect(rfq).toMatchObject({
        buyerId: buyer.id,
        status: 'submitted',
        market: 'en',
        deadline: '2026-12-15',
        projectId: buyer.project,
        useFor: 'Line 3 retrofit',
        description: 'Rush order',
        requester: 'Zhao Min',
      });
    }
    const shown = (await call(buyer.cookie, 'GET', `${API.rfqDetail.path}?id=${made[0]?.id}`)).data;
    expect(shown).toMatchObject({ name: 'Custom gasket', budget: '94.00', currency: 'USD', files: [] });
    expect(shown.main_picture.id).not.toBe(gasketPicture);
    const same = await queryRows<{ same: boolean }>(
      t.db,
      sql`SELECT (SELECT md5(data) FROM uploaded_files WHERE id = ${gasketPicture}) =
        (SELECT md5(data) FROM uploaded_files WHERE id = ${shown.main_picture.id}) AS same`,
    );
    expect(same[0]?.same).toBe(true);
    // The plan keeps its own picture for the rest of the line.
    const [kept] = await t.db
      .select({ rfqId: uploadedFiles.rfqId })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, gasketPicture));
    expect(kept).toEqual({ rfqId: null });
    expect(done.data.plan.lines[0].links).toEqual([
      { type: 'rfq', id: made[0]?.id, number: String(made[0]?.id), quantity: 40 },
    ]);
    // An RFQ is not an order: the next one is still for the whole line.
    const again = await toRfq([gasket], '2026-12-20');
    expect((await t.db.select().from(rfqs).where(eq(rfqs.id, again.data.document_ids[0])))[0]?.quantity).toBe(40);
    expect((await auditOf(plan.id)).filter((row) => row.action === 'purchase_plan.to_rfq')).toHaveLength(2);
  });

  it('refuses a budget above the RFQ’s maximum', async () => {
    const buyer = await member();
    const picture = await upload(buyer.cookie);
    const plan = await approvedPlan(buyer, [
      { name: 'Turbine', quantity: 1000, target_price: '9999999999.99', picture },
    ]);
    const answer = await convert(buyer, 'purchasePlanToRfq', {
      id: plan.id,
      line_ids: [idOf(plan, 0)],
      deadline: '2026-12-15',
    });
    expect(answer.result).toEqual({
      code: 400,
      message: 'budget: Please enter the budget as a number of 0 or more, with at most 2 decimals',
    });
    expect(await t.db.select().from(rfqs).where(eq(rfqs.buyerId, buyer.id))).toEqual([]);
  });
});

describe('progress and history', () => {
  it('follows the orders and receipts that came from the plan’s lines', async () => {
    const buyer = await member();
    const [p, q] = await sold(2);
    if (!p || !q) throw new Error('no products');
    const plan = await approvedPlan(buyer, [
      { product_id: p.id, quantity: p.moq * 2 },
      { product_id: q.id, quantity: q.moq },
    ]);
    const [lineP, lineQ] = [idOf(plan, 0), idOf(plan, 1)];

    /** Puts the line in the cart and orders it: the purchase order's id and its one line. */
    async function order(lineId: number) {
      const cartLine = (await convert(buyer, 'purchasePlanToCart', { id: plan.id, line_ids: [lineId] })).data
        .document_ids[0];
      const confirmed = await call(buyer.cookie, 'POST', API.confirmCart.path, {
        source: 'mall',
        market: 'en',
        ids: String(cartLine),
      });
      expect(confirmed.result.code).toBe(0);
      const poId = confirmed.data.purchase_orders[0].id;
      const po = (await call(sales, 'GET', `${CONSOLE_API.purchaseOrderDetail.path}?id=${poId}`)).data;
      return { poId, line: po.lines[0] as { id: number; quantity: number } };
    }
    async function receive(poId: number, line: { id: number }, quantity: number) {
      const shipment = (await planShipment(poId, [{ line_id: line.id, quantity }])).data.id;
      await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: shipment });
      const receipt = await call(buyer.cookie, 'POST', API.receiptCreate.path, {
        shipment_id: shipment,
        lines: [{ line_id: line.id, received: quantity }],
      });
      expect(receipt.result.code).toBe(0);
    }
    const progress = async () => (await detail(buyer, plan.id)).progress;

    const first = await order(lineP);
    let now = await detail(buyer, plan.id);
    expect(now.progress).toBe('partly_ordered');
    expect(now.lines[0]).toMatchObject({ ordered: p.moq * 2, received: 0 });
    expect(now.lines[0]?.links.map((link) => link.type)).toEqual(['proforma_invoice', 'purchase_order']);
    // Ordered in full: nothing is left for the cart or a quotation.
    expect((await convert(buyer, 'purchasePlanToCart', { id: plan.id, line_ids: [lineP] })).result.code).toBe(60329);
    expect((await convert(buyer, 'purchasePlanToQuotation', { id: plan.id, line_ids: [lineP] })).result.code).toBe(
      60329,
    );

    const second = await order(lineQ);
    expect(await progress()).toBe('ordered');
    await receive(first.poId, first.line, p.moq);
    now = await detail(buyer, plan.id);
    expect(now.progress).toBe('partly_received');
    expect(now.lines[0]?.received).toBe(p.moq);
    await receive(first.poId, first.line, p.moq);
    await receive(second.poId, second.line, q.moq);
    expect(await progress()).toBe('received');
    const listed = (await call(buyer.cookie, 'GET', API.purchasePlans.path)).data.list;
    expect(listed.find((row: { id: number }) => row.id === plan.id)?.progress).toBe('received');
  });

  it('shows in the buyer’s History and the plan’s own timeline', async () => {
    const buyer = await member('Chen Jie');
    const plan = await approvedPlan(buyer, [{ name: 'Bolts', quantity: 10 }]);
    const page = (await call(buyer.cookie, 'GET', `${API.history.path}?type=purchase_plan&id=${plan.id}`)).data;
    expect(page.total).toBe(3);
    expect(page.list.map((entry: { action: string }) => entry.action)).toEqual([
      'purchase_plan.approve',
      'purchase_plan.submit',
      'purchase_plan.create',
    ]);
    expect(page.list[0]).toMatchObject({
      actor: { kind: 'buyer', name: 'Chen Jie' },
      document: { type: 'purchase_plan', id: plan.id, number: plan.number, name: 'Line 3 retrofit', version: null },
      note: null,
    });
    const stranger = await member();
    const theirs = (await call(stranger.cookie, 'GET', `${API.history.path}?type=purchase_plan&id=${plan.id}`)).data;
    expect(theirs.total).toBe(0);
  });
});
