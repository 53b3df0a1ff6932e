import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createBuyer,
  FRESH_CLUSTER_TIMEOUT_MS,
  loginAs,
  TEST_PASSWORD,
  type TestApp,
} from '../../../test/helper.js';
import { runAccountsCommand } from '../../accounts-command.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import { DataDirLockedError, lockDataDir } from '../../lib/data-dir-lock.js';
import { createMailQueue } from '../mail/mail-queue.js';
import { createAccountReviewService } from './account-review.service.js';

const now = Date.parse('2026-02-28T10:00:00Z');
const clock = () => new Date(now);
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock });
});
afterAll(() => t.close());

/** The commands' data directories, removed once the file is done: each may hold a PGlite cluster. */
const dataDirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mall-lock-'));
  dataDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function reviewService() {
  return createAccountReviewService({ db: t.db, clock, mail: createMailQueue(t.config, clock) });
}

describe('account review service (the accounts CLI and the console)', () => {
  it('approves a pending account for one year by default, or until a date', async () => {
    const review = reviewService();
    await createBuyer(t.db, { email: 'approve@example.com' });
    await createBuyer(t.db, { email: 'until@example.com' });
    expect(await review.approve(' Approve@Example.com')).toMatchObject({
      email: 'approve@example.com',
      status: 'member',
      member_until: '2027-02-28',
    });
    expect(await review.approve('until@example.com', '2026-12-31')).toMatchObject({ member_until: '2026-12-31' });
    await expect(review.approve('until@example.com', '2026-02-27')).rejects.toThrow(FieldsError);
    await expect(review.approve('until@example.com', '2026-02-30')).rejects.toThrow(FieldsError);
    await expect(review.approve('nobody@example.com')).rejects.toBeInstanceOf(AppError);

    const cookie = await loginAs(t.app, 'approve@example.com', TEST_PASSWORD, '10.5.0.1');
    const info = (await t.app.inject({ url: '/api/user/info', headers: { cookie } })).json();
    expect(info.data).toMatchObject({ status: 'member', member_until: '2027-02-28' });
  });

  it('expires a membership and renews it, clearing the renewal application', async () => {
    const review = reviewService();
    await createBuyer(t.db, { email: 'cycle@example.com', status: 'member', memberUntil: '2026-12-31' });
    expect(await review.expire('cycle@example.com')).toMatchObject({ status: 'expired', member_until: '2026-02-27' });
    const cookie = await loginAs(t.app, 'cycle@example.com', TEST_PASSWORD, '10.5.0.2');
    await t.app.inject({ method: 'POST', url: '/api/buyer/v1/h5/customer/renewal', headers: { cookie } });
    const listed = (await review.list()).find((a) => a.email === 'cycle@example.com');
    expect(listed).toMatchObject({ status: 'expired', renewal_requested_at: new Date(now).toISOString() });
    expect(await review.approve('cycle@example.com')).toMatchObject({ status: 'member', renewal_requested_at: null });
  });

  it('lists accounts with the status of today (a passed date counts as expired)', async () => {
    const review = reviewService();
    await createBuyer(t.db, { email: 'lapsed@example.com', status: 'member', memberUntil: '2026-02-27' });
    const list = await review.list();
    expect(list.find((a) => a.email === 'lapsed@example.com')?.status).toBe('expired');
    expect(JSON.stringify(list)).not.toMatch(/scrypt|password/);
  });
});

describe('the accounts command and the data directory lock', () => {
  function run(args: string[], env: Record<string, string>) {
    const out: string[] = [];
    const err: string[] = [];
    return runAccountsCommand(
      args,
      { LOG_LEVEL: 'silent', ...env },
      (s) => out.push(s),
      (s) => err.push(s),
    ).then((code) => ({ code, out: out.join('\n'), err: err.join('\n') }));
  }

  it('refuses a PGlite data directory that a running server holds', async () => {
    const dir = dataDir();
    // The parent of this test process is alive: it plays the running server.
    writeFileSync(path.join(dir, 'server.pid'), `${process.ppid}\n`);
    const result = await run(['list'], { DATA_DIR: dir, PORT: '8123' });
    expect(result).toEqual({
      code: 1,
      out: '',
      err: `The mall is running on this data directory (pid ${process.ppid}). Stop it first, or set DATABASE_URL. While it runs, do the same in the console at http://localhost:8123/console/.`,
    });
    expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a stale lock, runs, and releases it', { timeout: FRESH_CLUSTER_TIMEOUT_MS }, async () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'server.pid'), '999999999\n');
    const listed = await run(['list'], { DATA_DIR: dir });
    expect(listed).toEqual({ code: 0, out: 'No accounts yet.', err: '' });
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.pid'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it('explains its usage and unknown accounts', { timeout: FRESH_CLUSTER_TIMEOUT_MS }, async () => {
    const dir = dataDir();
    expect((await run([], { DATA_DIR: dir })).code).toBe(2);
    expect((await run(['approve'], { DATA_DIR: dir })).err).toMatch(/^Usage: npm run accounts/);
    expect((await run(['expire', 'x@example.com', '--until', '2030-01-01'], { DATA_DIR: dir })).err).toMatch(
      /--until goes with approve only/,
    );
    expect(await run(['approve', 'ghost@example.com'], { DATA_DIR: dir })).toEqual({
      code: 1,
      out: '',
      err: 'No account with the email ghost@example.com. (The account does not exist, please register the account)',
    });
  });
});
