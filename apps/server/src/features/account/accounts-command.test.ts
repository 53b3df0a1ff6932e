import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRESH_CLUSTER_TIMEOUT_MS, scratchDirs } from '../../../test/helper.js';
import { runAccountsCommand } from '../../accounts-command.js';
import { DataDirLockedError, lockDataDir } from '../../lib/data-dir-lock.js';

// The command on an embedded data directory of its own: PGlite whichever database the other API
// tests run on, so these run once.

/** The commands' data directories: each may hold a PGlite cluster. */
const dataDir = scratchDirs('mall-lock-');

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
