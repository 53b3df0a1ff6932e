import { PROJECTS_MAX_PER_BUYER } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, type TestApp } from '../../../test/helper.js';
import { docx, multipart, png, xlsx } from '../../../test/sample-files.js';
import { createOffersConsoleService } from '../quotation/offers.console.service.js';
import { createRfqService } from './rfq.service.js';

const now = Date.parse('2026-09-10T06:00:00Z');
const clock = () => new Date(now);

/** An operator's quotation of one line, as the console sends it. */
function quote(rfqId: number, unitPrice: string, leadTimeDays = 15, note = '') {
  return createOffersConsoleService(t.db, clock, createRfqService({ db: t.db, clock })).quote(null, {
    rfq_id: rfqId,
    lines: [{ name: 'Quoted item', specification: '', quantity: 1000, unit: 'pcs', unit_price: unitPrice }],
    valid_until: '2026-10-10',
    lead_time_days: leadTimeDays,
    incoterm: 'FOB',
    payment_terms: { deposit_percent: 30, balance_terms: '' },
    note,
  });
}
let t: TestApp;
let alice: string;
let bob: string;
let aliceProject: number;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock });
  await createBuyer(t.db, {
    email: 'alice@example.com',
    contactName: 'Alice Wang',
    status: 'member',
    memberUntil: '2027-12-31',
  });
  await createBuyer(t.db, { email: 'bob@example.com', status: 'member', memberUntil: '2027-12-31' });
  await createBuyer(t.db, { email: 'pending@example.com' });
  await createBuyer(t.db, { email: 'expired@example.com', status: 'member', memberUntil: '2026-01-01' });
  alice = await loginAs(t.app, 'alice@example.com');
  bob = await loginAs(t.app, 'bob@example.com');
  aliceProject = (await get(alice, '/api/buyer/v1/projects')).data.list[0].id;
});
afterAll(() => t.close());

async function get(cookie: string, url: string, lang = 'en_US') {
  return (await t.app.inject({ method: 'GET', url, headers: { cookie: `${cookie}; frontend_lang=${lang}` } })).json();
}

async function post(cookie: string, url: string, payload: Record<string, unknown>, lang = 'en_US') {
  return (
    await t.app.inject({ method: 'POST', url, payload, headers: { cookie: `${cookie}; frontend_lang=${lang}` } })
  ).json();
}

async function upload(cookie: string, type: string, filename: string, bytes: Buffer): Promise<string> {
  const body = multipart([
    { name: 'type', value: type },
    { name: 'file', file: { filename, bytes } },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/buyer/v1/upload/files',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  return res.json().data.id;
}

async function validRfq(cookie = alice, project = aliceProject) {
  return {
    name: 'Stainless bolts M8',
    main_picture: await upload(cookie, 'main_picture', 'bolt.png', png()),
    quantity: '5000',
    unit: 'pcs',
    use_for: 'Assembly line',
    budget: '1200.50',
    description: 'A2-70, DIN 933',
    files: [
      await upload(cookie, 'attachment', 'spec.docx', docx()),
      await upload(cookie, 'attachment', 'qty.xlsx', xlsx()),
    ].join(','),
    deadline: '2026-10-01',
    project_id: String(project),
    requester: '',
  };
}

async function submit(cookie = alice, overrides: Record<string, unknown> = {}) {
  return post(cookie, '/api/buyer/v1/rfq/upload', { ...(await validRfq(cookie)), ...overrides });
}

const rfqCount = async () => (await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM rfqs`))[0]?.n;

describe('units and projects', () => {
  it('lists units in the caller language', async () => {
    expect((await get('', '/api/get/unit')).data.list[0]).toEqual({ code: 'pcs', name: 'Pieces' });
    expect((await get('', '/api/get/unit', 'zh_CN')).data.list[0]).toEqual({ code: 'pcs', name: '件' });
  });

  it('gives every buyer the default project "General", once, and lets them add more', async () => {
    const first = await get(bob, '/api/buyer/v1/projects');
    const again = await get(bob, '/api/buyer/v1/projects');
    expect(first.data.list).toEqual([{ id: expect.any(Number), name: 'General', is_default: true }]);
    expect(again.data.list).toEqual(first.data.list);
    const added = await post(bob, '/api/buyer/v1/projects/add', { name: ' Factory B ' });
    expect(added.data).toMatchObject({ name: 'Factory B', is_default: false });
    expect((await post(bob, '/api/buyer/v1/projects/add', { name: 'Factory B' })).result).toEqual({
      code: 60197,
      message: 'A project with this name already exists.',
    });
    expect((await post(bob, '/api/buyer/v1/projects/add', { name: 'General' })).result.code).toBe(60197);
    expect((await post(bob, '/api/buyer/v1/projects/add', { name: '' })).result.message).toBe(
      'name: Please enter a project name (1-50 characters)',
    );
    expect((await get(bob, '/api/buyer/v1/projects')).data.list.map((p: { name: string }) => p.name)).toEqual([
      'General',
      'Factory B',
    ]);
  });
});

describe('project quota and paging', () => {
  it('keeps at most 100 projects per buyer, even when additions arrive at once', async () => {
    await createBuyer(t.db, { email: 'carol@example.com', status: 'member', memberUntil: '2027-12-31' });
    const carol = await loginAs(t.app, 'carol@example.com');
    const names = Array.from({ length: PROJECTS_MAX_PER_BUYER + 4 }, (_, i) => `Site ${String(i).padStart(3, '0')}`);
    const answers = await Promise.all(names.map((name) => post(carol, '/api/buyer/v1/projects/add', { name })));
    const refused = answers.filter((answer) => answer.result.code !== 0);
    // The default project takes one of the places.
    expect(refused).toHaveLength(5);
    expect(refused[0].result).toEqual({
      code: 60179,
      message: 'You can have at most 100 projects. Please choose an existing one.',
    });
    expect((await post(carol, '/api/buyer/v1/projects/add', { name: 'One more' }, 'zh_CN')).result).toEqual({
      code: 60179,
      message: '最多只能有 100 个项目，请选择已有项目。',
    });

    const first = await get(carol, '/api/buyer/v1/projects');
    expect(first.data).toMatchObject({ total: PROJECTS_MAX_PER_BUYER, page: 1, pageSize: 20 });
    expect(first.data.list).toHaveLength(20);
    expect(first.data.list[0]).toMatchObject({ name: 'General', is_default: true });
    const last = await get(carol, '/api/buyer/v1/projects?page=5&pageSize=20');
    expect(last.data.list).toHaveLength(20);
    const ids = new Set([...first.data.list, ...last.data.list].map((p: { id: number }) => p.id));
    expect(ids.size).toBe(40);
    expect((await get(carol, '/api/buyer/v1/projects?page=6&pageSize=20')).data.list).toEqual([]);

    // What the storefront's project picker asks for: every project in one page.
    const all = await get(carol, `/api/buyer/v1/projects?page=1&pageSize=${PROJECTS_MAX_PER_BUYER}`);
    expect(all.data.list).toHaveLength(PROJECTS_MAX_PER_BUYER);
    expect((await get(carol, '/api/buyer/v1/projects?pageSize=0')).status).toBe(400);
  });
});

describe('POST /api/buyer/v1/rfq/upload', () => {
  it('stores the RFQ with its picture and files, the requester defaulting to the contact name', async () => {
    const res = await submit();
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Stainless bolts M8',
      status: 'submitted',
      quantity: 5000,
      unit: 'pcs',
      budget: '1200.50',
      currency: 'USD',
      deadline: '2026-10-01',
      requester: 'Alice Wang',
      project: { name: 'General', is_default: true },
      quotation_count: 0,
      offers: [],
      messages: [],
    });
    expect(res.data.main_picture).toMatchObject({ kind: 'png', name: 'bolt.png' });
    expect(res.data.files.map((f: { name: string }) => f.name)).toEqual(['spec.docx', 'qty.xlsx']);
  });

  it('keeps the budget in the market currency chosen', async () => {
    expect((await submit(alice, { market: 'cn' })).data.currency).toBe('CNY');
  });

  it.each([
    [{ name: '' }, 'name: Please enter the RFQ name (1-100 characters)'],
    [{ name: undefined }, 'name: Please enter the RFQ name (1-100 characters)'],
    [{ main_picture: '' }, 'main_picture: Please upload the main picture'],
    [{ project_id: '' }, 'project_id: Please select a project'],
    [{ deadline: '2026-09-10' }, 'deadline: Please choose a future date, within a year'],
    [{ deadline: '2020-01-01' }, 'deadline: Please choose a future date, within a year'],
    [{ deadline: '2026-02-30' }, 'deadline: Please choose a future date, within a year'],
    [{ deadline: '2028-01-01' }, 'deadline: Please choose a future date, within a year'],
    [{ budget: '-1' }, 'budget: Please enter the budget as a number of 0 or more, with at most 2 decimals'],
    [{ budget: 'a lot' }, 'budget: Please enter the budget as a number of 0 or more, with at most 2 decimals'],
    [{ quantity: '0' }, 'quantity: Please enter a whole number from 1 to 1,000,000'],
    [{ unit: 'bags' }, 'unit: Please choose a unit'],
  ])('refuses %j with a clear message and stores nothing', async (overrides, message) => {
    const before = await rfqCount();
    const res = await submit(alice, overrides);
    expect(res).toMatchObject({ status: 400, result: { code: 400, message } });
    expect(await rfqCount()).toBe(before);
  });

  it('accepts an empty budget as none', async () => {
    expect((await submit(alice, { budget: '' })).data.budget).toBeNull();
  });

  it('refuses a fourth attachment', async () => {
    const body = await validRfq();
    const fourth = await Promise.all([1, 2].map(() => upload(alice, 'attachment', 'x.png', png())));
    const res = await post(alice, '/api/buyer/v1/rfq/upload', { ...body, files: `${body.files},${fourth.join(',')}` });
    expect(res.result).toEqual({ code: 60190, message: 'At most 3 files can be attached.' });
  });

  it('refuses another buyer files and project, leaving nothing half-stored', async () => {
    const before = await rfqCount();
    const bobsPicture = await upload(bob, 'main_picture', 'b.png', png());
    expect((await submit(alice, { main_picture: bobsPicture })).result.code).toBe(60191);
    const bobsProject = (await get(bob, '/api/buyer/v1/projects')).data.list[0].id;
    expect((await submit(alice, { project_id: String(bobsProject) })).result.code).toBe(60196);
    // A file already used by an RFQ, or an attachment given as the main picture, is refused too.
    const body = await validRfq();
    expect((await submit(alice, { main_picture: body.files.split(',')[0] })).result.code).toBe(60191);
    expect(await rfqCount()).toBe(before);
    const orphans = await queryRows(
      t.db,
      sql`SELECT id FROM uploaded_files WHERE id = ${bobsPicture} AND rfq_id IS NULL`,
    );
    expect(orphans).toHaveLength(1);
  });

  it('tells pending and expired accounts why they cannot post', async () => {
    const pending = await loginAs(t.app, 'pending@example.com');
    const expired = await loginAs(t.app, 'expired@example.com');
    const pendingProject = (await get(pending, '/api/buyer/v1/projects')).data.list[0].id;
    const res = await post(pending, '/api/buyer/v1/rfq/upload', {
      ...(await validRfq(alice)),
      project_id: String(pendingProject),
    });
    expect(res.result).toEqual({
      code: 60119,
      message: 'Your account is under review. You can order once it is approved.',
    });
    const expiredRes = await post(expired, '/api/buyer/v1/rfq/upload', await validRfq(alice));
    expect(expiredRes.result).toEqual({ code: 60118, message: 'Member expired' });
  });

  it('asks a visitor to log in', async () => {
    expect((await post('', '/api/buyer/v1/rfq/upload', {})).result.code).toBe(401);
  });
});

describe('states', () => {
  it('cancels, re-opens and deletes an RFQ without quotation, with its files', async () => {
    const { id, main_picture } = (await submit()).data;
    expect((await post(alice, '/api/buyer/v1/rfq/cancel', { ids: String(id) })).data).toEqual({
      cancelled: [id],
      skipped: [],
    });
    expect((await get(alice, `/api/buyer/v1/rfq/detail?id=${id}`)).data.status).toBe('cancelled');
    expect((await post(alice, '/api/buyer/v1/rfq/reopen', { id })).data.status).toBe('submitted');
    expect((await post(alice, '/api/buyer/v1/rfq/delete', { id })).result).toEqual({
      code: 60184,
      message: 'Only a cancelled RFQ can be re-opened or deleted.',
    });
    await post(alice, '/api/buyer/v1/rfq/cancel', { ids: String(id) });
    expect((await post(alice, '/api/buyer/v1/rfq/delete', { id })).status).toBe(200);
    expect((await get(alice, `/api/buyer/v1/rfq/detail?id=${id}`)).result.code).toBe(60183);
    expect(await queryRows(t.db, sql`SELECT id FROM uploaded_files WHERE id = ${main_picture.id}`)).toHaveLength(0);
    // Each step is in the audit log as the buyer's, and stays there after the RFQ is gone.
    const steps = await queryRows<{ action: string; same_buyer: boolean }>(
      t.db,
      sql`SELECT action, buyer_id = owner_id AND buyer_id IS NOT NULL AS same_buyer FROM audit_log
          WHERE entity = 'rfq' AND entity_id = ${String(id)} ORDER BY id`,
    );
    expect(steps).toEqual(
      ['rfq.create', 'rfq.cancel', 'rfq.reopen', 'rfq.cancel', 'rfq.delete'].map((action) => ({
        action,
        same_buyer: true,
      })),
    );
  });

  it('becomes quoted with a quotation, which then blocks cancel and edit', async () => {
    const { id } = (await submit()).data;
    await quote(id, '0.30');
    await quote(id, '0.35', 15, 'Shipped from Ningbo');
    const detail = (await get(alice, `/api/buyer/v1/rfq/detail?id=${id}`)).data;
    expect(detail).toMatchObject({ status: 'quoted', quotation_count: 1 });
    expect(detail.offers.map((o: { version: number; status: string }) => [o.version, o.status])).toEqual([
      [2, 'quoted'],
      [1, 'superseded'],
    ]);
    expect(detail.offers[0]).toMatchObject({
      currency: 'USD',
      total: '350.00',
      lead_time_days: 15,
      incoterm: 'FOB',
      note: 'Shipped from Ningbo',
      lines: [{ name: 'Quoted item', quantity: 1000, unit_price: '0.35', amount: '350.00' }],
    });
    expect((await post(alice, '/api/buyer/v1/rfq/cancel', { ids: String(id) })).result).toEqual({
      code: 60180,
      message: 'The current inquiry is already under quotation and cannot be canceled',
    });
    expect((await post(alice, '/api/buyer/v1/rfq/edit', { ...(await validRfq()), id })).result.code).toBe(60185);
  });

  it('batch cancels what it can and names the rest; refuses an empty or hopeless selection', async () => {
    const a = (await submit()).data.id;
    const b = (await submit()).data.id;
    await quote(b, '1');
    expect((await post(alice, '/api/buyer/v1/rfq/cancel', { ids: `${a},${b}` })).data).toEqual({
      cancelled: [a],
      skipped: [b],
    });
    expect((await post(alice, '/api/buyer/v1/rfq/cancel', { ids: '' })).result).toEqual({
      code: 60181,
      message: 'Please select the RFQ to cancel',
    });
    expect((await post(alice, '/api/buyer/v1/rfq/cancel', { ids: `${a},${b}` })).result).toEqual({
      code: 60182,
      message: 'No RFQs that can be cancelled',
    });
    expect((await post(alice, '/api/buyer/v1/rfq/cancel', { ids: `${a},${b}` }, 'zh_CN')).result.message).toBe(
      '没有可以取消的询价单',
    );
  });

  it('refuses a quotation on a cancelled RFQ', async () => {
    const { id } = (await submit()).data;
    await post(alice, '/api/buyer/v1/rfq/cancel', { ids: String(id) });
    await expect(quote(id, '1')).rejects.toMatchObject({ code: 60186 });
  });

  it('leaves one consistent state when a quotation and a cancel arrive together', async () => {
    for (let round = 0; round < 6; round++) {
      const { id } = (await submit()).data;
      const [cancel, quoted] = await Promise.allSettled([
        post(alice, '/api/buyer/v1/rfq/cancel', { ids: String(id) }),
        quote(id, '2', 7),
      ]);
      const [row] = await queryRows<{ status: string; quotes: number }>(
        t.db,
        sql`SELECT status, (SELECT count(*)::int FROM offers o WHERE o.rfq_id = r.id) AS quotes FROM rfqs r WHERE id = ${id}`,
      );
      const cancelled = cancel.status === 'fulfilled' && cancel.value.status === 200;
      expect(cancelled).toBe(quoted.status === 'rejected');
      expect(row).toEqual(cancelled ? { status: 'cancelled', quotes: 0 } : { status: 'quoted', quotes: 1 });
    }
  });

  it('edits a cancelled RFQ, which stays cancelled; Re-RFQ asks for a future deadline first', async () => {
    const { id } = (await submit(alice, { deadline: '2026-09-20' })).data;
    await post(alice, '/api/buyer/v1/rfq/cancel', { ids: String(id) });
    const [buyer] = await queryRows<{ id: number }>(t.db, sql`SELECT id FROM buyers WHERE email = 'alice@example.com'`);
    const later = createRfqService({ db: t.db, clock: () => new Date('2026-09-25T06:00:00Z') });
    const row = await t.db.query.buyers.findFirst({ where: (b, { eq }) => eq(b.id, buyer?.id ?? 0) });
    if (!row) throw new Error('no buyer');
    await expect(later.reopen(row, id)).rejects.toMatchObject({ code: 400 });
    expect((await get(alice, `/api/buyer/v1/rfq/detail?id=${id}`)).data.status).toBe('cancelled');
    const edited = await post(alice, '/api/buyer/v1/rfq/edit', {
      ...(await validRfq()),
      id,
      deadline: '2026-12-01',
    });
    expect(edited.data).toMatchObject({ status: 'cancelled', deadline: '2026-12-01' });
    expect((await later.reopen(row, id)).status).toBe('submitted');
  });

  it('edits an RFQ without quotation, dropping the files it no longer lists', async () => {
    const created = (await submit()).data;
    const newFile = await upload(alice, 'attachment', 'new.png', png());
    const res = await post(alice, '/api/buyer/v1/rfq/edit', {
      ...(await validRfq()),
      id: created.id,
      name: 'Bolts M10',
      main_picture: created.main_picture.id,
      files: `${created.files[0].id},${newFile}`,
    });
    expect(res.data).toMatchObject({ name: 'Bolts M10', status: 'submitted' });
    expect(res.data.files.map((f: { name: string }) => f.name)).toEqual(['spec.docx', 'new.png']);
    expect(await queryRows(t.db, sql`SELECT id FROM uploaded_files WHERE id = ${created.files[1].id}`)).toHaveLength(0);
    const edits = await queryRows<{ same_buyer: boolean; name: string }>(
      t.db,
      sql`SELECT buyer_id = owner_id AND buyer_id IS NOT NULL AS same_buyer, after->>'name' AS name FROM audit_log
          WHERE action = 'rfq.edit' AND entity_id = ${String(created.id)}`,
    );
    expect(edits).toEqual([{ same_buyer: true, name: 'Bolts M10' }]);
  });
});

describe('lists, detail, messages and ownership', () => {
  it('lists the buyer RFQs by status tab with counts, newest first', async () => {
    const all = (await get(alice, '/api/buyer/v1/requirement')).data;
    expect(all.counts.all).toBe(all.counts.submitted + all.counts.quoted + all.counts.cancelled);
    expect(all.total).toBe(all.counts.all);
    const ids = all.list.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
    const quoted = (await get(alice, '/api/buyer/v1/requirement?status=quoted')).data;
    expect(quoted.list.every((r: { status: string }) => r.status === 'quoted')).toBe(true);
    expect(quoted.total).toBe(all.counts.quoted);
    expect((await get(bob, '/api/buyer/v1/requirement')).data.total).toBe(0);
  });

  it('keeps each buyer RFQs to themselves (IDOR)', async () => {
    const { id } = (await submit()).data;
    const notFound = { code: 60183, message: 'This RFQ does not exist.' };
    expect((await get(bob, `/api/buyer/v1/rfq/detail?id=${id}`)).result).toEqual(notFound);
    expect((await post(bob, '/api/buyer/v1/rfq/cancel', { ids: String(id) })).result).toEqual(notFound);
    expect((await post(bob, '/api/buyer/v1/rfq/reopen', { id })).result).toEqual(notFound);
    expect((await post(bob, '/api/buyer/v1/rfq/delete', { id })).result).toEqual(notFound);
    expect((await post(bob, '/api/buyer/v1/rfq/message', { id, content: 'hi' })).result).toEqual(notFound);
    const bobBody = await validRfq(bob, (await get(bob, '/api/buyer/v1/projects')).data.list[0].id);
    expect((await post(bob, '/api/buyer/v1/rfq/edit', { ...bobBody, id })).result).toEqual(notFound);
    expect((await get(alice, `/api/buyer/v1/rfq/detail?id=${id}`)).data.status).toBe('submitted');
  });

  it('keeps a message thread for the buyer and operators', async () => {
    const { id } = (await submit()).data;
    const sent = await post(alice, '/api/buyer/v1/rfq/message', { id, content: '  Can you do 6000?  ' });
    expect(sent.data).toMatchObject({ author: 'buyer', content: 'Can you do 6000?' });
    await createOffersConsoleService(t.db, clock, createRfqService({ db: t.db, clock })).message(
      null,
      id,
      'Yes, same price.',
    );
    const thread = (await get(alice, `/api/buyer/v1/rfq/detail?id=${id}`)).data.messages;
    expect(thread.map((m: { author: string }) => m.author)).toEqual(['buyer', 'operator']);
    expect((await post(alice, '/api/buyer/v1/rfq/message', { id, content: ' ' })).result.message).toBe(
      'content: Please enter a message (1-1000 characters)',
    );
  });
});
