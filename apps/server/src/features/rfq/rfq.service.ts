import {
  ErrorCode,
  isDeadlineAllowed,
  MARKET_CURRENCY,
  MAX_UPLOAD_FILES,
  type Market,
  type OrderUnit,
  type RfqBody,
  type RfqCancelResult,
  type RfqDetail,
  type RfqEditBody,
  type RfqMessage,
  type RfqPage,
  type RfqStatus,
  type RfqStatusFilter,
  type RfqSummary,
  validationKey,
} from '@mall/contract';
import { and, asc, desc, eq, gt, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offers, projects, rfqMessages, rfqs, uploadedFiles } from '../../db/schema/index.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import { auditedByBuyer } from '../../lib/audit.js';
import { type Clock, isoDate } from '../../lib/clock.js';
import { type Buyer, requireActiveMember } from '../../lib/session.js';
import { FILE_META, requireFreeFiles, toUploadedFile } from '../files/files.service.js';
import { offerViews } from '../quotation/offers.service.js';
import { createProjectsService, toProject } from './projects.service.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type RfqRow = typeof rfqs.$inferSelect;

/** Who looks at an RFQ: its buyer, or an operator (console, command line), who sees every one. */
export type RfqViewer = { buyerId: number } | { operator: true };

/** A field's failure in SPEC section 5's words, as the RFQ form shows it. */
export function fieldError(field: string, key: Parameters<typeof validationKey>[0]): FieldsError {
  return new FieldsError([{ field, code: 'invalid', params: {}, message: validationKey(key), missing: false }]);
}

function ownedBy(viewer: RfqViewer) {
  return 'operator' in viewer ? undefined : eq(rfqs.buyerId, viewer.buyerId);
}

export function createRfqService({ db, clock }: { db: Db; clock: Clock }) {
  const projectsService = createProjectsService(db);

  /** The rules every submitted or edited RFQ meets beyond its schema. */
  async function checkBody(buyer: Buyer, body: RfqBody): Promise<string[]> {
    requireActiveMember(buyer, clock());
    if (!isDeadlineAllowed(body.deadline, isoDate(clock()))) throw fieldError('deadline', 'deadline');
    const attachments = [...new Set(body.files)];
    if (attachments.length > MAX_UPLOAD_FILES) throw new AppError(ErrorCode.FILE_TOO_MANY);
    await projectsService.owned(buyer.id, body.project_id);
    return attachments;
  }

  /**
   * Attaches the buyer's uploads to the RFQ: files of the right purpose that no other document
   * (RFQ, plan line, after-sales case or message) holds; the others (another buyer's, pruned, used
   * elsewhere) fail the whole transaction.
   */
  async function attach(tx: Tx, buyerId: number, rfqId: number, mainPicture: string, attachments: string[]) {
    await requireFreeFiles(tx, buyerId, [mainPicture], 'main_picture', { rfqId });
    await requireFreeFiles(tx, buyerId, attachments, 'attachment', { rfqId });
    for (const [position, id] of [mainPicture, ...attachments].entries()) {
      await tx.update(uploadedFiles).set({ rfqId, position }).where(eq(uploadedFiles.id, id));
    }
    // Files the edit dropped go at once, not after a day.
    await tx
      .delete(uploadedFiles)
      .where(and(eq(uploadedFiles.rfqId, rfqId), notInArray(uploadedFiles.id, [mainPicture, ...attachments])));
  }

  function fields(buyer: Buyer, body: RfqBody) {
    return {
      projectId: body.project_id,
      name: body.name,
      quantity: body.quantity,
      unit: body.unit,
      useFor: body.use_for,
      budget: body.budget,
      market: body.market,
      description: body.description,
      deadline: body.deadline,
      requester: body.requester || buyer.contactName,
      updatedAt: clock(),
    };
  }

  async function summaries(rows: RfqRow[]): Promise<RfqSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [pictures, counts, projectRows] = await Promise.all([
      db
        .select(FILE_META)
        .from(uploadedFiles)
        .where(and(inArray(uploadedFiles.rfqId, ids), eq(uploadedFiles.purpose, 'main_picture'))),
      db
        .select({ rfqId: offers.rfqId, n: sql<number>`count(*)::int` })
        .from(offers)
        .where(and(inArray(offers.rfqId, ids), ne(offers.status, 'superseded')))
        .groupBy(offers.rfqId),
      db
        .select()
        .from(projects)
        .where(inArray(projects.id, [...new Set(rows.map((row) => row.projectId))])),
    ]);
    return rows.map((row) => {
      const picture = pictures.find((file) => file.rfqId === row.id);
      const project = projectRows.find((p) => p.id === row.projectId);
      if (!project) throw new Error(`RFQ ${row.id} without its project`);
      return {
        id: row.id,
        name: row.name,
        status: row.status as RfqStatus,
        main_picture: picture ? toUploadedFile(picture) : null,
        quantity: row.quantity,
        unit: row.unit as OrderUnit,
        budget: row.budget,
        currency: MARKET_CURRENCY[row.market as Market],
        deadline: row.deadline,
        project: toProject(project),
        quotation_count: Number(counts.find((c) => c.rfqId === row.id)?.n ?? 0),
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  async function find(id: number, viewer: RfqViewer): Promise<RfqRow> {
    const [row] = await db
      .select()
      .from(rfqs)
      .where(and(eq(rfqs.id, id), ownedBy(viewer)))
      .limit(1);
    if (!row) throw new AppError(ErrorCode.RFQ_NOT_FOUND);
    return row;
  }

  async function detail(id: number, viewer: RfqViewer): Promise<RfqDetail> {
    const row = await find(id, viewer);
    const [[summary], files, offered, messages] = await Promise.all([
      summaries([row]),
      db
        .select(FILE_META)
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.rfqId, id), eq(uploadedFiles.purpose, 'attachment')))
        .orderBy(asc(uploadedFiles.position)),
      db.select().from(offers).where(eq(offers.rfqId, id)).orderBy(desc(offers.version)),
      db.select().from(rfqMessages).where(eq(rfqMessages.rfqId, id)).orderBy(asc(rfqMessages.id)),
    ]);
    if (!summary) throw new AppError(ErrorCode.RFQ_NOT_FOUND);
    return {
      ...summary,
      use_for: row.useFor,
      description: row.description,
      requester: row.requester,
      market: row.market as Market,
      files: files.map(toUploadedFile),
      offers: await offerViews(db, offered),
      messages: messages.map(toMessage),
    };
  }

  function toMessage(row: typeof rfqMessages.$inferSelect): RfqMessage {
    return {
      id: row.id,
      author: row.author as RfqMessage['author'],
      content: row.content,
      created_at: row.createdAt.toISOString(),
    };
  }

  /** Why a state change found no row: not the buyer's (or gone), else the state it is in. */
  async function refusal(id: number, buyerId: number, whenFound: ErrorCode): Promise<never> {
    await find(id, { buyerId });
    throw new AppError(whenFound);
  }

  /**
   * A submitted RFQ with its picture and attachments and its audit entry, in the caller's
   * transaction: the form's way in, and a purchase plan's (`planLineId`, the line it came from).
   * The caller has checked the body against the rules beyond its schema (`checkBody`'s).
   */
  async function insert(tx: Tx, buyer: Buyer, body: RfqBody, planLineId: number | null = null): Promise<number> {
    const [row] = await tx
      .insert(rfqs)
      .values({ ...fields(buyer, body), buyerId: buyer.id, status: 'submitted', planLineId, createdAt: clock() })
      .returning({ id: rfqs.id });
    if (!row) throw new Error('no RFQ inserted');
    await attach(tx, buyer.id, row.id, body.main_picture, body.files);
    await auditedByBuyer(tx, buyer.id, {
      action: 'rfq.create',
      entity: 'rfq',
      id: row.id,
      after: {
        status: 'submitted',
        name: body.name,
        quantity: body.quantity,
      },
    });
    return row.id;
  }

  return {
    detail,
    insert,

    /** A new RFQ with its picture and attachments, all or nothing. */
    async create(buyer: Buyer, body: RfqBody): Promise<RfqDetail> {
      const attachments = await checkBody(buyer, body);
      const id = await db.transaction((tx) => insert(tx, buyer, { ...body, files: attachments }));
      return detail(id, { buyerId: buyer.id });
    },

    /**
     * Edit RFQ: while it has no quotation (submitted, or cancelled before a Re-RFQ, whose status it
     * keeps); the row is locked so a quotation arriving meanwhile waits for the edit.
     */
    async edit(buyer: Buyer, body: RfqEditBody): Promise<RfqDetail> {
      const attachments = await checkBody(buyer, body);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: rfqs.status })
          .from(rfqs)
          .where(and(eq(rfqs.id, body.id), eq(rfqs.buyerId, buyer.id)))
          .for('update');
        if (!row) throw new AppError(ErrorCode.RFQ_NOT_FOUND);
        if (row.status === 'quoted') throw new AppError(ErrorCode.RFQ_NOT_EDITABLE);
        await tx.update(rfqs).set(fields(buyer, body)).where(eq(rfqs.id, body.id));
        await attach(tx, buyer.id, body.id, body.main_picture, attachments);
        await auditedByBuyer(tx, buyer.id, {
          action: 'rfq.edit',
          entity: 'rfq',
          id: body.id,
          after: {
            name: body.name,
            quantity: body.quantity,
          },
        });
      });
      return detail(body.id, { buyerId: buyer.id });
    },

    /**
     * Cancels the selected RFQs that have no quotation, in one statement: a quotation arriving at
     * the same moment either lands first (the RFQ is quoted and stays so) or finds it cancelled.
     */
    async cancel(buyer: Buyer, ids: number[]): Promise<RfqCancelResult> {
      if (ids.length === 0) throw new AppError(ErrorCode.RFQ_NONE_SELECTED);
      const unique = [...new Set(ids)];
      const cancelled = await db.transaction(async (tx) => {
        const rows = await tx
          .update(rfqs)
          .set({ status: 'cancelled', updatedAt: clock() })
          .where(and(inArray(rfqs.id, unique), eq(rfqs.buyerId, buyer.id), eq(rfqs.status, 'submitted')))
          .returning({ id: rfqs.id });
        for (const row of rows) {
          await auditedByBuyer(tx, buyer.id, {
            action: 'rfq.cancel',
            entity: 'rfq',
            id: row.id,
            before: { status: 'submitted' },
            after: { status: 'cancelled' },
          });
        }
        return rows;
      });
      const done = cancelled.map((row) => row.id).sort((a, b) => a - b);
      if (done.length === 0) {
        const [only] = unique;
        if (unique.length === 1 && only !== undefined) {
          const row = await find(only, { buyerId: buyer.id });
          if (row.status === 'quoted') throw new AppError(ErrorCode.RFQ_UNDER_QUOTATION);
        }
        throw new AppError(ErrorCode.RFQ_NONE_CANCELLABLE);
      }
      return { cancelled: done, skipped: unique.filter((id) => !done.includes(id)).sort((a, b) => a - b) };
    },

    /** Re-RFQ: a cancelled RFQ is submitted again as it was, if its deadline is still ahead (else: edit it first). */
    async reopen(buyer: Buyer, id: number): Promise<RfqDetail> {
      requireActiveMember(buyer, clock());
      const today = isoDate(clock());
      const row = await db.transaction(async (tx) => {
        const [reopened] = await tx
          .update(rfqs)
          .set({ status: 'submitted', updatedAt: clock() })
          .where(
            and(eq(rfqs.id, id), eq(rfqs.buyerId, buyer.id), eq(rfqs.status, 'cancelled'), gt(rfqs.deadline, today)),
          )
          .returning({ id: rfqs.id });
        if (reopened) {
          await auditedByBuyer(tx, buyer.id, {
            action: 'rfq.reopen',
            entity: 'rfq',
            id,
            before: { status: 'cancelled' },
            after: { status: 'submitted' },
          });
        }
        return reopened;
      });
      if (!row) {
        const found = await find(id, { buyerId: buyer.id });
        if (found.status === 'cancelled') throw fieldError('deadline', 'deadline');
        throw new AppError(ErrorCode.RFQ_NOT_CANCELLED);
      }
      return detail(id, { buyerId: buyer.id });
    },

    /** Deletes a cancelled RFQ with its files, quotations and messages. */
    async remove(buyer: Buyer, id: number): Promise<null> {
      const row = await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(rfqs)
          .where(and(eq(rfqs.id, id), eq(rfqs.buyerId, buyer.id), eq(rfqs.status, 'cancelled')))
          .returning({ id: rfqs.id, name: rfqs.name });
        if (deleted) {
          await auditedByBuyer(tx, buyer.id, {
            action: 'rfq.delete',
            entity: 'rfq',
            id,
            before: { status: 'cancelled', name: deleted.name },
          });
        }
        return deleted;
      });
      if (!row) return refusal(id, buyer.id, ErrorCode.RFQ_NOT_CANCELLED);
      return null;
    },

    /** The buyer's RFQs under a status tab, newest first, with the count of every tab. */
    async list(buyerId: number, query: { status: RfqStatusFilter; page: number; pageSize: number }): Promise<RfqPage> {
      const where = and(eq(rfqs.buyerId, buyerId), query.status === 'all' ? undefined : eq(rfqs.status, query.status));
      const [rows, countRows] = await Promise.all([
        db
          .select()
          .from(rfqs)
          .where(where)
          .orderBy(desc(rfqs.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ status: rfqs.status, n: sql<number>`count(*)::int` })
          .from(rfqs)
          .where(eq(rfqs.buyerId, buyerId))
          .groupBy(rfqs.status),
      ]);
      const counts = { all: 0, submitted: 0, quoted: 0, cancelled: 0 };
      for (const row of countRows) {
        counts[row.status as RfqStatus] = Number(row.n);
        counts.all += Number(row.n);
      }
      return {
        list: await summaries(rows),
        total: counts[query.status],
        page: query.page,
        pageSize: query.pageSize,
        counts,
      };
    },

    /** The buyer's message on the thread of their RFQ (an operator's is posted by the console's quoting). */
    async addMessage(buyerId: number, id: number, content: string): Promise<RfqMessage> {
      await find(id, { buyerId });
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(rfqMessages)
          .values({ rfqId: id, author: 'buyer', content, createdAt: clock() })
          .returning();
        if (!inserted) throw new Error('no message inserted');
        await auditedByBuyer(tx, buyerId, {
          action: 'rfq.message',
          entity: 'rfq',
          id,
          after: { message_id: inserted.id, content },
        });
        return inserted;
      });
      return toMessage(row);
    },
  };
}

export type RfqService = ReturnType<typeof createRfqService>;
