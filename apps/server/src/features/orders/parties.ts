import { buyerPartySchema, MALL_BANK, MALL_SELLER } from '@mall/contract';
import { type Column, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { buyers } from '../../db/schema/index.js';

/** Who reads a document: its buyer (looked up by owner as well as id), or an operator, who reads every one. */
export type DocumentViewer = { buyerId: number } | { operator: true };

export function ownerFilter(buyerColumn: Column, viewer: DocumentViewer) {
  return 'operator' in viewer ? undefined : eq(buyerColumn, viewer.buyerId);
}

type BuyerParty = z.infer<typeof buyerPartySchema>;

/** The buyer as a document names them, copied when it is issued. */
export function buyerPartyOf(row: typeof buyers.$inferSelect): BuyerParty {
  return {
    company_name: row.companyName,
    address: [row.city, row.country].filter(Boolean).join(', '),
    contact_name: row.contactName,
    email: row.email,
    phone: row.phone,
  };
}

/** A stored copy (jsonb) read back in the contract's shape. */
export function buyerParty(stored: unknown): BuyerParty {
  return buyerPartySchema.parse(stored);
}

/** The seller and bank copies a document takes when issued (constants MALL_SELLER, MALL_BANK). */
export function sellerCopy() {
  return { ...MALL_SELLER };
}

export function bankCopy() {
  return { ...MALL_BANK };
}
