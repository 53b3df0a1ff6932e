import { isAmount, linesTotal } from '@mall/client/lib/money';
import { LEAD_TIME_DAYS_MAX, QUANTITY_MAX } from '@mall/contract';

/** One priced line of a quotation or a re-issued proforma invoice, as the form holds it. */
export interface DocumentLineValues {
  name: string;
  specification: string;
  quantity: number | null;
  unit: string;
  unit_price: string;
}

/** A unit price as typed: required, 0 or more with at most 2 decimals (the server's amount rule). */
export function priceProblem(text: string | undefined): 'required' | 'amount' | null {
  if (!text?.trim()) return 'required';
  return isAmount(text) ? null : 'amount';
}

export function quantityValid(quantity: number | null | undefined): boolean {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= QUANTITY_MAX;
}

export function leadTimeValid(days: number | null | undefined): boolean {
  return typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= LEAD_TIME_DAYS_MAX;
}

/** The total the form shows, computed in cents from the lines as typed. */
export function documentTotal(lines: readonly Partial<DocumentLineValues>[] | undefined): string {
  return linesTotal(lines ?? []);
}

/** The lines as the server takes them: texts trimmed, prices as the decimal text typed. */
export function toDocumentLines(lines: readonly DocumentLineValues[]) {
  return lines.map((line) => ({
    name: line.name.trim(),
    specification: line.specification?.trim() ?? '',
    quantity: line.quantity ?? 0,
    unit: line.unit.trim(),
    unit_price: line.unit_price.trim(),
  }));
}
