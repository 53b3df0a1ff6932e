import { type Locale, SEARCH_GUIDE_MAX, SEARCH_GUIDE_MIN_BUYERS, SEARCH_GUIDE_WINDOW_DAYS } from '@mall/contract';
import { and, desc, eq, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { searchQueries } from '../../db/schema/index.js';

const FLUSH_MS = 5_000;
/** Searches kept in memory before a write is started without waiting for the timer. */
const FLUSH_AT = 1_000;
const DAY_MS = 24 * 60 * 60_000;

export interface SearchQueryRow {
  buyerId: number;
  locale: Locale;
  keyword: string;
  found: boolean;
  searchedAt: Date;
}

/**
 * Popular searches (`keyword/guide`): the keywords that at least SEARCH_GUIDE_MIN_BUYERS distinct
 * approved buyers searched in the caller's language and found products with, most buyers first,
 * topped up with the catalogue's best-selling categories. A buyer counts once per keyword however
 * often or from however many sessions they search; visitors do not count (decision 016).
 *
 * Searches are kept in memory and written in one statement every few seconds (and before the guide
 * is read), so a search costs no write of its own.
 */
export function createPopularSearches(db: Db, topCategories: (locale: Locale, limit: number) => Promise<string[]>) {
  const pending = new Map<string, SearchQueryRow>();
  let writing: Promise<void> = Promise.resolve();

  async function write(rows: SearchQueryRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insert(searchQueries)
      .values(rows)
      .onConflictDoUpdate({
        target: [searchQueries.buyerId, searchQueries.locale, searchQueries.keyword],
        set: { found: sql`excluded.found`, searchedAt: sql`excluded.searched_at` },
      });
  }

  /** Writes what is in memory, after any write under way, so a reader that awaits it sees every search before it. */
  function flush(): Promise<void> {
    const rows = Array.from(pending.values());
    pending.clear();
    // A failed write loses its rows only; the next ones are still written.
    writing = writing.catch(() => undefined).then(() => write(rows));
    return writing;
  }

  const timer = setInterval(() => void flush().catch(() => undefined), FLUSH_MS);
  timer.unref();

  /** A buyer's search of a keyword, as the guide would run it (no filters); the latest one per buyer wins. */
  function note(row: SearchQueryRow): void {
    pending.set(JSON.stringify([row.buyerId, row.locale, row.keyword]), row);
    if (pending.size >= FLUSH_AT) void flush().catch(() => undefined);
  }

  async function guide(locale: Locale): Promise<string[]> {
    await flush();
    const buyers = sql<number>`count(*)`;
    const since = new Date(Date.now() - SEARCH_GUIDE_WINDOW_DAYS * DAY_MS);
    const [searched, categories] = await Promise.all([
      db
        .select({ keyword: searchQueries.keyword })
        .from(searchQueries)
        .where(
          and(eq(searchQueries.locale, locale), eq(searchQueries.found, true), gte(searchQueries.searchedAt, since)),
        )
        .groupBy(searchQueries.keyword)
        // One row per buyer and keyword: the rows of a keyword are its distinct buyers.
        .having(gte(buyers, SEARCH_GUIDE_MIN_BUYERS))
        .orderBy(desc(buyers), desc(max(searchQueries.searchedAt)), searchQueries.keyword)
        .limit(SEARCH_GUIDE_MAX),
      topCategories(locale, SEARCH_GUIDE_MAX),
    ]);
    const seen = new Set<string>();
    const list: string[] = [];
    for (const phrase of [...searched.map((row) => row.keyword), ...categories]) {
      if (seen.has(phrase.toLowerCase()) || list.length >= SEARCH_GUIDE_MAX) continue;
      seen.add(phrase.toLowerCase());
      list.push(phrase);
    }
    return list;
  }

  /** Stops the timer and writes what is still in memory. */
  async function close(): Promise<void> {
    clearInterval(timer);
    await flush();
  }

  return { note, guide, close };
}
