import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const MIGRATIONS = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/**
 * An in-memory database as it stood after the first `count` migrations, for a test that fills it
 * the old way, then `upgrade`s it with every migration and checks what the upgrade made of it.
 */
export async function databaseBefore(count: number) {
  const folder = mkdtempSync(path.join(tmpdir(), 'mall-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: folder });
  return {
    client,
    upgrade: () => migrate(db, { migrationsFolder: MIGRATIONS }),
    async close() {
      await client.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
