import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { proformaInvoices } from '../../db/schema/index.js';
import { type Clock, isoDate } from '../../lib/clock.js';
import { expireOffers } from '../quotation/offers.service.js';

/** The recurring job that marks offers and open proforma invoices whose validity has passed. */
export const DOCUMENTS_EXPIRE_JOB = 'documents.expire';

/** One run: everything valid until yesterday or before is expired now. */
export async function expireDocuments(db: Db, clock: Clock): Promise<{ offers: number; proformaInvoices: number }> {
  const today = isoDate(clock());
  return db.transaction(async (tx) => {
    const offers = await expireOffers(tx, today);
    const invoices = await tx
      .update(proformaInvoices)
      .set({ status: 'expired' })
      .where(
        and(inArray(proformaInvoices.status, ['issued', 'change_requested']), lt(proformaInvoices.validUntil, today)),
      )
      .returning({ id: proformaInvoices.id });
    return { offers, proformaInvoices: invoices.length };
  });
}
