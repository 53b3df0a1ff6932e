import { ErrorCode } from '@mall/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportNetworkAnswer } from '../lib/network-status';
import { envelope } from '../lib/test-envelope';
import { stubFetch } from '../lib/test-fetch';
import { enqueueCode, reloadScanQueue, scanQueue, setQueuedQuantity } from './scan-queue';
import { sendScanQueue } from './send-scan-queue';

const fetchMock = stubFetch();

beforeEach(() => {
  localStorage.clear();
  reloadScanQueue();
});

afterEach(() => {
  // A failed call leaves a probe of the network scheduled; an answer cancels it.
  reportNetworkAnswer();
});

/** The server: a product per known code, and the add call's answer per product id. */
function serve(products: Record<string, { id: number; moq: number; name: string }>, adds: Record<number, Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://mall.test');
    if (url.pathname === '/api/cn/scan_code/product') {
      const product = products[url.searchParams.get('code') ?? ''];
      return product
        ? envelope({ ...product, code: url.searchParams.get('code') })
        : envelope(null, ErrorCode.PRODUCT_CODE_UNKNOWN, 'No product has this code.');
    }
    if (url.pathname === '/api/add/cart/confirm') {
      const body = new URLSearchParams(String(init?.body));
      return (
        adds[Number(body.get('product_id'))] ?? envelope({ id: 1, quantity: Number(body.get('quantity')), count: 1 })
      );
    }
    throw new TypeError('Failed to fetch');
  });
}

const addBodies = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).startsWith('/api/add/cart/confirm'))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

describe('sending the queue when the network is back', () => {
  it('adds each line to the scan-code group at its quantity or MOQ, keeps the refused ones with the reason', async () => {
    serve(
      {
        '6901234567892': { id: 7, moq: 10, name: 'Torque wrench' },
        '4006381333931': { id: 8, moq: 5, name: 'Safety gloves' },
        '5901234123457': { id: 9, moq: 1, name: 'Drill' },
      },
      { 9: envelope(null, ErrorCode.NOT_IN_MARKET, 'This product is not sold in your market.') },
    );
    for (const code of ['6901234567892', '4006381333931', '0000000000000', '5901234123457']) enqueueCode(code);
    setQueuedQuantity('4006381333931', '25');
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    expect(await sendScanQueue(queryClient)).toBeNull();

    expect(addBodies()).toEqual([
      { product_id: '7', quantity: '10', source: 'scan_code', market: 'en' },
      { product_id: '8', quantity: '25', source: 'scan_code', market: 'en' },
      { product_id: '9', quantity: '1', source: 'scan_code', market: 'en' },
    ]);
    expect(scanQueue().added).toEqual([
      { code: '6901234567892', name: 'Torque wrench', quantity: 10 },
      { code: '4006381333931', name: 'Safety gloves', quantity: 25 },
    ]);
    expect(scanQueue().queued).toEqual([
      { code: '0000000000000', quantity: null, problem: { kind: 'notFound' } },
      {
        code: '5901234123457',
        quantity: null,
        problem: { kind: 'refused', message: 'This product is not sold in your market.' },
      },
    ]);
    expect(scanQueue().sending).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
  });

  it('stops without losing a line when the network goes again', async () => {
    serve({ '6901234567892': { id: 7, moq: 10, name: 'Torque wrench' } }, {});
    enqueueCode('6901234567892');
    enqueueCode('4006381333931');
    fetchMock.mockImplementationOnce(async () => envelope({ id: 7, moq: 10, name: 'Torque wrench' }));
    fetchMock.mockImplementationOnce(async () => envelope({ id: 1, quantity: 10, count: 1 }));
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });

    expect(await sendScanQueue(new QueryClient())).toBe('network');
    expect(scanQueue().queued).toEqual([{ code: '4006381333931', quantity: null }]);
    expect(scanQueue().added.map((entry) => entry.code)).toEqual(['6901234567892']);
  });

  it('stops and keeps every line when the session needs a login', async () => {
    serve(
      { '6901234567892': { id: 7, moq: 10, name: 'Torque wrench' } },
      {
        7: envelope(null, ErrorCode.LOGIN_REQUIRED, 'Please log in.'),
      },
    );
    enqueueCode('6901234567892');
    expect(await sendScanQueue(new QueryClient())).toBe('login');
    expect(scanQueue().queued).toEqual([{ code: '6901234567892', quantity: null }]);
  });

  it('runs once at a time', async () => {
    serve({ '6901234567892': { id: 7, moq: 10, name: 'Torque wrench' } }, {});
    enqueueCode('6901234567892');
    const queryClient = new QueryClient();
    const [first, second] = [sendScanQueue(queryClient), sendScanQueue(queryClient)];
    expect(second).toBe(first);
    await first;
    expect(addBodies()).toHaveLength(1);
  });
});
