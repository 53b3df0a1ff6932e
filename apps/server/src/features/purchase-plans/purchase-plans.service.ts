import {
  ErrorCode,
  fromCents,
  type Locale,
  MARKET_CURRENCY,
  type Market,
  type OrderUnit,
  type PurchasePlanDetail,
  type PurchasePlanLine,
  type PurchasePlanListQuery,
  type PurchasePlanPage,
  type PurchasePlanProgress,
  type PurchasePlanStatus,
  type PurchasePlanSummary,
  type purchasePlanBodySchema,
  type purchasePlanEditBodySchema,
  sumCents,
  toCents,
} from '@mall/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { buyers, projects, purchasePlanLines, purchasePlans } from '../../db/schema/index.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import { auditedByBuyer } from '../../lib/audit.js';
import { type Clock, isoDate } from '../../lib/clock.js';
import type { DbExecutor, Tx } from '../../lib/db-executor.js';
import { type Buyer, requireActiveMember } from '../../lib/session.js';
import type { CatalogMemory } from '../catalog/catalog-memory.js';
import { fileUrl, requireFreeFiles } from '../files/files.service.js';
import { createProjectsService, toProject } from '../rfq/projects.service.js';
import { type PlanLineFigures, planLineFigures } from './plan-line-figures.js';

export type PlanRow = typeof purchasePlans.$inferSelect;
export type PlanLineRow = typeof purchasePlanLines.$inferSelect;
/** The bodies as their schemas give them to the handlers (defaults filled in). */
type PlanInput = z.output<typeof purchasePlanBodySchema>;
type PlanEditInput = z.output<typeof purchasePlanEditBodySchema>;

/** `PP-2026-000042`: the year of creation and the plans' own sequence, as the orders' numbers are made. */
async function nextPlanNumber(tx: DbExecutor, at: Date): Promise<string> {
  const result = (await tx.execute(sql`SELECT nextval('purchase_plan_number_seq') AS n`)) as unknown as {
    rows: Array<{ n: string | number }>;
  };
  const n = result.rows[0]?.n;
  if (n === undefined) throw new Error('no value from purchase_plan_number_seq');
  return `PP-${at.getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}

/**
 * The plan locked for the transaction's change (SELECT … FOR UPDATE): two changes of one plan
 * run one after the other, the second seeing the first's state. Another buyer's plan is not found.
 */
export async function lockPlan(tx: Tx, buyerId: number, id: number): Promise<PlanRow> {
  const [row] = await tx
    .select()
    .from(purchasePlans)
    .where(and(eq(purchasePlans.id, id), eq(purchasePlans.buyerId, buyerId)))
    .for('update');
  if (!row) throw new AppError(ErrorCode.PURCHASE_PLAN_NOT_FOUND);
  return row;
}

/** Refuses a change the plan's state does not allow: a cancelled plan says so, any other says which state was needed. */
export function requireStatus(row: PlanRow, allowed: readonly PurchasePlanStatus[], refusal: ErrorCode): void {
  if (allowed.includes(row.status as PurchasePlanStatus)) return;
  if (row.status === 'cancelled') throw new AppError(ErrorCode.PURCHASE_PLAN_CANCELLED);
  throw new AppError(refusal);
}

/** Approved plans only: received, then ordered, each fully (every line) or partly (any line). */
function progressOf(plan: PlanRow, lines: readonly PlanLineRow[], figures: Map<number, PlanLineFigures>) {
  if (plan.status !== 'approved') return 'not_ordered' satisfies PurchasePlanProgress;
  const of = (line: PlanLineRow) => figures.get(line.id) ?? { ordered: 0, received: 0 };
  if (lines.every((line) => of(line).received >= line.quantity)) return 'received';
  if (lines.some((line) => of(line).received > 0)) return 'partly_received';
  if (lines.every((line) => of(line).ordered >= line.quantity)) return 'ordered';
  if (lines.some((line) => of(line).ordered > 0)) return 'partly_ordered';
  return 'not_ordered';
}

/** Σ target × quantity over the lines with a target, in cents: never a float. */
function targetTotal(lines: readonly PlanLineRow[]): string {
  return fromCents(
    sumCents(
      lines.flatMap((line) => (line.targetPrice === null ? [] : [toCents(line.targetPrice) * BigInt(line.quantity)])),
    ),
  );
}

export function createPurchasePlansService({ db, clock, catalog }: { db: Db; clock: Clock; catalog: CatalogMemory }) {
  const projectsService = createProjectsService(db);

  /**
   * The rules a created or edited plan meets beyond its schema: a member's, needed after today, in
   * one of the buyer's projects; a free-text line named; a catalogue line's product existing. The
   * pictures are checked in the writing transaction (takePictures).
   */
  async function checkBody(buyer: Buyer, body: PlanInput): Promise<void> {
    const now = clock();
    requireActiveMember(buyer, now);
    if (body.needed_by <= isoDate(now)) throw new AppError(ErrorCode.PURCHASE_PLAN_NEEDED_BY_PAST);
    await projectsService.owned(buyer.id, body.project_id);
    const unnamed = body.lines.flatMap((line, i) =>
      line.product_id === null && line.name === ''
        ? [{ field: `lines.${i}.name`, code: 'too_small', params: {}, missing: true }]
        : [],
    );
    if (unnamed.length > 0) throw new FieldsError(unnamed);
    for (const line of body.lines) {
      if (line.product_id !== null && !(await catalog.product(line.product_id)))
        throw new AppError(ErrorCode.PRODUCT_NOT_FOUND);
    }
  }

  /**
   * The lines' pictures, for a new plan or an edited one (`planId`, which keeps its own) to hold:
   * the buyer's own main-picture uploads that no other document holds (an RFQ made from a line
   * gets a copy).
   */
  function takePictures(tx: Tx, buyerId: number, body: PlanInput, planId?: number): Promise<void> {
    const pictures = body.lines.flatMap((line) => (line.picture === null ? [] : [line.picture]));
    return requireFreeFiles(tx, buyerId, pictures, 'main_picture', planId === undefined ? undefined : { planId });
  }

  function planFields(body: PlanInput, now: Date) {
    return {
      projectId: body.project_id,
      name: body.name,
      neededBy: body.needed_by,
      notes: body.notes,
      market: body.market,
      updatedAt: now,
    };
  }

  async function insertLines(tx: Tx, planId: number, body: PlanInput): Promise<void> {
    await tx.insert(purchasePlanLines).values(
      body.lines.map((line, position) => ({
        planId,
        position,
        productId: line.product_id,
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
        targetPrice: line.target_price,
        picture: line.picture,
      })),
    );
  }

  /** What the audit keeps of a plan's content: enough to see what an edit changed. */
  function contentOf(body: PlanInput) {
    return {
      name: body.name,
      project_id: body.project_id,
      needed_by: body.needed_by,
      market: body.market,
      lines: body.lines.map((line) => ({ product_id: line.product_id, name: line.name, quantity: line.quantity })),
    };
  }

  async function find(buyerId: number, id: number): Promise<PlanRow> {
    const [row] = await db
      .select()
      .from(purchasePlans)
      .where(and(eq(purchasePlans.id, id), eq(purchasePlans.buyerId, buyerId)))
      .limit(1);
    if (!row) throw new AppError(ErrorCode.PURCHASE_PLAN_NOT_FOUND);
    return row;
  }

  /** The plans' summaries with their lines and each line's figures (one read of each kind for the page). */
  async function views(buyerId: number, plans: readonly PlanRow[]) {
    if (plans.length === 0) return [];
    const [lines, projectRows] = await Promise.all([
      db
        .select()
        .from(purchasePlanLines)
        .where(
          inArray(
            purchasePlanLines.planId,
            plans.map((plan) => plan.id),
          ),
        )
        .orderBy(asc(purchasePlanLines.planId), asc(purchasePlanLines.position)),
      db
        .select()
        .from(projects)
        .where(inArray(projects.id, [...new Set(plans.map((plan) => plan.projectId))])),
    ]);
    const figures = await planLineFigures(
      db,
      buyerId,
      lines.map((line) => line.id),
    );
    return plans.map((plan) => {
      const own = lines.filter((line) => line.planId === plan.id);
      const project = projectRows.find((row) => row.id === plan.projectId);
      if (!project) throw new Error(`purchase plan ${plan.id} without its project`);
      const summary: PurchasePlanSummary = {
        id: plan.id,
        number: plan.number,
        name: plan.name,
        project: toProject(project),
        needed_by: plan.neededBy,
        status: plan.status as PurchasePlanStatus,
        progress: progressOf(plan, own, figures),
        market: plan.market as Market,
        currency: MARKET_CURRENCY[plan.market as Market],
        line_count: own.length,
        target_total: targetTotal(own),
        created_at: plan.createdAt.toISOString(),
        updated_at: plan.updatedAt.toISOString(),
      };
      return { summary, lines: own, figures };
    });
  }

  /** A line as the reader sees it: a catalogue product's name (their language) and picture, else the line's own. */
  async function lineView(line: PlanLineRow, figures: PlanLineFigures | undefined, locale: Locale) {
    const product = line.productId === null ? undefined : await catalog.product(line.productId);
    const picture = line.picture === null ? '' : fileUrl(line.picture);
    return {
      id: line.id,
      position: line.position,
      product_id: line.productId,
      name: product ? (locale === 'en' ? product.nameEn : product.nameZh) : line.name,
      image: product?.image || picture,
      picture: line.picture,
      quantity: line.quantity,
      unit: line.unit as OrderUnit,
      target_price: line.targetPrice,
      ordered: figures?.ordered ?? 0,
      received: figures?.received ?? 0,
      links: figures?.links ?? [],
    } satisfies PurchasePlanLine;
  }

  async function detail(buyerId: number, id: number, locale: Locale): Promise<PurchasePlanDetail> {
    const plan = await find(buyerId, id);
    const [[view], approver] = await Promise.all([
      views(buyerId, [plan]),
      plan.approvedBy === null
        ? null
        : db
            .select({ name: buyers.contactName })
            .from(buyers)
            .where(eq(buyers.id, plan.approvedBy))
            .then(([row]) => row ?? null),
    ]);
    if (!view) throw new AppError(ErrorCode.PURCHASE_PLAN_NOT_FOUND);
    return {
      ...view.summary,
      notes: plan.notes,
      lines: await Promise.all(view.lines.map((line) => lineView(line, view.figures.get(line.id), locale))),
      submitted_at: plan.submittedAt?.toISOString() ?? null,
      approved_at: plan.approvedAt?.toISOString() ?? null,
      approved_by: approver?.name ?? null,
      self_approved: plan.approvedBy !== null && plan.approvedBy === plan.buyerId,
      cancelled_at: plan.cancelledAt?.toISOString() ?? null,
    };
  }

  /**
   * One change of state in one transaction that locks the plan and checks its state there: of two
   * clicks (or two processes) the second finds the state the first left and is refused.
   */
  async function transition(
    buyerId: number,
    id: number,
    change: {
      action: 'submit' | 'approve' | 'cancel';
      from: readonly PurchasePlanStatus[];
      refusal: ErrorCode;
      to: PurchasePlanStatus;
      set: (now: Date) => Partial<PlanRow>;
    },
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await lockPlan(tx, buyerId, id);
      requireStatus(row, change.from, change.refusal);
      const now = clock();
      await tx
        .update(purchasePlans)
        .set({ ...change.set(now), status: change.to, updatedAt: now })
        .where(eq(purchasePlans.id, id));
      await auditedByBuyer(tx, buyerId, {
        action: `purchase_plan.${change.action}`,
        entity: 'purchase_plan',
        id,
        before: { status: row.status },
        after: { status: change.to },
      });
    });
  }

  return {
    detail,

    /** A draft plan with its lines, numbered from the plans' sequence. */
    async create(buyer: Buyer, input: PlanInput, locale: Locale): Promise<PurchasePlanDetail> {
      await checkBody(buyer, input);
      const id = await db.transaction(async (tx) => {
        await takePictures(tx, buyer.id, input);
        const now = clock();
        const number = await nextPlanNumber(tx, now);
        const [row] = await tx
          .insert(purchasePlans)
          .values({ ...planFields(input, now), number, buyerId: buyer.id, status: 'draft', createdAt: now })
          .returning({ id: purchasePlans.id });
        if (!row) throw new Error('no purchase plan inserted');
        await insertLines(tx, row.id, input);
        await auditedByBuyer(tx, buyer.id, {
          action: 'purchase_plan.create',
          entity: 'purchase_plan',
          id: row.id,
          after: { status: 'draft', number, ...contentOf(input) },
        });
        return row.id;
      });
      return detail(buyer.id, id, locale);
    },

    /**
     * Replaces a draft's fields and lines (the lines anew: no document can name a draft's lines);
     * the number stays. The state is read first for the plain answer, then again under the lock.
     */
    async edit(buyer: Buyer, input: PlanEditInput, locale: Locale): Promise<PurchasePlanDetail> {
      requireStatus(await find(buyer.id, input.id), ['draft'], ErrorCode.PURCHASE_PLAN_NOT_DRAFT);
      await checkBody(buyer, input);
      await db.transaction(async (tx) => {
        const row = await lockPlan(tx, buyer.id, input.id);
        requireStatus(row, ['draft'], ErrorCode.PURCHASE_PLAN_NOT_DRAFT);
        const before = await tx
          .select()
          .from(purchasePlanLines)
          .where(eq(purchasePlanLines.planId, row.id))
          .orderBy(asc(purchasePlanLines.position));
        await tx.update(purchasePlans).set(planFields(input, clock())).where(eq(purchasePlans.id, row.id));
        await takePictures(tx, buyer.id, input, row.id);
        await tx.delete(purchasePlanLines).where(eq(purchasePlanLines.planId, row.id));
        await insertLines(tx, row.id, input);
        await auditedByBuyer(tx, buyer.id, {
          action: 'purchase_plan.edit',
          entity: 'purchase_plan',
          id: row.id,
          before: {
            name: row.name,
            project_id: row.projectId,
            needed_by: row.neededBy,
            market: row.market,
            lines: before.map((line) => ({ product_id: line.productId, name: line.name, quantity: line.quantity })),
          },
          after: contentOf(input),
        });
      });
      return detail(buyer.id, input.id, locale);
    },

    async submit(buyer: Buyer, id: number, locale: Locale): Promise<PurchasePlanDetail> {
      requireActiveMember(buyer, clock());
      await transition(buyer.id, id, {
        action: 'submit',
        from: ['draft'],
        refusal: ErrorCode.PURCHASE_PLAN_NOT_DRAFT,
        to: 'submitted',
        set: (now) => ({ submittedAt: now }),
      });
      return detail(buyer.id, id, locale);
    },

    /**
     * Approves a submitted plan. The company has no other user in the mall, so the author approves
     * their own plan; the approver is recorded, and the answer says when it was the author.
     */
    async approve(buyer: Buyer, id: number, locale: Locale): Promise<PurchasePlanDetail> {
      requireActiveMember(buyer, clock());
      await transition(buyer.id, id, {
        action: 'approve',
        from: ['submitted'],
        refusal: ErrorCode.PURCHASE_PLAN_NOT_SUBMITTED,
        to: 'approved',
        set: (now) => ({ approvedAt: now, approvedBy: buyer.id }),
      });
      return detail(buyer.id, id, locale);
    },

    /** Cancels a plan in any state but cancelled; documents already made from it stay as they are. */
    async cancel(buyer: Buyer, id: number, locale: Locale): Promise<PurchasePlanDetail> {
      await transition(buyer.id, id, {
        action: 'cancel',
        from: ['draft', 'submitted', 'approved'],
        refusal: ErrorCode.PURCHASE_PLAN_CANCELLED,
        to: 'cancelled',
        set: (now) => ({ cancelledAt: now }),
      });
      return detail(buyer.id, id, locale);
    },

    /** The buyer's plans, newest first, of one state or all. */
    async list(buyerId: number, query: PurchasePlanListQuery): Promise<PurchasePlanPage> {
      const where = and(
        eq(purchasePlans.buyerId, buyerId),
        query.status === 'all' ? undefined : eq(purchasePlans.status, query.status),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(purchasePlans)
          .where(where)
          .orderBy(desc(purchasePlans.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(purchasePlans).where(where),
      ]);
      return {
        list: (await views(buyerId, rows)).map((view) => view.summary),
        total: Number(total?.n ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type PurchasePlansService = ReturnType<typeof createPurchasePlansService>;
