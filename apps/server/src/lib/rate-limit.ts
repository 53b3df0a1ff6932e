import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  retryAfterMs: number;
}

interface Row {
  count: number;
  window_start: Date | string;
}

/**
 * Fixed-window counters in the database (table rate_limits), so every server process sees the same
 * counts. One statement per hit: an upsert that starts a new window when the old one has ended.
 */
export function createRateLimiter(db: Db) {
  async function hit(key: string, windowMs: number, now: Date, by = 1): Promise<WindowCount> {
    const cutoff = new Date(now.getTime() - windowMs);
    const result = (await db.execute(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now.toISOString()}, ${by})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_start <= ${cutoff.toISOString()} THEN ${by} ELSE rate_limits.count + ${by} END,
        window_start = CASE WHEN rate_limits.window_start <= ${cutoff.toISOString()} THEN ${now.toISOString()}::timestamptz ELSE rate_limits.window_start END
      RETURNING count, window_start`)) as unknown as { rows: Row[] };
    const row = result.rows[0];
    if (!row) throw new Error('rate limit upsert returned no row');
    const start = new Date(row.window_start).getTime();
    return { count: Number(row.count), retryAfterMs: Math.max(0, start + windowMs - now.getTime()) };
  }

  return {
    hit,
    /** Gives back a hit (an attempt that turned out to be legitimate). */
    async release(key: string): Promise<void> {
      await db.execute(sql`UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = ${key}`);
    },
    /** Forgets windows that ended long ago. */
    async prune(olderThan: Date): Promise<void> {
      await db.execute(sql`DELETE FROM rate_limits WHERE window_start < ${olderThan.toISOString()}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
