import { CAMPAIGN_CLOSE_INTERVAL_MS } from '@mall/contract';
import { and, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { pruneOperatorSessions } from '../../lib/operator-session.js';
import { AFTER_SALES_OVERDUE_JOB, flagOverdueCases } from '../after-sales/after-sales-overdue.js';
import { CAMPAIGNS_CLOSE_JOB, closeCampaigns } from '../catalog-admin/campaign-close.js';
import { createProductImportService, PRODUCT_IMPORT_JOB } from '../catalog-admin/product-import.service.js';
import { MAIL_SEND_JOB, mailBackoffMs, mailSendHandler } from '../mail/mail-queue.js';
import { DOCUMENTS_EXPIRE_JOB, expireDocuments } from '../orders/expiry.js';
import { createProformaService } from '../orders/proforma.service.js';
import { createProformaPdfs, PROFORMA_PDF_JOB } from '../orders/proforma-pdf-snapshot.js';
import type { JobQueue } from './job-queue.js';

const HOUR_MS = 60 * 60_000;
/** Finished jobs are kept this long for a look at what ran and what failed. */
const FINISHED_JOB_RETENTION_MS = 30 * 24 * HOUR_MS;

export interface MallJobDeps {
  db: Db;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Every kind of background job the mall runs: the one list the server and `npm run worker` both register. */
export function registerMallJobs(queue: JobQueue, { db, config, clock, log }: MallJobDeps): void {
  queue.register(MAIL_SEND_JOB, mailSendHandler(db, config, clock, log), { backoffMs: mailBackoffMs });

  queue.every('jobs.prune', 24 * HOUR_MS, async () => {
    const before = new Date(clock().getTime() - FINISHED_JOB_RETENTION_MS);
    await db.delete(jobs).where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, before)));
  });

  queue.every('operator-sessions.prune', HOUR_MS, () => pruneOperatorSessions(db, clock()));

  const proformaPdfs = createProformaPdfs(db, clock, createProformaService(db, clock));
  queue.register(PROFORMA_PDF_JOB, async (payload) => {
    await proformaPdfs.makeAll(Number(payload.id));
  });

  queue.every(DOCUMENTS_EXPIRE_JOB, HOUR_MS, async () => {
    await expireDocuments(db, clock);
  });

  queue.every(AFTER_SALES_OVERDUE_JOB, HOUR_MS, async () => {
    await flagOverdueCases(db, clock);
  });

  queue.every(CAMPAIGNS_CLOSE_JOB, CAMPAIGN_CLOSE_INTERVAL_MS, async () => {
    await closeCampaigns(db, clock);
  });
  const productImports = createProductImportService({ db, clock });
  queue.register(PRODUCT_IMPORT_JOB, productImports.applyHandler());
  queue.every('product-imports.prune', HOUR_MS, () => productImports.pruneExpired());
}
