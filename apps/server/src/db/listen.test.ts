import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper.js';
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
        await expect.poll(() => payloads, { timeout: 5000 }).toContain(LISTEN_GAP);
        await database.db.execute(sql`SELECT pg_notify('catalog_change', 'products:8')`);
        await expect.poll(() => payloads).toContain('products:8');
      }
    } finally {
      await stop();
      await database.close();
    }
  });
});
