// One autocannon run, reduced to the figures the results table prints.
import autocannon from 'autocannon';

/**
 * @param {{ url: string, connections: number, durationSec: number, headers?: Record<string, string> }} options
 */
export async function load({ url, connections, durationSec, headers = {} }) {
  const result = await autocannon({ url, connections, duration: durationSec, headers });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
