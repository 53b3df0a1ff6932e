import type { Shipment } from '@mall/contract';
import type { ReceiptLine } from './create-receipt';

/** One shipped line being counted in: taken in plus refused never exceed what was shipped. */
export interface ReceiveLineState {
  lineId: number;
  name: string;
  unit: string;
  shipped: number;
  received: number;
  rejected: number;
  reason: string;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.trunc(value) || 0, max));

/** Everything arrived in good order until the buyer says otherwise. */
export function initialReceipt(shipment: Shipment): ReceiveLineState[] {
  return shipment.lines.map((line) => ({
    lineId: line.line_id,
    name: line.name,
    unit: line.unit,
    shipped: line.quantity,
    received: line.quantity,
    rejected: 0,
    reason: '',
  }));
}

/** At most what was shipped less what is refused. */
export function withReceived(line: ReceiveLineState, value: number): ReceiveLineState {
  return { ...line, received: clamp(value, line.shipped - line.rejected) };
}

/** Refused goods arrived too: refusing more takes them from the received count when nothing else is left. */
export function withRejected(line: ReceiveLineState, value: number): ReceiveLineState {
  const rejected = clamp(value, line.shipped);
  return { ...line, rejected, received: Math.min(line.received, line.shipped - rejected) };
}

export function shortOf(line: ReceiveLineState): number {
  return line.shipped - line.received - line.rejected;
}

export function needsReason(line: ReceiveLineState): boolean {
  return line.rejected > 0 && line.reason.trim() === '';
}

/** The receipt as the API takes it; a reason is sent only for refused goods. */
export function receiptLines(lines: ReceiveLineState[]): ReceiptLine[] {
  return lines.map((line) => ({
    line_id: line.lineId,
    received: line.received,
    rejected: line.rejected,
    reason: line.rejected > 0 ? line.reason.trim() : '',
  }));
}
