import {
  type CampaignCreateBody,
  type CampaignState,
  type CampaignUpdateBody,
  type ConsoleCampaign,
  type ConsoleCampaignQuery,
  ErrorCode,
  fromCents,
  type Market,
  type Page,
  toCents,
} from '@mall/contract';
import { and, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupCampaigns, products } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { type AuditActor, audited } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Tx } from '../../lib/db-executor.js';

type CampaignRow = typeof groupCampaigns.$inferSelect;

/** The price field of each market, and the product's listing there. */
const MARKET_OF_PRICE = { group_price_usd: 'en', group_price_cny: 'cn' } as const satisfies Record<string, Market>;

const COLUMNS = {
  campaign: groupCampaigns,
  nameEn: products.nameEn,
  nameZh: products.nameZh,
};

function price(cents: number | null): string | null {
  return cents === null ? null : fromCents(BigInt(cents));
}

function cents(text: string | null | undefined): number | null | undefined {
  return text === undefined ? undefined : text === null ? null : Number(toCents(text));
}

function auditView(row: CampaignRow) {
  return {
    product_id: row.productId,
    group_price_usd: price(row.groupPriceUsd),
    group_price_cny: price(row.groupPriceCny),
    group_moq: row.groupMoq,
    target_quantity: row.targetQuantity,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    state: row.state,
  };
}

/**
 * Group-buying campaigns as operators run them (decision 026): created for a product with a group
 * price in the currency of each market it is offered in (the product must be listed there),
 * changed or cancelled only before they start. The campaign pages read the table at each call and
 * the carts' memory follows the table's trigger (migration 0009), so a change shows at once.
 */
export function createCampaignsService(db: Db, clock: Clock) {
  function toCampaign(row: { campaign: CampaignRow; nameEn: string; nameZh: string }, now: Date): ConsoleCampaign {
    const c = row.campaign;
    return {
      id: c.id,
      product_id: c.productId,
      product_name_en: row.nameEn,
      product_name_zh: row.nameZh,
      group_price_usd: price(c.groupPriceUsd),
      group_price_cny: price(c.groupPriceCny),
      group_moq: c.groupMoq,
      target_quantity: c.targetQuantity,
      committed_quantity: c.committedQuantity,
      starts_at: c.startsAt.toISOString(),
      ends_at: c.endsAt.toISOString(),
      state: c.state as CampaignState,
      status: now < c.startsAt ? 'upcoming' : now < c.endsAt ? 'active' : 'ended',
      closed_at: c.closedAt?.toISOString() ?? null,
      version: c.version,
    };
  }

  async function one(id: number): Promise<ConsoleCampaign> {
    const [row] = await db
      .select(COLUMNS)
      .from(groupCampaigns)
      .innerJoin(products, eq(products.id, groupCampaigns.productId))
      .where(eq(groupCampaigns.id, id))
      .limit(1);
    if (!row) throw new AppError(ErrorCode.CAMPAIGN_NOT_FOUND);
    return toCampaign(row, clock());
  }

  /** Each price given must be for a market the product is listed in. */
  async function checkListed(
    tx: Tx,
    productId: number,
    prices: Partial<Record<keyof typeof MARKET_OF_PRICE, unknown>>,
  ) {
    const [product] = await tx
      .select({ en: products.availableEn, cn: products.availableCn })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1);
    if (!product) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND);
    for (const [field, market] of Object.entries(MARKET_OF_PRICE)) {
      const given = prices[field as keyof typeof MARKET_OF_PRICE];
      if (given !== null && given !== undefined && !product[market])
        throw new AppError(ErrorCode.CAMPAIGN_PRODUCT_NOT_LISTED, { field });
    }
  }

  return {
    async page(query: ConsoleCampaignQuery): Promise<Page<ConsoleCampaign>> {
      const now = clock();
      const filters: SQL[] = [];
      if (query.state) filters.push(eq(groupCampaigns.state, query.state));
      if (query.status === 'upcoming') filters.push(gt(groupCampaigns.startsAt, now));
      if (query.status === 'active')
        filters.push(and(lte(groupCampaigns.startsAt, now), gt(groupCampaigns.endsAt, now)) as SQL);
      if (query.status === 'ended') filters.push(lte(groupCampaigns.endsAt, now));
      const where = filters.length ? and(...filters) : undefined;
      const [total] = await db.select({ n: count() }).from(groupCampaigns).where(where);
      const rows = await db
        .select(COLUMNS)
        .from(groupCampaigns)
        .innerJoin(products, eq(products.id, groupCampaigns.productId))
        .where(where)
        .orderBy(desc(groupCampaigns.startsAt), desc(groupCampaigns.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return {
        list: rows.map((row) => toCampaign(row, now)),
        total: Number(total?.n ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async create(actor: AuditActor, body: CampaignCreateBody): Promise<ConsoleCampaign> {
      const id = await db.transaction(async (tx) => {
        await checkListed(tx, body.product_id, body);
        const [row] = await tx
          .insert(groupCampaigns)
          .values({
            productId: body.product_id,
            groupPriceUsd: cents(body.group_price_usd) ?? null,
            groupPriceCny: cents(body.group_price_cny) ?? null,
            groupMoq: body.group_moq,
            targetQuantity: body.target_quantity,
            startsAt: body.starts_at,
            endsAt: body.ends_at,
          })
          .returning();
        if (!row) throw new Error('no campaign inserted');
        await audited(tx, actor, { action: 'campaign.create', entity: 'campaign', id: row.id, after: auditView(row) });
        return row.id;
      });
      return one(id);
    },

    /** Changes a campaign still open that has not started, as the operator saw it. */
    async update(actor: AuditActor, body: CampaignUpdateBody): Promise<ConsoleCampaign> {
      const now = clock();
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(groupCampaigns).where(eq(groupCampaigns.id, body.id)).limit(1);
        if (!row) throw new AppError(ErrorCode.CAMPAIGN_NOT_FOUND);
        if (row.version !== body.version) throw new AppError(ErrorCode.CATALOGUE_ITEM_STALE);
        if (row.state !== 'open' || row.startsAt <= now) throw new AppError(ErrorCode.CAMPAIGN_NOT_EDITABLE);
        const usd = cents(body.group_price_usd);
        const cny = cents(body.group_price_cny);
        const next = {
          groupPriceUsd: usd === undefined ? row.groupPriceUsd : usd,
          groupPriceCny: cny === undefined ? row.groupPriceCny : cny,
          groupMoq: body.group_moq ?? row.groupMoq,
          targetQuantity: body.target_quantity ?? row.targetQuantity,
          startsAt: body.starts_at ?? row.startsAt,
          endsAt: body.ends_at ?? row.endsAt,
        };
        if (next.groupPriceUsd === null && next.groupPriceCny === null)
          throw fieldError('group_price_usd', 'groupPriceMissing');
        if (next.endsAt <= next.startsAt) throw fieldError('ends_at', 'endsAfterStart');
        await checkListed(tx, row.productId, body);
        const [after] = await tx
          .update(groupCampaigns)
          .set({ ...next, version: row.version + 1 })
          .where(
            and(
              eq(groupCampaigns.id, row.id),
              eq(groupCampaigns.version, row.version),
              eq(groupCampaigns.state, 'open'),
              gt(groupCampaigns.startsAt, now),
            ),
          )
          .returning();
        if (!after) throw new AppError(ErrorCode.CATALOGUE_ITEM_STALE);
        await audited(tx, actor, {
          action: 'campaign.update',
          entity: 'campaign',
          id: row.id,
          before: auditView(row),
          after: auditView(after),
        });
      });
      return one(body.id);
    },

    /** Cancels a campaign before its start; the storefront stops showing it. */
    async cancel(actor: AuditActor, body: { id: number; version: number }): Promise<ConsoleCampaign> {
      const now = clock();
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(groupCampaigns).where(eq(groupCampaigns.id, body.id)).limit(1);
        if (!row) throw new AppError(ErrorCode.CAMPAIGN_NOT_FOUND);
        if (row.version !== body.version) throw new AppError(ErrorCode.CATALOGUE_ITEM_STALE);
        if (row.state !== 'open' || row.startsAt <= now) throw new AppError(ErrorCode.CAMPAIGN_NOT_EDITABLE);
        const [after] = await tx
          .update(groupCampaigns)
          .set({ state: 'cancelled', closedAt: now, version: row.version + 1 })
          .where(
            and(
              eq(groupCampaigns.id, row.id),
              eq(groupCampaigns.version, row.version),
              eq(groupCampaigns.state, 'open'),
              gt(groupCampaigns.startsAt, now),
            ),
          )
          .returning();
        if (!after) throw new AppError(ErrorCode.CATALOGUE_ITEM_STALE);
        await audited(tx, actor, {
          action: 'campaign.cancel',
          entity: 'campaign',
          id: row.id,
          before: auditView(row),
          after: auditView(after),
        });
      });
      return one(body.id);
    },
  };
}
