import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, queryRows } from '../../test/helper.js';
import { LISTEN_GAP } from './client.js';

describe('Database.listen', () => {
  it('delivers what a committed statement announces, and after a lost connection tells of the gap and goes on', async () => {
    const database = await openTestDatabase();
    const payloads: string[] = [];
    const stop = await database.listen('catalog_change', (payload) => payloads.push(payload));
    try {
      await database.db.execute(sql`SELECT pg_notify('catalog_change', 'products:7')`);
      await database.db.execute(sql`SELECT pg_notify('session_change', 'sessions:x')`);
      await expect.poll(() => payloads).toEqual(['products:7']);
      if (database.kind === 'postgres') {
        // The server (an administrator, a restart) ends the listening connection.
        await database.db.execute(
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
        );
        await expect.poll(() => payloads).toContain(LISTEN_GAP);
        await database.db.execute(sql`SELECT pg_notify('catalog_change', 'products:8')`);
        await expect.poll(() => payloads).toContain('products:8');
      }
    } finally {
      await stop();
      await database.close();
    }
  });
});

describe('change notifications of large statements', () => {
  it('announce everything (`*`) rather than fail the statement when the keys would not fit in one notification', async () => {
    const database = await openTestDatabase();
    const payloads: string[] = [];
    const stop = await database.listen('catalog_change', (payload) => payloads.push(payload));
    try {
      // The catalogue's own trigger function on a table of eight-digit keys: 900 of them make 8,100 characters.
      await database.db.execute(sql`CREATE TABLE wide_keys (id bigint PRIMARY KEY)`);
      await database.db.execute(
        sql`CREATE TRIGGER wide_keys_inserted AFTER INSERT ON wide_keys REFERENCING NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed('catalog_change', 'id', 1000)`,
      );
      await database.db.execute(sql`INSERT INTO wide_keys SELECT 10000000 + g FROM generate_series(1, 900) g`);
      await database.db.execute(sql`INSERT INTO wide_keys VALUES (5), (6)`);
      await expect.poll(() => payloads).toEqual(['wide_keys:*', 'wide_keys:5,6']);
      expect(await queryRows(database.db, sql`SELECT count(*)::int AS n FROM wide_keys`)).toEqual([{ n: 902 }]);
    } finally {
      await stop();
      await database.close();
    }
  });
});
