import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, queryRows, type TestApp } from '../../../test/helper.js';
import { createMailer } from '../../lib/mailer.js';
import { scryptHasher } from '../../lib/password.js';
import { createRateLimiter } from '../../lib/rate-limit.js';
import { createAccountService } from './account.service.js';
import { createVerifyCodeService } from './verify-code.service.js';

let now = Date.parse('2026-04-01T00:00:00Z');
const clock = () => new Date(now);
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true });
});
afterAll(() => t.close());

const count = async (table: string) =>
  Number((await queryRows<{ n: number }>(t.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]?.n);

describe('pruning expired account rows', () => {
  it('deletes ended sessions, dead codes, old links and windows, and keeps live ones', async () => {
    const mailer = createMailer(t.db, t.config);
    const limiter = createRateLimiter(t.db);
    const codes = createVerifyCodeService({ db: t.db, clock, mailer, limiter, secret: 'k'.repeat(32) });
    const accounts = createAccountService({
      db: t.db,
      clock,
      mailer,
      passwords: scryptHasher,
      limiter,
      codes,
      buyerChanged: () => undefined,
    });
    const buyer = await createBuyer(t.db, { email: 'prune@example.com' });
    const at = (ms: number) => new Date(now + ms).toISOString();
    await t.db.execute(
      sql`INSERT INTO sessions (id, user_id, expires_at) VALUES ('old', ${buyer.id}, ${at(-1)}), ('live', ${buyer.id}, ${at(3_600_000)})`,
    );
    await t.db.execute(
      sql`INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ('old', ${buyer.id}, ${at(-25 * 3_600_000)}), ('recent', ${buyer.id}, ${at(-60_000)})`,
    );
    await t.db.execute(
      sql`INSERT INTO rate_limits (key, window_start, count) VALUES ('old', ${at(-25 * 3_600_000)}, 3), ('live', ${at(-60_000)}, 1)`,
    );
    await codes.throttle('10.6.0.1');
    await codes.send({ email: 'a@example.com', purpose: 'signup', locale: 'en' });
    now += 11 * 60_000;
    await codes.send({ email: 'b@example.com', purpose: 'signup', locale: 'en' });
    await accounts.pruneExpired();
    expect(await queryRows(t.db, sql`SELECT id FROM sessions`)).toEqual([{ id: 'live' }]);
    expect(await queryRows(t.db, sql`SELECT token_hash FROM password_resets`)).toEqual([{ token_hash: 'recent' }]);
    expect(await queryRows(t.db, sql`SELECT email FROM email_codes`)).toEqual([{ email: 'b@example.com' }]);
    expect(await count('rate_limits')).toBe(2);
    expect(await queryRows(t.db, sql`SELECT key FROM rate_limits WHERE key = 'old'`)).toEqual([]);
  });
});
