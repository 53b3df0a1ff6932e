import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { create } from 'tar';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, FRESH_CLUSTER_TIMEOUT_MS } from '../../test/helper.js';
import { png } from '../../test/sample-files.js';
import { runBackupCommand } from '../backup-command.js';
import { openPglite } from './client.js';
import { products, uploadedFiles } from './schema/index.js';
import { seedCatalogue } from './seed/seed.js';

const PRODUCTS = 40;
/** A restore opens the database twice (the check, then this test's read) with fsync on: slow on a busy machine. */
const RESTORE_TIMEOUT_MS = 90_000;
const SECRET = 'generated-secret-generated-secret-0123456789';
const picture = png(32, 24);

const root = mkdtempSync(path.join(tmpdir(), 'mall-backup-'));
const source = path.join(root, 'data');
const backups = path.join(root, 'backups');
let archive = '';
let holder: ChildProcess | undefined;

afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => {
  holder?.kill('SIGKILL');
  holder = undefined;
});

async function run(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runBackupCommand(
    argv,
    { LOG_LEVEL: 'silent', ...env },
    (text) => out.push(text),
    (text) => err.push(text),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A live process other than this one, named as the data directory's holder, as a running server would be. */
function lockedBySomeoneElse(dir: string): number {
  holder = spawn('sleep', ['60'], { stdio: 'ignore' });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'server.pid'), `${holder.pid}\n`);
  return holder.pid as number;
}

/** The restored database's product count and the uploaded file's bytes, opened as the server opens it. */
async function readBack(dir: string) {
  const database = await openPglite({ dataDir: path.join(dir, 'pglite') });
  try {
    const [row] = await database.db.select({ n: count() }).from(products);
    const [file] = await database.db
      .select({ data: uploadedFiles.data })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, 'f0000000000000000000000000000001'));
    return { products: row?.n, file: file?.data };
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const database = await openPglite({ dataDir: path.join(source, 'pglite') });
  await seedCatalogue(database.db, { products: PRODUCTS });
  const buyer = await createBuyer(database.db, { email: 'kept@example.com' });
  await database.db.insert(uploadedFiles).values({
    id: 'f0000000000000000000000000000001',
    buyerId: buyer.id,
    purpose: 'attachment',
    kind: 'png',
    mime: 'image/png',
    name: 'drawing.png',
    size: picture.length,
    width: 32,
    height: 24,
    data: picture,
    createdAt: new Date(),
  });
  await database.close();
  writeFileSync(path.join(source, 'session-secret'), SECRET, { mode: 0o600 });

  const result = await run(['backup', '--out', backups], { DATA_DIR: source });
  expect(result).toMatchObject({ code: 0, err: '' });
  const [name] = readdirSync(backups);
  expect(name).toMatch(/^mall-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
  archive = path.join(backups, name as string);
  expect(result.out).toMatch(
    new RegExp(`^Wrote ${archive.replaceAll('.', '\\.')} \\(\\d+\\.\\d MiB, [\\d,]+ bytes\\)`),
  );
  expect(result.out).toContain(`It holds ${PRODUCTS} products, 1 accounts, 1 uploaded files.`);
}, FRESH_CLUSTER_TIMEOUT_MS);

describe('npm run backup and npm run restore (embedded database)', () => {
  it(
    'restore a backup into a fresh directory: the same products, the uploaded file and the session key',
    async () => {
      const target = path.join(root, 'fresh');
      const result = await run(['restore', archive], { DATA_DIR: target });
      expect(result).toMatchObject({ code: 0, err: '' });
      expect(result.out).toContain(
        `Checked: the database opens and holds ${PRODUCTS} products, 1 accounts, 1 uploaded files.`,
      );
      expect(readdirSync(target).sort()).toEqual(['pglite', 'session-secret']);
      expect(readFileSync(path.join(target, 'session-secret'), 'utf8')).toBe(SECRET);
      expect(await readBack(target)).toEqual({ products: PRODUCTS, file: picture });
      // Nothing is left beside it: no staging directory, nothing moved aside.
      expect(readdirSync(root).filter((name) => name.startsWith('fresh'))).toEqual(['fresh']);
    },
    RESTORE_TIMEOUT_MS,
  );

  it('refuse while the mall holds the data directory, saying to stop it', async () => {
    const pid = lockedBySomeoneElse(source);
    expect(await run(['backup', '--out', backups], { DATA_DIR: source })).toEqual({
      code: 1,
      out: '',
      err: `The mall is running on this data directory (pid ${pid}). Stop it, then back up: the embedded database belongs to one process at a time. To back up without stopping, run the mall on PostgreSQL (DATABASE_URL) and use pg_dump.`,
    });
    expect(await run(['restore', archive, '--force'], { DATA_DIR: source })).toEqual({
      code: 1,
      out: '',
      err: `The mall is running on this data directory (pid ${pid}). Stop it before restoring into it.`,
    });
    expect(readdirSync(backups)).toHaveLength(1);
    expect(readdirSync(root).filter((name) => name.startsWith('data.'))).toEqual([]);
    rmSync(path.join(source, 'server.pid'));
  });

  it('refuse a data directory that is not empty without --force, and change nothing', async () => {
    const target = path.join(root, 'occupied');
    mkdirSync(target);
    writeFileSync(path.join(target, 'session-secret'), 'another key');
    const result = await run(['restore', archive], { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      new RegExp(
        `^${target} is not empty \\(session-secret\\)\\. Restore into an empty DATA_DIR, or pass --force to move its contents to ${target}\\.before-restore-\\S+ first\\.$`,
      ),
    );
    expect(readdirSync(target)).toEqual(['session-secret']);
    expect(readdirSync(root).filter((name) => name.startsWith('occupied'))).toEqual(['occupied']);
  });

  it(
    'with --force, move the former contents aside instead of deleting them',
    async () => {
      const target = path.join(root, 'replaced');
      mkdirSync(path.join(target, 'pglite'), { recursive: true });
      writeFileSync(path.join(target, 'pglite', 'PG_VERSION'), '17\n');
      writeFileSync(path.join(target, 'session-secret'), 'the old key');
      const result = await run(['restore', archive, '--force'], { DATA_DIR: target });
      expect(result).toMatchObject({ code: 0, err: '' });
      const [aside] = readdirSync(root).filter((name) => name.startsWith('replaced.before-restore-'));
      expect(aside).toMatch(/^replaced\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
      const asideDir = path.join(root, aside as string);
      expect(result.out).toContain(`Moved the former contents of ${target} to ${asideDir}.`);
      expect(readdirSync(asideDir).sort()).toEqual(['pglite', 'session-secret']);
      expect(readFileSync(path.join(asideDir, 'session-secret'), 'utf8')).toBe('the old key');
      expect(readFileSync(path.join(asideDir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('17\n');
      expect(readFileSync(path.join(target, 'session-secret'), 'utf8')).toBe(SECRET);
      expect((await readBack(target)).products).toBe(PRODUCTS);
    },
    RESTORE_TIMEOUT_MS,
  );

  it('refuse an archive holding anything but a backup, before touching the data directory', async () => {
    const made = path.join(root, 'made');
    mkdirSync(path.join(made, 'elsewhere'), { recursive: true });
    writeFileSync(path.join(made, 'manifest.json'), '{"format":1}');
    writeFileSync(path.join(made, 'elsewhere', 'file'), 'x');
    const forged = path.join(root, 'forged.tar.gz');
    await create({ file: forged, cwd: made, gzip: true }, ['manifest.json', 'elsewhere']);
    const target = path.join(root, 'untouched');
    const result = await run(['restore', forged], { DATA_DIR: target });
    expect(result).toEqual({
      code: 1,
      out: '',
      err: `${forged} is not a backup of the mall: it holds elsewhere/, elsewhere/file.`,
    });
    expect(readdirSync(target)).toEqual([]);
    expect(readdirSync(root).filter((name) => name.startsWith('untouched'))).toEqual(['untouched']);
  });

  it('with DATABASE_URL, print the pg_dump and pg_restore commands (not the URL) and exit 2', async () => {
    const env = { DATABASE_URL: 'postgres://mall:hunter2@db.internal:5432/mall' };
    const backup = await run(['backup'], env);
    expect(backup.code).toBe(2);
    expect(backup.err).toContain('pg_dump --format=custom');
    expect(backup.err).toContain('"$DATABASE_URL"');
    const restore = await run(['restore', 'mall.dump'], env);
    expect(restore.code).toBe(2);
    expect(restore.err).toContain(
      'pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL"',
    );
    expect(`${backup.err}${restore.err}`).not.toContain('hunter2');
  });

  it('explain their usage', async () => {
    expect((await run(['restore'])).code).toBe(2);
    expect((await run(['backup', 'extra'])).code).toBe(2);
    expect((await run(['backup', '--force'])).code).toBe(2);
    expect((await run(['restore', '--help'])).out).toMatch(/^Usage: npm run restore -- <backup\.tar\.gz> \[--force\]/);
  });
});
