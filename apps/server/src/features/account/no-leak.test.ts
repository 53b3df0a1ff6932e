import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, queryRows, TEST_PASSWORD, type TestApp } from '../../../test/helper.js';
import { createLogger } from '../../lib/logger.js';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  t = await buildTestApp({ noCatalogue: true, logger: createLogger('trace', stream) });
});
afterAll(() => t.close());

describe('secrets stay out of answers and logs', () => {
  it('never shows a password, a hash, a code, a session or a reset token', async () => {
    const buyer = await createBuyer(t.db, { email: 'leak@example.com' });
    await t.app.inject({ method: 'POST', url: '/send_captcha/signup', payload: { email: 'fresh@example.com' } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/purchase/v1/h5/customer/login',
      payload: { email: 'leak@example.com', password: TEST_PASSWORD },
    });
    const token = login.cookies.find((c) => c.name === 'mall_sid')?.value ?? 'missing';
    const info = await t.app.inject({ url: '/api/user/info', headers: { cookie: `mall_sid=${token}` } });
    await t.app.inject({ url: '/web/forget/password?email=leak@example.com' });
    const mails = await queryRows<{ text: string }>(t.db, sql`SELECT text FROM mail_outbox ORDER BY id`);
    const code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? 'missing';
    const resetToken = mails[1]?.text.match(/token=([\w-]+)/)?.[1] ?? 'missing';
    await t.app.inject({
      method: 'POST',
      url: '/api/buyer/v1/h5/customer/reset_password',
      payload: { token: resetToken, password: 'Changed99', confirm_password: 'Changed99' },
    });

    // A crash inside a query whose parameters hold a hash: the log keeps the query, not the values.
    await t.db.execute(sql`ALTER TABLE sessions RENAME TO sessions_gone`);
    const crash = await t.app.inject({
      method: 'POST',
      url: '/api/purchase/v1/h5/customer/login',
      payload: { email: 'leak@example.com', password: 'Changed99' },
    });
    await t.db.execute(sql`ALTER TABLE sessions_gone RENAME TO sessions`);
    expect(crash.statusCode).toBe(500);

    const [row] = await queryRows<{ password_hash: string }>(
      t.db,
      sql`SELECT password_hash FROM buyers WHERE id = ${buyer.id}`,
    );
    const secrets = [TEST_PASSWORD, 'Changed99', token, code, resetToken, row?.password_hash ?? 'missing', 'scrypt$'];
    const shown = [login.body, info.body, crash.body, lines.join('\n')].join('\n');
    expect(lines.some((l) => l.includes('Failed query'))).toBe(true);
    for (const secret of secrets) expect(shown).not.toContain(secret);
    expect(shown).not.toMatch(/params: /);
  });
});
