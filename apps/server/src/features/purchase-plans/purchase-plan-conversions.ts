import { randomBytes } from 'node:crypto';
import {
  CART_LINES_MAX,
  ErrorCode,
  fromCents,
  isDeadlineAllowed,
  type Locale,
  type Market,
  type OrderUnit,
  type PurchasePlanConversion,
  type PurchasePlanLinesBody,
  type PurchasePlanToRfqBody,
  QUANTITY_MAX,
  RFQ_BUDGET_MAX,
  RFQ_DESCRIPTION_MAX_LENGTH,
  RFQ_NAME_MAX_LENGTH,
  RFQ_USE_FOR_MAX_LENGTH,
  toCents,
} from '@mall/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartLines, products, purchasePlanLines } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { auditedByBuyer } from '../../lib/audit.js';
import { type Clock, isoDate } from '../../lib/clock.js';
import type { Tx } from '../../lib/db-executor.js';
import { type Buyer, requireActiveMember } from '../../lib/session.js';
import { assertQuantity } from '../cart/cart.service.js';
import type { CartMemory } from '../cart/cart-memory.js';
import { AVAILABLE } from '../catalog/product-columns.js';
import { fileQuotationRequest } from '../quotation/quotation.service.js';
import { createRfqService, fieldError } from '../rfq/rfq.service.js';
import { type PlanLineFigures, planLineFigures } from './plan-line-figures.js';
import { lockPlan, type PlanLineRow, type PurchasePlansService, requireStatus } from './purchase-plans.service.js';

/** At most `max` characters, counted as the database counts them (code points), so no pair is split. */
function cut(text: string, max: number): string {
  return [...text].slice(0, max).join('').trim();
}

const BUDGET_MAX_CENTS = toCents(RFQ_BUDGET_MAX.toFixed(2));

/**
 * An approved plan's chosen lines becoming documents: cart lines, a quotation request, RFQs. Each
 * conversion is one transaction that locks the plan, so the quantities left to order are counted
 * once: a second conversion of the same lines waits and sees what the first made.
 */
export function createPurchasePlanConversions({
  db,
  clock,
  plans,
  cartMemory,
}: {
  db: Db;
  clock: Clock;
  plans: PurchasePlansService;
  cartMemory: CartMemory;
}) {
  const rfqService = createRfqService({ db, clock });

  /** The plan, locked and approved; the chosen lines, all of it; what came of each so far. */
  async function chosen(tx: Tx, buyerId: number, planId: number, lineIds: readonly number[]) {
    const plan = await lockPlan(tx, buyerId, planId);
    requireStatus(plan, ['approved'], ErrorCode.PURCHASE_PLAN_NOT_APPROVED);
    const wanted = [...new Set(lineIds)];
    const lines = await tx
      .select()
      .from(purchasePlanLines)
      .where(and(eq(purchasePlanLines.planId, plan.id), inArray(purchasePlanLines.id, wanted)))
      .orderBy(asc(purchasePlanLines.position));
    if (lines.length !== wanted.length) throw new AppError(ErrorCode.LINE_NOT_IN_DOCUMENT);
    return { plan, lines, figures: await planLineFigures(tx, buyerId, wanted) };
  }

  /** What is left to order of a line: planned, less what orders hold (and, for the cart, what it holds). */
  function left(line: PlanLineRow, figures: Map<number, PlanLineFigures>, withCart: boolean): number {
    const of = figures.get(line.id);
    const quantity = line.quantity - (of?.ordered ?? 0) - (withCart ? (of?.inCart ?? 0) : 0);
    if (quantity <= 0) throw new AppError(ErrorCode.PURCHASE_PLAN_LINE_FULLY_REQUESTED);
    return quantity;
  }

  /** The lines' products as the plan's market sells them; a catalogue line only (cart and quotation). */
  async function catalogue(tx: Tx, lines: readonly PlanLineRow[], market: Market, locale: Locale) {
    const ids = lines.map((line) => {
      if (line.productId === null) throw new AppError(ErrorCode.PURCHASE_PLAN_LINE_NOT_CATALOGUE);
      return line.productId;
    });
    const rows = await tx
      .select({
        id: products.id,
        name: locale === 'en' ? products.nameEn : products.nameZh,
        moq: products.moq,
        available: AVAILABLE[market],
      })
      .from(products)
      .where(inArray(products.id, ids));
    return (line: PlanLineRow) => {
      const product = rows.find((row) => row.id === line.productId);
      if (!product) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND);
      if (!product.available) throw new AppError(ErrorCode.NOT_IN_MARKET);
      return product;
    };
  }

  /**
   * A copy of the line's picture for an RFQ of its own: an RFQ owns its files (an edit or a delete
   * of it drops them), while the plan keeps its picture for the next RFQ.
   */
  async function copyPicture(tx: Tx, buyerId: number, picture: string, now: Date): Promise<string> {
    const copied = (await tx.execute(sql`
      INSERT INTO uploaded_files (id, buyer_id, purpose, position, kind, mime, name, size, width, height, data, created_at)
      SELECT ${randomBytes(16).toString('hex')}, buyer_id, purpose, 0, kind, mime, name, size, width, height, data,
        ${now.toISOString()}::timestamptz
      FROM uploaded_files WHERE id = ${picture} AND buyer_id = ${buyerId} AND purpose = 'main_picture'
      RETURNING id`)) as unknown as { rows: Array<{ id: string }> };
    const id = copied.rows[0]?.id;
    if (id === undefined) throw new AppError(ErrorCode.FILE_NOT_FOUND);
    return id;
  }

  async function answer(buyer: Buyer, planId: number, documentIds: number[], locale: Locale) {
    return { plan: await plans.detail(buyer.id, planId, locale), document_ids: documentIds };
  }

  return {
    /**
     * Puts the chosen catalogue lines in the mall group of the plan market's cart, each for what is
     * left to order, under the rules of an add to cart (member, product sold in the market, MOQ,
     * cart and line limits). A line of the product already in the cart takes the quantity and the
     * plan line, unless it carries another plan line: one cart line cannot count for two.
     */
    async toCart(buyer: Buyer, body: PurchasePlanLinesBody, locale: Locale): Promise<PurchasePlanConversion> {
      requireActiveMember(buyer, clock());
      const ids = await db.transaction(async (tx) => {
        const { plan, lines, figures } = await chosen(tx, buyer.id, body.id, body.line_ids);
        const market = plan.market as Market;
        const productOf = await catalogue(tx, lines, market, locale);
        const adds = lines.map((line) => {
          const product = productOf(line);
          return {
            line,
            productId: product.id,
            quantity: assertQuantity(left(line, figures, true), product.moq, 'product'),
          };
        });
        const rows = await tx
          .select({ productId: cartLines.productId, quantity: cartLines.quantity, planLineId: cartLines.planLineId })
          .from(cartLines)
          .where(
            and(
              eq(cartLines.buyerId, buyer.id),
              eq(cartLines.market, market),
              eq(cartLines.source, 'mall'),
              inArray(
                cartLines.productId,
                adds.map((add) => add.productId),
              ),
            ),
          )
          .for('update');
        // The mall lines of these products as they will be once each add is made (two chosen lines may share one).
        const held = new Map(rows.map((row) => [row.productId, row]));
        const [inCart] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.buyerId, buyer.id));
        let lineCount = Number(inCart?.n ?? 0);
        const written: number[] = [];
        for (const { line, productId, quantity } of adds) {
          const existing = held.get(productId);
          if (existing) {
            if (existing.planLineId !== null && existing.planLineId !== line.id)
              throw new AppError(ErrorCode.PURCHASE_PLAN_CART_LINE_TAKEN);
            if (existing.quantity + quantity > QUANTITY_MAX) throw new AppError(ErrorCode.CART_LINE_LIMIT);
          } else {
            lineCount += 1;
            if (lineCount > CART_LINES_MAX) throw new AppError(ErrorCode.CART_FULL);
          }
          // The cart's own line key (cart_lines_line_idx): an add the cart queue made meanwhile is added to.
          const result = (await tx.execute(sql`
            INSERT INTO cart_lines (buyer_id, market, source, product_id, quantity, plan_line_id)
            VALUES (${buyer.id}, ${market}, 'mall', ${productId}, ${quantity}, ${line.id})
            ON CONFLICT (buyer_id, market, source, product_id, coalesce(campaign_id, 0)) DO UPDATE
              SET quantity = cart_lines.quantity + excluded.quantity, plan_line_id = excluded.plan_line_id,
                updated_at = now()
              WHERE cart_lines.quantity + excluded.quantity <= ${QUANTITY_MAX}
                AND coalesce(cart_lines.plan_line_id, excluded.plan_line_id) = excluded.plan_line_id
            RETURNING id, quantity`)) as unknown as { rows: Array<{ id: number; quantity: number }> };
          const row = result.rows[0];
          if (!row) throw new AppError(ErrorCode.CART_LINE_LIMIT);
          held.set(productId, { productId, quantity: row.quantity, planLineId: line.id });
          written.push(row.id);
        }
        await auditedByBuyer(tx, buyer.id, {
          action: 'purchase_plan.to_cart',
          entity: 'purchase_plan',
          id: plan.id,
          after: {
            lines: adds.map(({ line, quantity }, i) => ({ line_id: line.id, quantity, cart_line_id: written[i] })),
          },
        });
        return written;
      });
      // Read-your-writes in this process before the change notification comes.
      cartMemory.forget(buyer.id);
      return answer(buyer, body.id, ids, locale);
    },

    /**
     * Files one quotation request of the chosen catalogue lines in the buyer's default quoting
     * group, quoted in the plan's market, each for what is left to order.
     */
    async toQuotation(buyer: Buyer, body: PurchasePlanLinesBody, locale: Locale): Promise<PurchasePlanConversion> {
      requireActiveMember(buyer, clock());
      const requestId = await db.transaction(async (tx) => {
        const { plan, lines, figures } = await chosen(tx, buyer.id, body.id, body.line_ids);
        const market = plan.market as Market;
        const productOf = await catalogue(tx, lines, market, locale);
        const items = lines.map((line) => {
          const quantity = left(line, figures, false);
          return { productId: productOf(line).id, quantity, planLineId: line.id };
        });
        const id = await fileQuotationRequest(tx, { buyerId: buyer.id, market, locale, items, now: clock() });
        await auditedByBuyer(tx, buyer.id, {
          action: 'purchase_plan.to_quotation',
          entity: 'purchase_plan',
          id: plan.id,
          after: {
            quotation_request_id: id,
            lines: items.map((item) => ({ line_id: item.planLineId, quantity: item.quantity })),
          },
        });
        return id;
      });
      return answer(buyer, body.id, [requestId], locale);
    },

    /**
     * Posts one RFQ per chosen line (each needs its picture), for what is left to order, as the RFQ
     * form would: in the plan's market and project, named after the line (a catalogue line after
     * its product), the plan's name as its use and its notes as its description, a budget of
     * target × quantity when the line has a target.
     */
    async toRfq(buyer: Buyer, body: PurchasePlanToRfqBody, locale: Locale): Promise<PurchasePlanConversion> {
      requireActiveMember(buyer, clock());
      const rfqIds = await db.transaction(async (tx) => {
        const { plan, lines, figures } = await chosen(tx, buyer.id, body.id, body.line_ids);
        const wanted = lines.map((line) => {
          if (line.picture === null) throw new AppError(ErrorCode.PURCHASE_PLAN_LINE_NEEDS_PICTURE);
          return { line, picture: line.picture, quantity: left(line, figures, false) };
        });
        const now = clock();
        if (!isDeadlineAllowed(body.deadline, isoDate(now))) throw fieldError('deadline', 'deadline');
        const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
        const names =
          productIds.length === 0
            ? []
            : await tx
                .select({ id: products.id, name: locale === 'en' ? products.nameEn : products.nameZh })
                .from(products)
                .where(inArray(products.id, productIds));
        const budgets = wanted.map(({ line, quantity }) => {
          if (line.targetPrice === null) return null;
          const cents = toCents(line.targetPrice) * BigInt(quantity);
          if (cents > BUDGET_MAX_CENTS) throw fieldError('budget', 'budget');
          return fromCents(cents);
        });
        const ids: number[] = [];
        for (const [i, { line, picture, quantity }] of wanted.entries()) {
          const productName = names.find((row) => row.id === line.productId)?.name ?? '';
          const id = await rfqService.insert(
            tx,
            buyer,
            {
              name: cut(productName || line.name || plan.name, RFQ_NAME_MAX_LENGTH),
              main_picture: await copyPicture(tx, buyer.id, picture, now),
              quantity,
              unit: line.unit as OrderUnit,
              use_for: cut(plan.name, RFQ_USE_FOR_MAX_LENGTH),
              budget: budgets[i] ?? null,
              market: plan.market as Market,
              description: cut(plan.notes, RFQ_DESCRIPTION_MAX_LENGTH),
              files: [],
              deadline: body.deadline,
              project_id: plan.projectId,
              requester: '',
            },
            line.id,
          );
          ids.push(id);
        }
        await auditedByBuyer(tx, buyer.id, {
          action: 'purchase_plan.to_rfq',
          entity: 'purchase_plan',
          id: plan.id,
          after: {
            rfq_ids: ids,
            lines: wanted.map(({ line, quantity }) => ({ line_id: line.id, quantity })),
          },
        });
        return ids;
      });
      return answer(buyer, body.id, rfqIds, locale);
    },
  };
}
