import type { VendorSummary } from '@mall/contract';

/** A share as a whole percentage, or null when there is nothing to divide yet. */
function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part * 100) / whole);
}

/** Shipments sent by their planned day, in per cent of those sent; null before any left. */
export function onTimePercent(vendor: Pick<VendorSummary, 'shipments_on_time' | 'shipments_sent'>): number | null {
  return percent(vendor.shipments_on_time, vendor.shipments_sent);
}

/** Goods refused at receipt, in per cent of those checked; null before any receipt. */
export function rejectionPercent(
  vendor: Pick<VendorSummary, 'quantity_rejected' | 'quantity_inspected'>,
): number | null {
  return percent(vendor.quantity_rejected, vendor.quantity_inspected);
}
