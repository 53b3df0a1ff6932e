import { sql } from 'drizzle-orm';
import { type Db, type Listen, subscription } from '../../db/client.js';
import { integerLiteral } from '../../lib/sql-literal.js';

/** The channel the order triggers announce buyers on (migration 0019_order_revisions). */
export const ORDER_CHANGE_CHANNEL = 'order_change';
/** Answers remembered in all; the buyers read least recently go first. */
const REMEMBERED_ANSWERS = 5_000;

interface BuyerAnswers {
  revision: number;
  answers: Map<string, Promise<unknown>>;
}

/**
 * A buyer's purchase-order pages and details, remembered with the revision of the buyer's orders
 * they were read at (migration 0019, docs/decisions/027). On PostgreSQL each read asks for the
 * revision alone, one indexed row: while it stands, the remembered answer is still right, whichever
 * process changed what. Where a notification arrives with its commit (PGlite, `notifiesAtCommit`),
 * the buyers announced on `order_change` are dropped at once and a read asks nothing. Concurrent
 * readers share one load; a failed load (a refusal) is not kept, nor one that a change overtook.
 */
export function createOrderMemory(db: Db, listen: Listen, notifiesAtCommit: boolean) {
  const buyers = new Map<number, BuyerAnswers>();
  let size = 0;

  async function revisionOf(buyerId: number): Promise<number> {
    if (notifiesAtCommit) return 0;
    // One text value and no parameters, as the other remembered reads ask (decision 011).
    const result = (await db.execute(sql`
      select coalesce((select revision from buyer_order_revisions where buyer_id = ${integerLiteral(buyerId)}), 0)::text
        as revision`)) as unknown as { rows: Array<{ revision: string }> };
    return Number(result.rows[0]?.revision ?? 0);
  }

  function drop(buyerId: number): void {
    const known = buyers.get(buyerId);
    if (!known) return;
    buyers.delete(buyerId);
    size -= known.answers.size;
  }

  /** The buyer's answers at `revision`, newest in the recency order; null when a newer revision is already kept. */
  function answersAt(buyerId: number, revision: number): BuyerAnswers | null {
    const known = buyers.get(buyerId);
    if (known && known.revision > revision) return null;
    if (known && known.revision === revision) {
      buyers.delete(buyerId);
      buyers.set(buyerId, known);
      return known;
    }
    drop(buyerId);
    const fresh: BuyerAnswers = { revision, answers: new Map() };
    buyers.set(buyerId, fresh);
    return fresh;
  }

  function keep(buyerId: number, entry: BuyerAnswers, key: string, answer: Promise<unknown>): void {
    entry.answers.set(key, answer);
    size += 1;
    for (const [oldest] of buyers) {
      if (size <= REMEMBERED_ANSWERS || oldest === buyerId) break;
      drop(oldest);
    }
    answer.catch(() => {
      if (entry.answers.get(key) !== answer) return;
      entry.answers.delete(key);
      if (buyers.get(buyerId) === entry) size -= 1;
    });
  }

  function onChange(payload: string): void {
    const buyerIds = payload.split(',').map(Number);
    if (!buyerIds.every((id) => Number.isSafeInteger(id) && id > 0)) {
      buyers.clear();
      size = 0;
      return;
    }
    for (const buyerId of buyerIds) drop(buyerId);
  }

  const { start, stop } = subscription(listen, ORDER_CHANGE_CHANNEL, onChange);

  return {
    start,
    stop,
    /** What `load` answers for this buyer and key, read again only once the buyer's orders have changed. */
    async remembered<T>(buyerId: number, key: string, load: () => Promise<T>): Promise<T> {
      const entry = answersAt(buyerId, await revisionOf(buyerId));
      if (!entry) return load();
      const known = entry.answers.get(key);
      if (known) return known as Promise<T>;
      const answer = load();
      keep(buyerId, entry, key, answer);
      return answer;
    },
  };
}

export type OrderMemory = ReturnType<typeof createOrderMemory>;
