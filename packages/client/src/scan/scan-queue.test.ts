import { QUANTITY_MAX } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  enqueueCode,
  pendingCodes,
  reloadScanQueue,
  removeQueuedCode,
  scanQueue,
  setQueuedQuantity,
  settleCode,
} from './scan-queue';

beforeEach(() => {
  localStorage.clear();
  reloadScanQueue();
});

const stored = () => JSON.parse(localStorage.getItem('scanQueue') ?? 'null');

describe('the offline scan queue', () => {
  it('keeps one line per code, at the MOQ until the buyer types a quantity, in local storage', () => {
    expect(enqueueCode('6901234567892')).toBe('queued');
    expect(enqueueCode('4006381333931')).toBe('queued');
    expect(enqueueCode('6901234567892')).toBe('alreadyQueued');
    expect(scanQueue().queued).toEqual([
      { code: '6901234567892', quantity: null },
      { code: '4006381333931', quantity: null },
    ]);
    expect(stored()).toEqual(scanQueue().queued);
  });

  it('survives a reload of the page', () => {
    enqueueCode('6901234567892');
    setQueuedQuantity('6901234567892', '12');
    reloadScanQueue();
    expect(scanQueue().queued).toEqual([{ code: '6901234567892', quantity: 12 }]);
  });

  it('reads a typed quantity as digits, capped at the maximum; empty or zero is the MOQ again', () => {
    enqueueCode('6901234567892');
    setQueuedQuantity('6901234567892', ' 3a0 ');
    expect(scanQueue().queued[0]?.quantity).toBe(30);
    setQueuedQuantity('6901234567892', '99999999999');
    expect(scanQueue().queued[0]?.quantity).toBe(QUANTITY_MAX);
    setQueuedQuantity('6901234567892', '0');
    expect(scanQueue().queued[0]?.quantity).toBeNull();
    setQueuedQuantity('6901234567892', '');
    expect(scanQueue().queued[0]?.quantity).toBeNull();
  });

  it('removes a line', () => {
    enqueueCode('6901234567892');
    enqueueCode('4006381333931');
    removeQueuedCode('6901234567892');
    expect(scanQueue().queued.map((entry) => entry.code)).toEqual(['4006381333931']);
    expect(stored()).toEqual([{ code: '4006381333931', quantity: null }]);
  });

  it('keeps a refused line with its reason until the buyer changes it, which makes it pending again', () => {
    enqueueCode('6901234567892');
    settleCode('6901234567892', { problem: { kind: 'notFound' } });
    expect(pendingCodes()).toEqual([]);
    expect(scanQueue().queued[0]?.problem).toEqual({ kind: 'notFound' });
    setQueuedQuantity('6901234567892', '5');
    expect(pendingCodes()).toEqual([{ code: '6901234567892', quantity: 5 }]);
  });

  it('ignores what it cannot read back', () => {
    localStorage.setItem('scanQueue', '[{"code":"1","quantity":-4},{"code":"2","quantity":null},"x"]');
    reloadScanQueue();
    expect(scanQueue().queued).toEqual([{ code: '2', quantity: null }]);
    localStorage.setItem('scanQueue', '{not json');
    reloadScanQueue();
    expect(scanQueue().queued).toEqual([]);
  });
});
