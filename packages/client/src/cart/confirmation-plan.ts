import {
  CART_CONFIRMABLE_SOURCES,
  type CartConfirmableSource,
  type CartLine,
  type CartSource,
  type Currency,
} from '@mall/contract';
import { totalCents } from './cart-totals';

/** Why a selected line is not part of a confirmation. */
export type LeftOutReason = 'quotationOnly' | 'unavailable';

/** What confirming a group's selected lines does: its lines and their total, in cents. */
export interface ConfirmationPart {
  source: CartConfirmableSource;
  lines: CartLine[];
  cents: number;
}

/** What a confirmation of the selected lines will do, before anything is sent. */
export interface ConfirmationPlan {
  currency: Currency;
  /** Group buying first, then mall: each only when it has lines. */
  parts: ConfirmationPart[];
  cents: number;
  leftOut: Array<{ line: CartLine; reason: LeftOutReason }>;
}

function isConfirmable(source: CartSource): source is CartConfirmableSource {
  return (CART_CONFIRMABLE_SOURCES as readonly CartSource[]).includes(source);
}

/**
 * Splits the selected lines of one market's cart into what a confirmation takes (group buying
 * commitments, a purchase order draft) and what it leaves out, with the reason: catalog and scan
 * code lines go to a quotation request, and a line without a price cannot be confirmed.
 */
export function confirmationPlan(selected: readonly CartLine[], currency: Currency): ConfirmationPlan {
  const leftOut: ConfirmationPlan['leftOut'] = [];
  const taken = new Map<CartConfirmableSource, CartLine[]>(CART_CONFIRMABLE_SOURCES.map((source) => [source, []]));
  for (const line of selected) {
    if (!isConfirmable(line.source)) leftOut.push({ line, reason: 'quotationOnly' });
    else if (!line.available || line.sub_total === null) leftOut.push({ line, reason: 'unavailable' });
    else taken.get(line.source)?.push(line);
  }
  const parts = CART_CONFIRMABLE_SOURCES.flatMap((source) => {
    const lines = taken.get(source) ?? [];
    return lines.length === 0 ? [] : [{ source, lines, cents: totalCents(lines, currency) }];
  });
  return { currency, parts, cents: parts.reduce((sum, part) => sum + part.cents, 0), leftOut };
}
