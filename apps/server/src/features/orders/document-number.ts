import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../lib/db-executor.js';

/** The sequences of migration 0014: numbers never repeat, whatever runs in parallel. */
const SEQUENCES = { PI: 'proforma_invoice_number_seq', PO: 'purchase_order_number_seq' } as const;

/** `PI-2026-000042`: the kind, the year of issue, the sequence's next value. */
export async function nextDocumentNumber(tx: DbExecutor, kind: keyof typeof SEQUENCES, at: Date): Promise<string> {
  const result = (await tx.execute(sql.raw(`SELECT nextval('${SEQUENCES[kind]}') AS n`))) as unknown as {
    rows: Array<{ n: string | number }>;
  };
  const n = result.rows[0]?.n;
  if (n === undefined) throw new Error(`no value from ${SEQUENCES[kind]}`);
  return `${kind}-${at.getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}
