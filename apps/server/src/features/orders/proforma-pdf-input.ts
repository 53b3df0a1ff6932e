import type { ProformaDetail } from '@mall/contract';
import type { ProformaPdfInput } from './proforma-pdf.js';

/** What the PDF prints of a proforma invoice, from its detail as the API answers it. */
export function proformaPdfInput(pi: ProformaDetail): ProformaPdfInput {
  return {
    number: pi.number,
    version: pi.version,
    issue_date: pi.issue_date,
    valid_until: pi.valid_until,
    seller: {
      company: pi.seller.legal_name,
      address: pi.seller.address,
      contact_name: '',
      email: pi.seller.email,
      phone: pi.seller.phone,
      tax_id: pi.seller.tax_id,
    },
    buyer: {
      company: pi.buyer.company_name,
      address: pi.buyer.address,
      contact_name: pi.buyer.contact_name,
      email: pi.buyer.email,
      phone: pi.buyer.phone,
    },
    currency: pi.currency,
    lines: pi.lines.map((line) => ({
      name: line.name,
      specification: line.specification,
      quantity: String(line.quantity),
      unit: line.unit,
      unit_price: line.unit_price,
      amount: line.amount,
    })),
    subtotal: pi.total,
    total: pi.total,
    incoterm: pi.incoterm,
    place: '',
    lead_time_days: pi.lead_time_days,
    payment_terms: {
      deposit_percent: pi.payment_terms.deposit_percent,
      deposit_amount: pi.deposit_amount,
      balance_amount: pi.balance_amount,
    },
    bank: {
      beneficiary: pi.bank.beneficiary,
      bank: `${pi.bank.bank_name}, ${pi.bank.address}`,
      account: pi.bank.account_number,
      swift: pi.bank.swift,
    },
    notes: pi.notes,
    ...(pi.version > 1 ? { amends: pi.version - 1 } : {}),
  };
}
