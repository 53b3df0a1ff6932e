import { CART_LINES_MAX, type CartSource, ErrorCode, type Market, QUANTITY_MAX } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { integerLiteral, optionalIntegerLiteral, wordLiteral } from '../../lib/sql-literal.js';

/** An add that passed every check made before the database: its quantity is a valid one. */
export interface AddRequest {
  buyerId: number;
  market: Market;
  source: CartSource;
  productId: number;
  campaignId: number | null;
  quantity: number;
  /** The purchase plan line the add comes from; a line already in the cart keeps the one it has. */
  planLineId: number | null;
}

/** The line after the add, and the number of lines in the buyer's cart of its market once it was made. */
export interface AddOutcome {
  id: number;
  quantity: number;
  count: number;
}

/** Adds written by one statement at most: keeps a statement's size bounded under any load. */
const ADDS_PER_STATEMENT = 100;

interface Waiting {
  request: AddRequest;
  resolve: (outcome: AddOutcome) => void;
  reject: (error: unknown) => void;
}

const lineKey = (r: AddRequest) => `${r.buyerId}:${r.market}:${r.source}:${r.productId}:${r.campaignId ?? 0}`;
const marketKey = (r: AddRequest) => `${r.buyerId}:${r.market}`;

/** Per add, in the order sent: line id and quantity (null when refused), inserted, lines of its market before, line present before. */
type ResultRow = [number | null, number | null, boolean | null, number, boolean];

/**
 * Adds to cart lines, one statement at a time: the adds that arrive while a statement runs are
 * written together by the next one (group commit, docs/decisions/013). On the embedded database
 * each statement costs the server's own thread far more than the rows it writes. Each add still
 * answers only once its line is in the database, and with its own result or refusal. One
 * statement may not touch a row twice (ON CONFLICT DO UPDATE), so a second add to the same line
 * waits for the next statement; adds to one cart are counted in the order they arrived, so the
 * cart never passes CART_LINES_MAX.
 */
export function createAddQueue(db: Db, written: (buyerIds: number[]) => void) {
  let waiting: Waiting[] = [];
  /** A statement is running or about to: new adds wait for it. */
  let scheduled = false;

  async function write(requests: AddRequest[]): Promise<Array<AddOutcome | AppError>> {
    const values = sql.join(
      requests.map(
        (r, ord) =>
          sql`(${integerLiteral(ord)}, ${integerLiteral(r.buyerId)}, ${wordLiteral(r.market)}, ${wordLiteral(r.source)}, ${integerLiteral(r.productId)}, ${optionalIntegerLiteral(r.campaignId)}, ${integerLiteral(r.quantity)}, ${optionalIntegerLiteral(r.planLineId)})`,
      ),
      sql`, `,
    );
    const sameLine = (a: string, b: string): SQL =>
      sql.raw(`${a}.buyer_id = ${b}.buyer_id and ${a}.market = ${b}.market and ${a}.source = ${b}.source
        and ${a}.product_id = ${b}.product_id and coalesce(${a}.campaign_id, 0) = coalesce(${b}.campaign_id, 0)`);
    // Without parameters (one round trip on the embedded database). `before` and `before_market`
    // (once per cart and market) and `present` are as the statement began, each an index lookup:
    // materialized, so the planner neither repeats them per row nor turns them into scans of the
    // whole table. A new line is let in while the lines before it (both markets: the limit is the
    // buyer's), with the new ones of the same cart earlier in this statement, leave room.
    // `xmax = 0` tells a new row.
    const result = (await db.execute(sql`
      with input (ord, buyer_id, market, source, product_id, campaign_id, quantity, plan_line_id) as (values ${values}),
      counted as materialized (
        select b.buyer_id, b.market,
          (select count(*)::int from cart_lines c where c.buyer_id = b.buyer_id) as before,
          (select count(*)::int from cart_lines c where c.buyer_id = b.buyer_id and c.market = b.market)
            as before_market
        from (select distinct buyer_id, market from input) b),
      judged as materialized (
        select i.*, (select true from cart_lines c where ${sameLine('c', 'i')} limit 1) is not null as present
        from input i),
      ranked as (
        select j.*, counted.before, counted.before_market,
          count(*) filter (where not j.present) over (partition by j.buyer_id order by j.ord) as rank
        from judged j join counted using (buyer_id, market)),
      written as (
        insert into cart_lines (buyer_id, market, source, product_id, campaign_id, quantity, plan_line_id)
        select buyer_id, market, source, product_id, campaign_id, quantity, plan_line_id from ranked
        where present or before + rank <= ${integerLiteral(CART_LINES_MAX)}
        on conflict (buyer_id, market, source, product_id, coalesce(campaign_id, 0))
        do update set quantity = cart_lines.quantity + excluded.quantity, updated_at = now(),
          plan_line_id = coalesce(cart_lines.plan_line_id, excluded.plan_line_id)
          where cart_lines.quantity + excluded.quantity <= ${integerLiteral(QUANTITY_MAX)}
        returning id, buyer_id, market, source, product_id, campaign_id, quantity, (xmax = 0) as inserted)
      select json_agg(json_build_array(w.id, w.quantity, w.inserted, r.before_market, r.present)
        order by r.ord)::text as outcomes
      from ranked r left join written w on ${sameLine('w', 'r')}`)) as unknown as { rows: Array<{ outcomes: string }> };
    const rows: ResultRow[] = JSON.parse(result.rows[0]?.outcomes ?? '[]');
    // Each answer counts the lines of its market's cart once it was made: the new lines before it included.
    const counts = new Map<string, number>();
    return rows.map(([id, quantity, inserted, beforeMarket, present], ord) => {
      const request = requests[ord];
      if (id === null || quantity === null || !request) {
        return new AppError(present ? ErrorCode.CART_LINE_LIMIT : ErrorCode.CART_FULL);
      }
      const key = marketKey(request);
      const count = (counts.get(key) ?? beforeMarket) + (inserted ? 1 : 0);
      counts.set(key, count);
      return { id, quantity, count };
    });
  }

  /** Takes the next statement's adds off the queue: one per line, in the order they came. */
  function nextBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const lines = new Set<string>();
    for (const item of waiting) {
      const key = lineKey(item.request);
      if (batch.length >= ADDS_PER_STATEMENT || lines.has(key)) later.push(item);
      else {
        lines.add(key);
        batch.push(item);
      }
    }
    waiting = later;
    return batch;
  }

  /**
   * Writes the next statement's adds, then lets the event loop take in more requests before the
   * one after it. PGlite runs a statement to its end on this thread, so adds can only gather
   * between statements: `setImmediate` runs once the requests already received have been handled.
   */
  async function drain(): Promise<void> {
    const batch = nextBatch();
    let outcomes: Array<AddOutcome | AppError> | null = null;
    let failure: unknown = null;
    try {
      outcomes = await write(batch.map((item) => item.request));
    } catch (error) {
      failure = error;
    }
    // Before any caller goes on: its next read must see the line it added.
    written(batch.map((item) => item.request.buyerId));
    batch.forEach((item, i) => {
      const outcome = outcomes?.[i];
      if (outcome === undefined) item.reject(failure ?? new AppError(ErrorCode.INTERNAL));
      else if (outcome instanceof AppError) item.reject(outcome);
      else item.resolve(outcome);
    });
    if (waiting.length > 0) setImmediate(() => void drain());
    else scheduled = false;
  }

  /** Writes the add with the others waiting; answers once its statement has committed. */
  function add(request: AddRequest): Promise<AddOutcome> {
    return new Promise((resolve, reject) => {
      waiting.push({ request, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void drain());
      }
    });
  }

  return { add };
}
