import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FRESH_CLUSTER_TIMEOUT_MS, queryRows, scratchDirs } from '../../test/helper.js';
import { openPglite } from './client.js';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-node-fs.js';

const dataDir = scratchDirs('mall-fsync-');

describe('PGlite on disk', () => {
  it(
    'runs with fsync on and flushes the write-ahead log with fsync',
    async () => {
      const database = await openPglite({ dataDir: dataDir() });
      try {
        expect(await queryRows(database.db, sql`SHOW fsync`)).toEqual([{ fsync: 'on' }]);
        expect(await queryRows(database.db, sql`SHOW wal_sync_method`)).toEqual([{ wal_sync_method: 'fsync' }]);
      } finally {
        await database.close();
      }
    },
    FRESH_CLUSTER_TIMEOUT_MS,
  );

  it(
    'reaches the disk on each commit: the file system flushes the files PostgreSQL syncs',
    async () => {
      const dir = dataDir();
      const client = await PGlite.create({
        dataDir: dir,
        fs: new DurableNodeFS(dir),
        startParams: DURABLE_START_PARAMS,
      });
      try {
        const streamOps = (client.Module.NODEFS as unknown as { stream_ops: { fsync: (stream: unknown) => void } })
          .stream_ops;
        const flush = streamOps.fsync;
        let flushes = 0;
        streamOps.fsync = (stream) => {
          flushes++;
          flush(stream);
        };
        await client.exec('CREATE TABLE t (n int)');
        const before = flushes;
        for (let n = 0; n < 5; n++) await client.query('INSERT INTO t VALUES ($1)', [n]);
        expect(flushes - before).toBeGreaterThanOrEqual(5);
      } finally {
        await client.close();
      }
    },
    FRESH_CLUSTER_TIMEOUT_MS,
  );
});
