import { CONSOLE_API } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';

const DAY = 24 * 60 * 60_000;
const now = Date.parse('2026-12-01T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock: () => new Date(now), env: { RUN_JOBS: 'false' } });
});
afterAll(() => t.close());

async function dashboard(cookie: string | null) {
  const res = await t.app.inject({ url: CONSOLE_API.dashboard.path, headers: cookie ? { cookie } : {} });
  return res.json();
}

describe('GET /api/console/v1/dashboard', () => {
  it('counts what needs action, requests by age, for every role and nobody else', async () => {
    await createBuyer(t.db, { email: 'pending@example.com' });
    await createBuyer(t.db, {
      email: 'renewal@example.com',
      status: 'expired',
      memberUntil: '2026-10-01',
      renewalRequestedAt: new Date(now - DAY),
    });
    const buyer = await createBuyer(t.db, { email: 'member@example.com', status: 'member', memberUntil: '2099-01-01' });
    const [project] = (
      (await t.db.execute(
        sql`INSERT INTO projects (buyer_id, name, is_default) VALUES (${buyer.id}, 'General', true) RETURNING id`,
      )) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    const [group] = (
      (await t.db.execute(
        sql`INSERT INTO quoting_groups (buyer_id, name, is_default) VALUES (${buyer.id}, 'Default', true) RETURNING id`,
      )) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    // RFQs waiting 2 hours, 2 days and 5 days; one already quoted does not count.
    for (const [ageMs, status] of [
      [2 * 60 * 60_000, 'submitted'],
      [2 * DAY, 'submitted'],
      [5 * DAY, 'submitted'],
      [5 * DAY, 'quoted'],
    ] as const) {
      const at = new Date(now - ageMs).toISOString();
      await t.db.execute(sql`INSERT INTO rfqs (buyer_id, project_id, name, quantity, unit, market, deadline, requester, status, created_at, updated_at)
        VALUES (${buyer.id}, ${project?.id}, 'Bolts', 100, 'piece', 'en', '2027-01-01', 'Li', ${status}, ${at}::timestamptz, ${at}::timestamptz)`);
    }
    await t.db.execute(sql`INSERT INTO quotation_requests (buyer_id, group_id, market, status, created_at)
      VALUES (${buyer.id}, ${group?.id}, 'en', 'submitted', ${new Date(now - 4 * DAY).toISOString()}::timestamptz)`);
    await t.db.execute(sql`INSERT INTO mail_outbox ("to", subject, text, html, transport, status)
      VALUES ('x@example.com', 'Code', 'text', '<p>text</p>', 'smtp', 'failed')`);

    for (const role of ['admin', 'reviewer', 'sales', 'catalog'] as const) {
      await createOperator(t.db, `${role}@mall.example`, role);
      const answer = await dashboard(await loginOperator(t.app, `${role}@mall.example`));
      expect(answer.data).toEqual({
        pending_accounts: 1,
        renewal_requests: 1,
        unanswered_rfqs: { under_1_day: 1, from_1_to_3_days: 1, over_3_days: 1 },
        unanswered_quotation_requests: { under_1_day: 0, from_1_to_3_days: 0, over_3_days: 1 },
        campaigns_ending_today: 0,
        mails_failed: 1,
        server_time: new Date(now).toISOString(),
      });
    }
    expect((await dashboard(null)).status).toBe(401);
    expect((await dashboard(await loginAs(t.app, 'member@example.com'))).status).toBe(401);
  });

  it('counts the open campaigns that end later today, not those ended, cancelled or ending tomorrow', async () => {
    const seeded = await buildTestApp({ clock: () => new Date(now), env: { RUN_JOBS: 'false' } });
    try {
      const at = (ms: number) => new Date(ms).toISOString();
      await seeded.db.execute(sql`UPDATE group_campaigns SET state = 'open', starts_at = ${at(now - 7 * DAY)}::timestamptz,
        ends_at = ${at(now + 7 * DAY)}::timestamptz`);
      const ids = await queryRows<{ id: number }>(seeded.db, sql`SELECT id FROM group_campaigns ORDER BY id LIMIT 4`);
      expect(ids).toHaveLength(4);
      const [later, ended, cancelled, tomorrow] = ids.map((row) => row.id);
      const end = async (id: number | undefined, endsAt: string, state = 'open') =>
        seeded.db.execute(
          sql`UPDATE group_campaigns SET ends_at = ${endsAt}::timestamptz, state = ${state} WHERE id = ${id}`,
        );
      // The clock reads 08:00 UTC on 1 December.
      await end(later, '2026-12-01T22:00:00Z');
      await end(ended, '2026-12-01T07:00:00Z');
      await end(cancelled, '2026-12-01T12:00:00Z', 'cancelled');
      await end(tomorrow, '2026-12-02T01:00:00Z');
      await createOperator(seeded.db, 'campaigns-admin@mall.example', 'admin');
      const cookie = await loginOperator(seeded.app, 'campaigns-admin@mall.example');
      const res = await seeded.app.inject({ url: CONSOLE_API.dashboard.path, headers: { cookie } });
      expect(res.json().data.campaigns_ending_today).toBe(1);
    } finally {
      await seeded.close();
    }
  });
});
