import { API, CONSOLE_API, ErrorCode } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createBuyer,
  loginAs,
  queryRows,
  sessionCookie,
  TEST_PASSWORD,
  type TestApp,
} from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';

const now = Date.parse('2026-11-23T09:00:00Z');
const clock = () => new Date(now);
let t: TestApp;
let reviewer: string;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock });
  await createOperator(t.db, 'reviewer@mall.example', 'reviewer', 'Zhao Min');
  reviewer = await loginOperator(t.app, 'reviewer@mall.example');
});
afterAll(() => t.close());

function review(payload: Record<string, unknown>, lang = 'en_US', cookie = reviewer) {
  return t.app.inject({
    method: 'POST',
    url: CONSOLE_API.accountReview.path,
    payload,
    headers: { cookie: `${cookie}; frontend_lang=${lang}` },
  });
}

async function accounts(query: string) {
  const res = await t.app.inject({ url: `${CONSOLE_API.accounts.path}?${query}`, headers: { cookie: reviewer } });
  return res.json().data as { list: Array<{ email: string; status: string }>; total: number };
}

async function mailsTo(email: string) {
  return queryRows<{ subject: string; text: string; status: string }>(
    t.db,
    sql`SELECT subject, text, status FROM mail_outbox WHERE "to" = ${email} ORDER BY id`,
  );
}

/** Logs the buyer in from a page in the given language (the language their mails then use). */
async function loginIn(email: string, lang: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: API.login.path,
    payload: { email, password: TEST_PASSWORD },
    headers: { cookie: `frontend_lang=${lang}` },
    remoteAddress: '10.6.0.1',
  });
  return sessionCookie(res);
}

async function userInfo(cookie: string) {
  return (await t.app.inject({ url: API.userInfo.path, headers: { cookie } })).json().data;
}

/**
 * Two reviewers' decisions on a new pending account, sent at once, three rounds: one wins, the other
 * is told the account changed; answers the account's state after each round.
 */
async function decideAtOnce(email: string, first: Record<string, unknown>, second: Record<string, unknown>) {
  await createOperator(t.db, `second-${email}`, 'reviewer');
  const other = await loginOperator(t.app, `second-${email}`);
  const states: Array<string | undefined> = [];
  for (let round = 0; round < 3; round++) {
    const buyer = await createBuyer(t.db, { email: `${round}.${email}` });
    const [a, b] = await Promise.all([
      review({ id: buyer.id, ...first }),
      review({ id: buyer.id, ...second }, 'en_US', other),
    ]);
    expect([a.json().result.code, b.json().result.code].sort()).toEqual([0, ErrorCode.ACCOUNT_REVIEW_CONFLICT]);
    const entries = await queryRows(
      t.db,
      sql`SELECT id FROM audit_log WHERE entity = 'account' AND entity_id = ${String(buyer.id)}`,
    );
    expect(entries).toHaveLength(1);
    expect(await mailsTo(`${round}.${email}`)).toHaveLength(1);
    states.push((await accounts(`keyword=${round}.${email}`)).list[0]?.status);
  }
  return states;
}

describe('the accounts list', () => {
  it('filters by the state as of today, renewal applications and keyword, newest first', async () => {
    await createBuyer(t.db, { email: 'list-pending@example.com', companyName: 'Pending Plastics' });
    await createBuyer(t.db, { email: 'list-member@example.com', status: 'member', memberUntil: '2027-01-01' });
    await createBuyer(t.db, { email: 'list-lapsed@example.com', status: 'member', memberUntil: '2026-11-22' });
    await createBuyer(t.db, {
      email: 'list-renewal@example.com',
      status: 'expired',
      memberUntil: '2026-10-01',
      renewalRequestedAt: new Date(now - 60_000),
    });
    await createBuyer(t.db, { email: 'list-rejected@example.com', status: 'rejected' });
    const emails = async (query: string) => (await accounts(query)).list.map((a) => a.email);

    expect(await emails('status=pending&keyword=list-')).toEqual(['list-pending@example.com']);
    expect(await emails('status=member&keyword=list-')).toEqual(['list-member@example.com']);
    expect(await emails('status=expired&keyword=list-')).toEqual([
      'list-renewal@example.com',
      'list-lapsed@example.com',
    ]);
    expect(await emails('status=renewal&keyword=list-')).toEqual(['list-renewal@example.com']);
    expect(await emails('status=rejected&keyword=list-')).toEqual(['list-rejected@example.com']);
    expect(await emails('keyword=pending%20plastics')).toEqual(['list-pending@example.com']);
    // `%` is a character to look for, not a wildcard.
    expect((await accounts('keyword=%25')).total).toBe(0);
    const page = await accounts('keyword=list-&pageSize=2&page=2');
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.list).toHaveLength(2);
    const bad = await t.app.inject({
      url: `${CONSOLE_API.accounts.path}?status=lapsed`,
      headers: { cookie: reviewer },
    });
    expect(bad.json().result).toEqual({
      code: 400,
      message: 'status: must be one of pending, member, expired, rejected, renewal',
    });
  });

  it('shows one account with its company data and review history', async () => {
    const buyer = await createBuyer(t.db, { email: 'detail@example.com', phone: '+86 21 5555 0000' });
    await review({ id: buyer.id, decision: 'approve', member_until: '2027-06-30' });
    const res = await t.app.inject({
      url: `${CONSOLE_API.accountDetail.path}?id=${buyer.id}`,
      headers: { cookie: reviewer },
    });
    expect(res.json().data).toMatchObject({
      email: 'detail@example.com',
      company_name: 'Acme Trading',
      phone: '+86 21 5555 0000',
      city: 'Shanghai',
      status: 'member',
      member_until: '2027-06-30',
      history: [
        {
          operator: { email: 'reviewer@mall.example', name: 'Zhao Min' },
          action: 'account.approve',
          before: { status: 'pending', member_until: null },
          after: { status: 'member', member_until: '2027-06-30' },
        },
      ],
    });
    const missing = await t.app.inject({
      url: `${CONSOLE_API.accountDetail.path}?id=999999`,
      headers: { cookie: reviewer },
    });
    expect(missing.json().result.code).toBe(ErrorCode.ACCOUNT_NOT_FOUND);
  });
});

describe('review decisions', () => {
  it('approves for a year by default, mails the buyer in their language, and the buyer sees it at once', async () => {
    await createBuyer(t.db, { email: 'approve-zh@example.com', companyName: '华东贸易' });
    const buyerCookie = await loginIn('approve-zh@example.com', 'zh_CN');
    expect((await userInfo(buyerCookie)).status).toBe('pending');
    const id = (await accounts('keyword=approve-zh')).list[0] as unknown as { id: number };

    const res = await review({ id: id.id, decision: 'approve' });
    expect(res.json().data).toMatchObject({ status: 'member', member_until: '2027-11-23' });
    expect(await userInfo(buyerCookie)).toMatchObject({ status: 'member', member_until: '2027-11-23' });
    expect(await mailsTo('approve-zh@example.com')).toEqual([
      expect.objectContaining({
        subject: '您的采购商城账号已通过审核',
        text: expect.stringContaining('会员有效期至 2027-11-23'),
        status: 'kept',
      }),
    ]);
  });

  it('rejects only with a reason, mailed in English to an English buyer; the buyer can no longer order', async () => {
    const buyer = await createBuyer(t.db, { email: 'reject-en@example.com', country: 'DE' });
    const buyerCookie = await loginIn('reject-en@example.com', 'en_US');

    const noReason = await review({ id: buyer.id, decision: 'reject' });
    expect(noReason.json().result).toEqual({ code: 400, message: 'reason: Please give the reason (1-500 characters)' });
    const noReasonZh = await review({ id: buyer.id, decision: 'reject', reason: '  ' }, 'zh_CN');
    expect(noReasonZh.json().result.message).toBe('reason：请填写原因（1-500个字符）');

    const res = await review({ id: String(buyer.id), decision: 'reject', reason: 'We could not verify the company.' });
    expect(res.json().data.status).toBe('rejected');
    expect(await userInfo(buyerCookie)).toMatchObject({ status: 'rejected' });
    const cart = await t.app.inject({ url: '/api/en/product_carts/shop/cart', headers: { cookie: buyerCookie } });
    expect(cart.json().result).toEqual({
      code: 60206,
      message: 'Your account application was not approved. Please contact us for details.',
    });
    const [mail] = await mailsTo('reject-en@example.com');
    expect(mail?.subject).toBe('Your Procurement Mall account application');
    expect(mail?.text).toContain('We could not verify the company.');
  });

  it('expires only a member, guesses a Chinese mail from the country before any login, and checks the date', async () => {
    const buyer = await createBuyer(t.db, { email: 'expire@example.com', status: 'member', memberUntil: '2027-03-01' });
    const tooEarly = await review({ id: buyer.id, decision: 'approve', member_until: '2026-11-22' });
    expect(tooEarly.json().result.message).toBe('member_until: Please choose a date from today on (YYYY-MM-DD)');
    const expired = await review({ id: buyer.id, decision: 'expire' });
    expect(expired.json().data).toMatchObject({ status: 'expired', member_until: '2026-11-22' });
    expect((await mailsTo('expire@example.com'))[0]?.subject).toBe('您的采购商城会员已到期');
    const again = await review({ id: buyer.id, decision: 'expire' });
    expect(again.json().result.code).toBe(ErrorCode.ACCOUNT_REVIEW_CONFLICT);
  });

  it('lists a renewal application and renews it, clearing the application', async () => {
    await createBuyer(t.db, { email: 'renew@example.com', status: 'member', memberUntil: '2026-11-01' });
    const buyerCookie = await loginAs(t.app, 'renew@example.com', TEST_PASSWORD, '10.6.0.2');
    await t.app.inject({ method: 'POST', url: API.renewal.path, headers: { cookie: buyerCookie } });
    const [applicant] = (await accounts('status=renewal&keyword=renew@')).list as unknown as Array<{ id: number }>;
    expect(applicant).toBeDefined();
    const res = await review({ id: applicant?.id, decision: 'approve', member_until: '2027-12-31' });
    expect(res.json().data).toMatchObject({ status: 'member', renewal_requested_at: null });
    expect((await accounts('status=renewal&keyword=renew@')).total).toBe(0);
    expect(await userInfo(buyerCookie)).toMatchObject({ status: 'member', renewal_requested: false });
  });

  // Both approve without saying what they saw: approving a rejected account is a later decision,
  // not a conflict, so only two of the same kind are refused however they interleave.
  it('lets one of two reviewers deciding the same account at once win; the other is told it changed', async () => {
    const states = await decideAtOnce(
      'race@example.com',
      { decision: 'approve' },
      { decision: 'approve', member_until: '2099-12-31' },
    );
    expect(states).toEqual(['member', 'member', 'member']);
  });

  it('refuses a decision taken on a state the account has since left, as when a stale page approves what another reviewer rejected', async () => {
    const buyer = await createBuyer(t.db, { email: 'stale-view@example.com' });
    const rejected = await review({
      id: buyer.id,
      decision: 'reject',
      reason: 'Unknown company',
      seen_status: 'pending',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected' });

    const stale = await review({ id: buyer.id, decision: 'approve', seen_status: 'pending' }, 'zh_CN');
    expect(stale.json().result).toEqual({
      code: ErrorCode.ACCOUNT_REVIEW_CONFLICT,
      message: '该审核操作不适用于账号的当前状态（可能刚被他人审核），请刷新后再试。',
    });
    expect((await accounts('status=rejected&keyword=stale-view@')).total).toBe(1);
    const entries = await queryRows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE entity = 'account' AND entity_id = ${String(buyer.id)}`,
    );
    expect(entries.map((entry) => entry.action)).toEqual(['account.reject']);
    expect(await mailsTo('stale-view@example.com')).toHaveLength(1);

    // Reloaded, the reviewer sees it rejected and may still approve it.
    const approved = await review({ id: buyer.id, decision: 'approve', seen_status: 'rejected' });
    expect(approved.json().data).toMatchObject({ status: 'member' });
  });

  it('lets exactly one of an approval and a rejection taken on the same pending page win, however they interleave', async () => {
    const states = await decideAtOnce(
      'split@example.com',
      { decision: 'approve', seen_status: 'pending' },
      { decision: 'reject', reason: 'Duplicate', seen_status: 'pending' },
    );
    for (const state of states) expect(['member', 'rejected']).toContain(state);
  });
});
