import { CART_SOURCES, type CampaignState, type CartSource, MARKETS, type Market } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { type Db, type Listen, subscription } from '../../db/client.js';
import { integerLiteral } from '../../lib/sql-literal.js';

/** The channel the cart's triggers announce changes on (migration 0009_cart_change_notifications). */
export const CART_CHANGE_CHANNEL = 'cart_change';
/** Lines remembered in all; the carts of the least recently read buyers go first. */
const CACHED_LINES = 200_000;

export interface LineRecord {
  id: number;
  productId: number;
  campaignId: number | null;
  quantity: number;
}

/** The lines of one market's cart by group, newest first, and how many there are. */
export interface MarketCart {
  count: number;
  groups: Record<CartSource, LineRecord[]>;
}

/** A buyer's lines, each in the cart of the market it was added in, and how many there are in all. */
export interface RememberedCart {
  count: number;
  markets: Record<Market, MarketCart>;
}

/** What a group-buying line shows of its campaign; prices in cents (fen), like products. */
export interface CampaignRecord {
  id: number;
  productId: number;
  groupMoq: number;
  /** Null in a market the campaign is not offered in. */
  groupPriceUsd: number | null;
  groupPriceCny: number | null;
  startsAt: Date;
  endsAt: Date;
  /** open, cancelled, succeeded or failed (decision 026). */
  state: CampaignState;
}

type LineRow = [number, Market, CartSource, number, number | null, number];
type CampaignRow = [number, number, number, number | null, number | null, string, string, CampaignState];

/**
 * Each buyer's cart lines, by market and group, and the group-buying campaigns, held in the server
 * process so a cart read costs no query (docs/decisions/013). A buyer's lines are read once, then kept until the
 * database announces a change of that buyer's lines (any process's), this process changes them
 * (`forget`), or newer carts push them out. The campaigns are read whole and dropped at any change
 * of them. A load that a change overtook is handed to the readers that asked for it but not kept.
 * After a lost listener (`LISTEN_GAP`) everything is dropped.
 */
export function createCartMemory(db: Db, listen: Listen) {
  const carts = new Map<number, RememberedCart>();
  const loading = new Map<number, Promise<RememberedCart>>();
  let lines = 0;
  let campaigns: Map<number, CampaignRecord> | null = null;
  let campaignsLoading: Promise<Map<number, CampaignRecord>> | null = null;

  function keep(buyerId: number, cart: RememberedCart): void {
    carts.set(buyerId, cart);
    lines += cart.count;
    for (const [oldest, old] of carts) {
      if (lines <= CACHED_LINES || oldest === buyerId) break;
      carts.delete(oldest);
      lines -= old.count;
    }
  }

  async function read(buyerId: number): Promise<RememberedCart> {
    // One text value and no parameters: PGlite answers it in one round trip (decision 011).
    const result = (await db.execute(sql`
      select coalesce(json_agg(json_build_array(id, market, source, product_id, campaign_id, quantity)
        order by id desc), '[]')::text as lines
      from cart_lines where buyer_id = ${integerLiteral(buyerId)}`)) as unknown as { rows: Array<{ lines: string }> };
    const rows: LineRow[] = JSON.parse(result.rows[0]?.lines ?? '[]');
    const emptyCart = (): MarketCart => ({
      count: 0,
      groups: Object.fromEntries(CART_SOURCES.map((source) => [source, [] as LineRecord[]])) as MarketCart['groups'],
    });
    const markets = Object.fromEntries(MARKETS.map((market) => [market, emptyCart()])) as Record<Market, MarketCart>;
    for (const [id, market, source, productId, campaignId, quantity] of rows) {
      markets[market].groups[source].push({ id, productId, campaignId, quantity });
      markets[market].count += 1;
    }
    return { count: rows.length, markets };
  }

  /** The buyer's lines as of the changes announced so far; concurrent readers share one load. */
  function cart(buyerId: number): Promise<RememberedCart> {
    const known = carts.get(buyerId);
    if (known) {
      carts.delete(buyerId);
      carts.set(buyerId, known);
      return Promise.resolve(known);
    }
    const pending = loading.get(buyerId);
    if (pending) return pending;
    const load: Promise<RememberedCart> = read(buyerId).then(
      (loaded) => {
        if (loading.get(buyerId) === load) {
          loading.delete(buyerId);
          keep(buyerId, loaded);
        }
        return loaded;
      },
      (error: unknown) => {
        if (loading.get(buyerId) === load) loading.delete(buyerId);
        throw error;
      },
    );
    loading.set(buyerId, load);
    return load;
  }

  /** Drops the buyer's remembered lines: they have just changed (here or in another process). */
  function forget(buyerId: number): void {
    const known = carts.get(buyerId);
    if (known) {
      carts.delete(buyerId);
      lines -= known.count;
    }
    loading.delete(buyerId);
  }

  function forgetCampaigns(): void {
    campaigns = null;
    campaignsLoading = null;
  }

  async function readCampaigns(): Promise<Map<number, CampaignRecord>> {
    const result = (await db.execute(sql`
      select coalesce(json_agg(json_build_array(id, product_id, group_moq, group_price_usd, group_price_cny,
        starts_at, ends_at, state)), '[]')::text as campaigns
      from group_campaigns`)) as unknown as { rows: Array<{ campaigns: string }> };
    const rows: CampaignRow[] = JSON.parse(result.rows[0]?.campaigns ?? '[]');
    return new Map(
      rows.map(([id, productId, groupMoq, groupPriceUsd, groupPriceCny, startsAt, endsAt, state]) => [
        id,
        {
          id,
          productId,
          groupMoq,
          groupPriceUsd,
          groupPriceCny,
          startsAt: new Date(startsAt),
          endsAt: new Date(endsAt),
          state,
        },
      ]),
    );
  }

  /** Every group-buying campaign by id, running or not: whether one runs is judged at read time. */
  function allCampaigns(): Promise<ReadonlyMap<number, CampaignRecord>> {
    if (campaigns) return Promise.resolve(campaigns);
    if (campaignsLoading) return campaignsLoading;
    const load: Promise<Map<number, CampaignRecord>> = readCampaigns().then(
      (loaded) => {
        if (campaignsLoading === load) {
          campaignsLoading = null;
          campaigns = loaded;
        }
        return loaded;
      },
      (error: unknown) => {
        if (campaignsLoading === load) campaignsLoading = null;
        throw error;
      },
    );
    campaignsLoading = load;
    return load;
  }

  function onChange(payload: string): void {
    const [table, list = '*'] = payload.split(':');
    if (table === 'group_campaigns') {
      forgetCampaigns();
      return;
    }
    const buyerIds = table === 'cart_lines' && list !== '*' ? list.split(',').map(Number) : [];
    if (buyerIds.length === 0 || !buyerIds.every(Number.isSafeInteger)) {
      carts.clear();
      loading.clear();
      lines = 0;
      forgetCampaigns();
      return;
    }
    for (const buyerId of buyerIds) forget(buyerId);
  }

  const changes = subscription(listen, CART_CHANGE_CHANNEL, onChange);
  /** Whether the change notifications are followed: what it remembers is trusted only then (features/ops readiness). */
  let following = false;

  async function start(): Promise<void> {
    await changes.start();
    following = true;
  }

  async function stop(): Promise<void> {
    following = false;
    await changes.stop();
  }

  return { start, stop, following: () => following, cart, forget, campaigns: allCampaigns };
}

export type CartMemory = ReturnType<typeof createCartMemory>;
