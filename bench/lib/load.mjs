// One autocannon run, reduced to the figures the results table prints.
import autocannon from 'autocannon';

/**
 * @param {{ url: string, connections: number, durationSec: number, headers?: Record<string, string>, paths?: string[] }} options
 * `paths`, when given, are requested in turn, so a run covers many distinct pages rather than one.
 */
export async function load({ url, connections, durationSec, headers = {}, paths }) {
  let next = 0;
  const requests = paths
    ? [
        {
          setupRequest: (/** @type {import('autocannon').Request} */ request) => {
            request.path = paths[next++ % paths.length] ?? '/';
            return request;
          },
        },
      ]
    : undefined;
  const result = await autocannon({ url, connections, duration: durationSec, headers, requests });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
