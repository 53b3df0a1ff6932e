import { describe, expect, it } from 'vitest';
import { onTimePercent, rejectionPercent } from './vendor-figures';

describe('vendor figures', () => {
  it('gives no rate before anything was sent or received', () => {
    expect(onTimePercent({ shipments_on_time: 0, shipments_sent: 0 })).toBeNull();
    expect(rejectionPercent({ quantity_rejected: 0, quantity_inspected: 0 })).toBeNull();
  });

  it('rounds a share to a whole per cent', () => {
    expect(onTimePercent({ shipments_on_time: 2, shipments_sent: 3 })).toBe(67);
    expect(onTimePercent({ shipments_on_time: 3, shipments_sent: 3 })).toBe(100);
    expect(rejectionPercent({ quantity_rejected: 1, quantity_inspected: 8 })).toBe(13);
    expect(rejectionPercent({ quantity_rejected: 0, quantity_inspected: 8 })).toBe(0);
  });
});
