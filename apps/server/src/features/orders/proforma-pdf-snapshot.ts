import { createHash } from 'node:crypto';
import { LOCALES, type Locale, type ProformaDetail } from '@mall/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { proformaPdfs } from '../../db/schema/index.js';
import { PRIVATE_NO_STORE } from '../../lib/api-route.js';
import type { Clock } from '../../lib/clock.js';
import type { DbExecutor } from '../../lib/db-executor.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { ProformaService } from './proforma.service.js';
import { renderProformaPdf } from './proforma-pdf.js';
import { proformaPdfInput } from './proforma-pdf-input.js';

export const PROFORMA_PDF_JOB = 'proforma.pdf';
const PDF_JOB_ATTEMPTS = 5;

export interface ProformaPdf {
  data: Buffer;
  sha256: string;
}

/**
 * Asks for a version's PDFs to be made after it is issued, in the issuing transaction, so they
 * are made exactly when the version exists and without holding that transaction.
 */
export function queueProformaPdf(tx: DbExecutor, proformaInvoiceId: number, now: Date): Promise<number | null> {
  return enqueueJob(
    tx,
    {
      kind: PROFORMA_PDF_JOB,
      payload: { id: proformaInvoiceId },
      maxAttempts: PDF_JOB_ATTEMPTS,
      key: `${PROFORMA_PDF_JOB}:${proformaInvoiceId}`,
    },
    now,
  );
}

/**
 * A proforma invoice version's PDF per language, made once (by the job after issue, or by the
 * first reader if that comes first) and from then on served as stored: later changes to the
 * mall's details, fonts or layout never alter a document the buyer was given.
 */
export function createProformaPdfs(db: Db, clock: Clock, invoices: ProformaService) {
  async function stored(id: number, locale: Locale): Promise<ProformaPdf | undefined> {
    const [row] = await db
      .select({ sha256: proformaPdfs.sha256, hex: sql<string>`encode(${proformaPdfs.data}, 'hex')` })
      .from(proformaPdfs)
      .where(and(eq(proformaPdfs.proformaInvoiceId, id), eq(proformaPdfs.locale, locale)))
      .limit(1);
    return row && { sha256: row.sha256, data: Buffer.from(row.hex, 'hex') };
  }

  async function make(id: number, locale: Locale): Promise<ProformaPdf> {
    const data = await renderProformaPdf(proformaPdfInput(await invoices.detail(id, { operator: true })), locale);
    const sha256 = createHash('sha256').update(data).digest('hex');
    // Two makers at once: the first row stays, and both answer it.
    await db
      .insert(proformaPdfs)
      .values({
        proformaInvoiceId: id,
        locale,
        sha256,
        size: data.length,
        data: sql`decode(${data.toString('base64')}, 'base64')`,
        createdAt: clock(),
      })
      .onConflictDoNothing();
    return (await stored(id, locale)) ?? { data, sha256 };
  }

  async function pdf(id: number, locale: Locale): Promise<ProformaPdf> {
    return (await stored(id, locale)) ?? make(id, locale);
  }

  return {
    pdf,
    /** The job after issue: both languages, each made once. */
    async makeAll(id: number): Promise<void> {
      for (const locale of LOCALES) await pdf(id, locale);
    },
  };
}

/** The stored PDF itself, named after its number and version; its hash is its ETag. */
export function sendProformaPdf(reply: FastifyReply, pi: Pick<ProformaDetail, 'number' | 'version'>, pdf: ProformaPdf) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${pi.number}-v${pi.version}.pdf"`)
    .header('cache-control', PRIVATE_NO_STORE)
    .header('etag', `"${pdf.sha256}"`)
    .send(pdf.data);
}
