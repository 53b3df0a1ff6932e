import type { DocumentLine, DocumentLineInput } from '@mall/contract';
import { type Cents, fromCents, sumCents, toCents } from '@mall/contract';

/** A line as documents store it: numeric columns as decimal text. */
export interface StoredLine {
  productId: number | null;
  name: string;
  specification: string;
  quantity: number;
  unit: string;
  unitPrice: string;
  amount: string;
  /** The purchase plan line it came from; it travels with every copy along the chain. */
  planLineId: number | null;
}

/**
 * Prices the lines an operator wrote: each amount is unit price × quantity, exactly. They name no
 * plan line: the caller derives it from what the lines answer (planLinesByProduct).
 */
export function priceLines(input: readonly DocumentLineInput[]): { lines: StoredLine[]; total: Cents } {
  const lines = input.map((line) => {
    const unit = toCents(line.unit_price);
    return {
      productId: line.product_id ?? null,
      name: line.name,
      specification: line.specification,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: fromCents(unit),
      amount: fromCents(unit * BigInt(line.quantity)),
      planLineId: null,
    };
  });
  return { lines, total: sumCents(lines.map((line) => toCents(line.amount))) };
}

export function totalOf(lines: readonly Pick<StoredLine, 'amount'>[]): Cents {
  return sumCents(lines.map((line) => toCents(line.amount)));
}

export function toDocumentLine(row: StoredLine): DocumentLine {
  return {
    product_id: row.productId,
    name: row.name,
    specification: row.specification,
    quantity: row.quantity,
    unit: row.unit,
    unit_price: row.unitPrice,
    amount: row.amount,
  };
}

/** The copy of a stored line a later document takes (without the source's keys). */
export function copyLine(row: StoredLine): StoredLine {
  return {
    productId: row.productId,
    name: row.name,
    specification: row.specification,
    quantity: row.quantity,
    unit: row.unit,
    unitPrice: row.unitPrice,
    amount: row.amount,
    planLineId: row.planLineId,
  };
}

/**
 * The lines an operator wrote, each given the plan line of the first earlier line of the same
 * product (free text matches free text), none when no earlier line has it: the operator's input
 * does not carry plan lines, so they follow the product from what the lines answer or replace.
 */
export function planLinesByProduct(
  lines: readonly StoredLine[],
  earlier: readonly Pick<StoredLine, 'productId' | 'planLineId'>[],
): StoredLine[] {
  return lines.map((line) => ({
    ...line,
    planLineId: earlier.find((item) => item.productId === line.productId)?.planLineId ?? null,
  }));
}
