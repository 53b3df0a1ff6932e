import type { QuotationInput } from '@mall/client/console/quoting/quote';
import { type Incoterm, OFFER_LINES_MAX } from '@mall/contract';
import type { Dayjs } from 'dayjs';
import { type DocumentLineValues, toDocumentLines } from '../../components/document-lines';

/** Days a quotation stays open unless the operator picks another date. */
const QUOTE_VALID_DAYS_DEFAULT = 30;
const QUOTE_INCOTERM_DEFAULT: Incoterm = 'FOB';
const QUOTE_DEPOSIT_PERCENT_DEFAULT = 30;

export interface QuoteFormValues {
  lines: DocumentLineValues[];
  valid_until: Dayjs;
  lead_time_days: number | null;
  incoterm: Incoterm;
  deposit_percent: number | null;
  balance_terms: string;
  note: string;
}

/** What a quotation answers: an RFQ or a cart quotation request, with the items asked for. */
export interface QuoteTarget {
  type: 'rfq' | 'quotation_request';
  id: number;
  items: readonly { name: string; quantity: number; unit: string }[];
  /** Versions quoted so far, as the operator saw them. */
  offers: readonly { version: number }[];
}

/** The form as it opens: a line per requested item, prices to be filled in, the usual terms. */
export function initialQuoteValues(target: QuoteTarget, today: Dayjs): QuoteFormValues {
  return {
    lines: target.items.slice(0, OFFER_LINES_MAX).map((item) => ({
      name: item.name,
      specification: '',
      quantity: item.quantity,
      unit: item.unit,
      unit_price: '',
    })),
    valid_until: today.add(QUOTE_VALID_DAYS_DEFAULT, 'day'),
    lead_time_days: null,
    incoterm: QUOTE_INCOTERM_DEFAULT,
    deposit_percent: QUOTE_DEPOSIT_PERCENT_DEFAULT,
    balance_terms: '',
    note: '',
  };
}

/** The body sent to the server: trimmed texts, prices as decimal text, the date as YYYY-MM-DD. */
export function toQuotationInput(target: QuoteTarget, values: QuoteFormValues): QuotationInput {
  return {
    ...(target.type === 'rfq' ? { rfq_id: target.id } : { quotation_request_id: target.id }),
    lines: toDocumentLines(values.lines),
    valid_until: values.valid_until.format('YYYY-MM-DD'),
    lead_time_days: values.lead_time_days ?? 0,
    incoterm: values.incoterm,
    payment_terms: { deposit_percent: values.deposit_percent ?? 0, balance_terms: values.balance_terms?.trim() ?? '' },
    note: values.note?.trim() ?? '',
    seen_version: Math.max(0, ...target.offers.map((offer) => offer.version)),
  };
}
